/**
 * What the delivery dashboards need to know about each delivery's receipt (docs/architecture.md "App rate",
 * "Damage rate"), defined once here:
 * - the receipt's dealer;
 * - registered in the app: the receipt is flagged as done in the app and was started (status ≥ 1);
 * - damaged: an answer of the receipt's checklist carries a damage code.
 * They are copied onto the shipment (`recebido_*`, migration 006; null without a receipt) and kept
 * current by triggers on receipts, checklist answers and shipments (migration 009), so the delivery
 * roll-ups (rollups/delivery-rollups.ts) count them from the shipment row alone.
 */
import type { DialectName } from './database.ts';
import type { SqlRunner } from './rollups/sql-runner.ts';

/**
 * Receipt statuses after which the facts no longer change (Recebido/Aceito, Rejeitado).
 * The seed writes those facts with the shipment; the others are copied after its load.
 */
export const FINISHED_RECEIPT = 2;

/** The vehicle's receipt (the latest, should there be more than one). */
const receiptOf = (select: string) => `(SELECT ${select} FROM receipts r WHERE r.vehicle_id = shipments.vehicle_id ORDER BY r.id DESC LIMIT 1)`;
const REGISTERED_IN_APP = 'r.registrado_no_app = 1 AND r.receipt_status >= 1';
const DAMAGE_FOUND = 'EXISTS (SELECT 1 FROM checklist_answers a WHERE a.checklist_id = r.checklist_id AND a.codigo_avaria IS NOT NULL)';

/** Copies the facts of their vehicle's receipt onto the shipments `which` selects. */
const copyFacts = (which: string) => `UPDATE shipments SET
  recebido_dealer_id = ${receiptOf('r.dealer_id')},
  recebido_no_app = ${receiptOf(`CASE WHEN ${REGISTERED_IN_APP} THEN 1 ELSE 0 END`)},
  recebido_avariado = ${receiptOf(`CASE WHEN ${DAMAGE_FOUND} THEN 1 ELSE 0 END`)}
  WHERE ${which}`;

/**
 * Fills the facts of shipments that have none while their vehicle has a receipt (after a bulk load
 * with the triggers off, or on migrating older data). Returns nothing: run through the seed's writer too.
 */
export async function copyMissingDeliveryFacts(run: SqlRunner): Promise<void> {
  await run(copyFacts('shipments.recebido_dealer_id IS NULL AND EXISTS (SELECT 1 FROM receipts r WHERE r.vehicle_id = shipments.vehicle_id)'));
}

/** A write that can change facts: its table, the columns that matter and the shipments it touches. */
interface FactSource {
  table: 'receipts' | 'checklist_answers' | 'shipments';
  watched: readonly string[];
  shipmentsOf(row: 'NEW' | 'OLD'): string;
}

const vehicleIs = (row: string) => `shipments.vehicle_id = ${row}.vehicle_id`;
const FACT_SOURCES: readonly FactSource[] = [
  { table: 'receipts', watched: ['vehicle_id', 'dealer_id', 'registrado_no_app', 'receipt_status', 'checklist_id'], shipmentsOf: vehicleIs },
  {
    table: 'checklist_answers',
    watched: ['checklist_id', 'codigo_avaria'],
    shipmentsOf: (row) => `shipments.vehicle_id IN (SELECT r.vehicle_id FROM receipts r WHERE r.checklist_id = ${row}.checklist_id)`,
  },
  // A shipment created (or moved to a vehicle) after the vehicle's receipt; the update of the facts
  // is an update of shipments too, which the delivery roll-ups' triggers count.
  { table: 'shipments', watched: ['vehicle_id'], shipmentsOf: (row) => `shipments.id = ${row}.id` },
];

export function createFactTriggerStatements(dialect: DialectName): string[] {
  return FACT_SOURCES.flatMap(({ table, watched, shipmentsOf }) => {
    const name = `${table}_delivery_facts`;
    if (dialect === 'postgres') {
      return [
        `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $body$
        BEGIN
          IF TG_OP = 'INSERT' THEN ${copyFacts(shipmentsOf('NEW'))};
          ELSIF TG_OP = 'DELETE' THEN ${copyFacts(shipmentsOf('OLD'))};
          ELSE ${copyFacts(`${shipmentsOf('OLD')} OR ${shipmentsOf('NEW')}`)};
          END IF;
          RETURN NULL;
        END $body$`,
        `CREATE TRIGGER ${name} AFTER INSERT OR DELETE OR UPDATE OF ${watched.join(', ')} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`,
      ];
    }
    const deleted = table === 'shipments' ? [] : [`CREATE TRIGGER ${name}_delete AFTER DELETE ON ${table} BEGIN ${copyFacts(shipmentsOf('OLD'))}; END`];
    return [
      `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${table} BEGIN ${copyFacts(shipmentsOf('NEW'))}; END`,
      `CREATE TRIGGER ${name}_update AFTER UPDATE OF ${watched.join(', ')} ON ${table} BEGIN ${copyFacts(`${shipmentsOf('OLD')} OR ${shipmentsOf('NEW')}`)}; END`,
      ...deleted,
    ];
  });
}

export function dropFactTriggerStatements(dialect: DialectName): string[] {
  return FACT_SOURCES.flatMap(({ table }) => {
    const name = `${table}_delivery_facts`;
    return dialect === 'postgres'
      ? [`DROP FUNCTION IF EXISTS ${name}() CASCADE`]
      : ['insert', 'update', 'delete'].map((event) => `DROP TRIGGER IF EXISTS ${name}_${event}`);
  });
}
