/**
 * What the dashboards need to know about each delivery's receipt (domain.md "App rate", "Damage
 * rate"), defined once here:
 * - registered in the app: the receipt is flagged as done in the app and was started (status ≥ 1);
 * - damaged: an answer of the receipt's checklist carries a damage code.
 * Both are final once the receipt is finished (status 2 or 3: no more answers, no more status
 * changes), so they are then copied onto the shipment (`recebido_*`, migration 006) and the
 * dashboards read a period of deliveries from one covering index instead of looking up the receipt
 * and its answers per delivery. Deliveries whose receipt is not finished yet are computed live.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';

/** SQL: the receipt `r` was registered in the app. */
export const registeredInApp = (receipt: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(`${receipt}.registrado_no_app`)} = 1 and ${sql.ref(`${receipt}.receipt_status`)} >= 1`;

/** SQL: the checklist of receipt `r` found damage. */
export const damageFound = (receipt: string): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from checklist_answers a where a.checklist_id = ${sql.ref(`${receipt}.checklist_id`)} and a.codigo_avaria is not null)`;

/** Receipt statuses after which the facts no longer change (spec §4: Recebido/Aceito, Rejeitado). */
export const FINISHED_RECEIPT = 2;

/**
 * Copies the facts of finished receipts onto their delivered shipments that do not have them yet
 * (read through the index shipments_recebimento_pendente). Idempotent: concurrent
 * calls write the same values. Returns how many shipments it settled.
 */
export async function settleDeliveryFacts(db: Kysely<any>): Promise<number> {
  const result = await sql`
    UPDATE shipments SET recebido_dealer_id = f.dealer_id, recebido_no_app = f.no_app, recebido_avariado = f.avariado
    FROM (
      SELECT s.id, r.dealer_id,
        CASE WHEN ${registeredInApp('r')} THEN 1 ELSE 0 END AS no_app,
        CASE WHEN ${damageFound('r')} THEN 1 ELSE 0 END AS avariado
      FROM shipments s INNER JOIN receipts r ON r.vehicle_id = s.vehicle_id
      WHERE s.recebido_dealer_id IS NULL AND s.data_entrega IS NOT NULL AND r.receipt_status >= ${FINISHED_RECEIPT}
    ) f
    WHERE shipments.id = f.id`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
