/**
 * What the delay justification flow (api/transport-delay) does with the risk, decided for VTLog:
 * - a shipment that turns EM_RISCO or ATRASADO without a delay gets one, PENDENTE, so the carrier
 *   can justify before the due date; its `dias_atraso` stays 0 until the shipment is late, then
 *   counts the days past the due date (kept current by each refresh, final at the delivery);
 * - a delay still PENDENTE that nobody ever justified (no history) is withdrawn when its shipment
 *   is back on time (NO_PRAZO, e.g. after a longer target) or is delivered on time: it was a warning
 *   that did not come true. A delay with history (justified, decided, rejected) always stays.
 * Every function writes through the caller's transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function openDelay(trx: Kysely<Database>, shipment: { id: number; vehicleId: number; dataPrevista: string; diasAtraso: number }): Promise<void> {
  const existing = await trx.selectFrom('transport_delays').select('id').where('shipment_id', '=', shipment.id).executeTakeFirst();
  if (existing) return;
  await trx
    .insertInto('transport_delays')
    .values({
      shipment_id: shipment.id,
      vehicle_id: shipment.vehicleId,
      data_prevista: shipment.dataPrevista,
      dias_atraso: shipment.diasAtraso,
      situacao: 'PENDENTE',
    })
    .execute();
}

export async function withdrawUnjustifiedDelay(trx: Kysely<Database>, shipmentId: number): Promise<void> {
  await trx
    .deleteFrom('transport_delays')
    .where('shipment_id', '=', shipmentId)
    .where('situacao', '=', 'PENDENTE')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('transport_delay_events').select('id').whereRef('transport_delay_events.delay_id', '=', 'transport_delays.id'))),
    )
    .execute();
}

export async function setDaysLate(trx: Kysely<Database>, shipmentId: number, diasAtraso: number): Promise<void> {
  await trx
    .updateTable('transport_delays')
    .set({ dias_atraso: diasAtraso })
    .where('shipment_id', '=', shipmentId)
    .where('dias_atraso', '<>', diasAtraso)
    .execute();
}
