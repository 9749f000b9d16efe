/**
 * SQL pieces the dashboard queries share, written once for both dialects (SQLite and PostgreSQL
 * keep dates as ISO-8601 text, see db/schema.ts). Computed columns are grouped by their alias
 * (`sql.ref('alias')`): PostgreSQL does not match a parameterised expression in GROUP BY to the
 * same expression in SELECT, since each gets its own placeholders.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { deliveriesIn, type InstantRange } from '../../db/deliveries.ts';
import { wholeDaysSql } from '../../db/rollups/sql-runner.ts';
import type { Database } from '../../db/schema.ts';

/** docs/architecture.md "KPI exclusion (Expurgo)": the vehicles every KPI leaves out (active exclusions only). */
export function excludedVehicleIds(db: Kysely<Database>) {
  return db.selectFrom('kpi_exclusions').select('kpi_exclusions.vehicle_id').where('kpi_exclusions.ativo', '=', 1);
}

/**
 * Deliveries of the period of chassis under Expurgo (few): the delivery roll-ups count them, the
 * dashboards take them out. Driven by the exclusions (CROSS JOIN keeps that order in SQLite), each
 * one's shipment found by vehicle.
 */
export function excludedDeliveries(db: Kysely<Database>, filter: InstantRange) {
  return db
    .selectFrom(excludedVehicleIds(db).distinct().as('x'))
    .crossJoin('shipments as s')
    .whereRef('s.vehicle_id', '=', 'x.vehicle_id')
    .where('s.data_entrega', '>=', filter.from)
    .where('s.data_entrega', '<', filter.toExclusive);
}

/** The deliveries (shipments `s`) every KPI counts in a range (db/deliveries.ts): chassis under Expurgo left out. */
export const countedDeliveries = (db: Kysely<Database>, range: InstantRange) => deliveriesIn(db, range).where('s.vehicle_id', 'not in', excludedVehicleIds(db));

/** Whole days from `start` to `end` (ISO timestamp columns), rounded down; the roll-ups count the same. */
export const wholeDaysBetween = (dialect: DialectName, end: string, start: string): RawBuilder<number> => sql.raw<number>(wholeDaysSql(dialect, end, start));

/**
 * `sum(column)` over the buckets of a period (period-buckets.ts): the days in `minus` count
 * negatively. `column` is a fixed column name of ours.
 */
export function signedSum(column: string, bucketColumn: string, minus: readonly string[]): RawBuilder<number> {
  if (minus.length === 0) return sql<number>`sum(${sql.ref(column)})`;
  return sql<number>`sum(case when ${sql.ref(bucketColumn)} in (${sql.join(minus)}) then -${sql.ref(column)} else ${sql.ref(column)} end)`;
}

/** Reads that must agree with each other (roll-up, exclusions, live rows) see one snapshot. */
export function inSnapshot<T>(db: Kysely<Database>, read: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').execute(read);
}

/** `count(*)`, as a plain number on both dialects. */
export const countAll = () => sql<number>`count(*)`;

/** Latest day (YYYY-MM-DD) of an ISO text column, for the default period. */
export async function latestDay<T extends keyof Database>(db: Kysely<Database>, table: T, column: string & keyof Database[T]): Promise<string | undefined> {
  const row = await db
    .selectFrom(table as keyof Database)
    .select(sql<string | null>`max(${sql.ref(column)})`.as('latest'))
    .executeTakeFirst();
  return row?.latest ? row.latest.slice(0, 10) : undefined;
}
