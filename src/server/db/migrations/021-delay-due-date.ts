import { type Kysely, sql } from 'kysely';
import { runAll } from '../rollups/row-rollup.ts';
import type { DialectName } from '../database.ts';
import { dialectOf, kyselyRunner } from '../rollups/sql-runner.ts';

/**
 * The delay list's default order, newest due date first, read from an index of the delays
 * themselves: the due date of the late shipment is copied into `transport_delays.data_prevista`.
 * Walking the shipments' due-date index instead visits every shipment still on its way before the
 * first late one (24,630 shipments for a page of 50 at 1,000,000 vehicles: ~50 ms on PostgreSQL).
 * With a situation chosen (the operators' pending list) the order is read from
 * `(situacao, data_prevista, id)`: SQLite otherwise sorted every delay of the situation (0.3 s).
 * The writer of a delay gives its shipment's due date (the seed, db/seed/after-sales.ts); a trigger
 * carries a moved due date over to the shipment's delays.
 */
const COPY_STEP = 'UPDATE transport_delays SET data_prevista = NEW.data_prevista WHERE shipment_id = NEW.id';

function dueDateTriggerStatements(dialect: DialectName): string[] {
  if (dialect === 'sqlite') return [`CREATE TRIGGER transport_delays_due_date AFTER UPDATE OF data_prevista ON shipments BEGIN ${COPY_STEP}; END`];
  return [
    `CREATE OR REPLACE FUNCTION transport_delays_due_date() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN ${COPY_STEP}; RETURN NULL; END $body$`,
    'CREATE TRIGGER transport_delays_due_date AFTER UPDATE OF data_prevista ON shipments FOR EACH ROW EXECUTE FUNCTION transport_delays_due_date()',
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema.alterTable('transport_delays').addColumn('data_prevista', 'text').execute();
  await sql`update transport_delays set data_prevista = (select data_prevista from shipments where shipments.id = transport_delays.shipment_id)`.execute(db);
  if (dialect === 'postgres') await sql`alter table transport_delays alter column data_prevista set not null`.execute(db);
  await db.schema.createIndex('transport_delays_prevista').on('transport_delays').columns(['data_prevista', 'id']).execute();
  await db.schema.createIndex('transport_delays_situacao_prevista').on('transport_delays').columns(['situacao', 'data_prevista', 'id']).execute();
  await runAll(kyselyRunner(db), dueDateTriggerStatements(dialect));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await sql
    .raw(dialect === 'postgres' ? 'DROP FUNCTION IF EXISTS transport_delays_due_date() CASCADE' : 'DROP TRIGGER IF EXISTS transport_delays_due_date')
    .execute(db);
  await db.schema.dropIndex('transport_delays_situacao_prevista').execute();
  await db.schema.dropIndex('transport_delays_prevista').execute();
  await db.schema.alterTable('transport_delays').dropColumn('data_prevista').execute();
}
