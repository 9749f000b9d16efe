/**
 * SQL pieces the dashboard queries share, written once for both dialects (SQLite and PostgreSQL
 * keep dates as ISO-8601 text, see db/schema.ts). Computed columns are grouped by their alias
 * (`sql.ref('alias')`): PostgreSQL does not match a parameterised expression in GROUP BY to the
 * same expression in SELECT, since each gets its own placeholders.
 */
import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { DashboardFilter } from './dashboard-filter.ts';

/** domain.md "KPI exclusion (Expurgo)": the vehicles every KPI leaves out (active exclusions only). */
export function excludedVehicleIds(db: Kysely<Database>) {
  return db.selectFrom('kpi_exclusions').select('kpi_exclusions.vehicle_id').where('kpi_exclusions.ativo', '=', 1);
}

/**
 * Deliveries of the period, leaving out chassis under Expurgo. `settled`: only those whose receipt
 * facts were copied onto the shipment (read from the covering index shipments_entrega_recebido),
 * or only the others, whose facts are still computed from the receipt (db/delivery-facts.ts).
 */
export function deliveriesOfPeriod(db: Kysely<Database>, filter: DashboardFilter, settled: boolean) {
  return db
    .selectFrom('shipments as s')
    .where('s.data_entrega', '>=', filter.from)
    .where('s.data_entrega', '<', filter.toExclusive)
    .where('s.recebido_dealer_id', settled ? 'is not' : 'is', null)
    .where('s.vehicle_id', 'not in', excludedVehicleIds(db));
}

/** Whole days from `start` to `end` (both ISO timestamps), rounded down. */
export function wholeDaysBetween(dialect: DialectName, end: Expression<string>, start: Expression<string>): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`floor(extract(epoch from (${end}::timestamptz - ${start}::timestamptz)) / 86400)::integer`
    : sql<number>`cast(julianday(${end}) - julianday(${start}) as integer)`;
}

/** `count(*)` and a conditional count, as plain numbers on both dialects. */
export const countAll = () => sql<number>`count(*)`;
export const countWhen = (condition: RawBuilder<unknown>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;

/** Latest day (YYYY-MM-DD) of an ISO text column, for the default period. */
export async function latestDay<T extends keyof Database>(db: Kysely<Database>, table: T, column: string & keyof Database[T]): Promise<string | undefined> {
  const row = await db
    .selectFrom(table as keyof Database)
    .select(sql<string | null>`max(${sql.ref(column)})`.as('latest'))
    .executeTakeFirst();
  return row?.latest ? row.latest.slice(0, 10) : undefined;
}
