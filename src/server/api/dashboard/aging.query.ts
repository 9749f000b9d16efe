/**
 * docs/architecture.md "Aging": days in the current state, bucketed 0–30, 31–60, 61–90, 90+. The snapshot is
 * the state at the end of the period (the last day, 24:00 UTC), for any period, past or current:
 * vehicles then in stock (plant yard: in stock, invoiced, released, blocked) or in transit, aged
 * at that instant, from their status periods (db/status-periods.ts) through the roll-up
 * stock_age_days (db/rollups/stock-age-rollup.ts), less the chassis under Expurgo.
 */
import { type Kysely, sql } from 'kysely';
import type { AppDatabase } from '../../db/database.ts';
import { STOCK_STATUSES } from '../../db/rollups/stock-age-rollup.ts';
import type { Database } from '../../db/schema.ts';
import { STATUS } from '../../db/vehicle-statuses.ts';
import { addDays } from '../../dates/day-range.ts';
import type { DashboardFilter } from './dashboard-filter.ts';
import { countAll, excludedVehicleIds, inSnapshot } from './kpi-sql.ts';
import { netCounts } from './net-counts.ts';

export const AGE_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export type StockSituation = 'ESTOQUE' | 'TRANSITO';

export interface AgingRow {
  regiaoCodigo: string;
  regiao: string;
  situacao: StockSituation;
  faixa: AgeBucket;
  veiculos: number;
}

/** Age ≤ 30 days ⟺ the state began after the first instant of (end of period − 30 days), and so on. */
const bucketStarts = (filter: DashboardFilter) => [31, 61, 91].map((days) => addDays(filter.dataFim, 1 - days));

/** The bucket of a status period from its start. */
function bucketOfTimestamp(filter: DashboardFilter) {
  const after = (day: string) => sql`p.inicio > ${`${day}T00:00:00.000Z`}`;
  const [d30, d60, d90] = bucketStarts(filter).map(after);
  return sql<AgeBucket>`case when ${d30} then '0-30' when ${d60} then '31-60' when ${d90} then '61-90' else '90+' end`;
}

/** The same bucket from the roll-up's day and whether the state began after that day's first instant. */
function bucketOfDay(filter: DashboardFilter) {
  const after = (day: string) => sql`(a.dia > ${day} or (a.dia = ${day} and a.apos_meia_noite = 1))`;
  const [d30, d60, d90] = bucketStarts(filter).map(after);
  return sql<AgeBucket>`case when ${d30} then '0-30' when ${d60} then '31-60' when ${d90} then '61-90' else '90+' end`;
}

interface Counted {
  regiao_codigo: string;
  situacao: StockSituation;
  faixa: AgeBucket;
  veiculos: number;
}

async function counted(db: Kysely<Database>, filter: DashboardFilter): Promise<Counted[]> {
  const endDay = filter.toExclusive.slice(0, 10);
  let rolled = db
    .selectFrom('stock_age_days as a')
    .select(['a.regiao_codigo', 'a.situacao', bucketOfDay(filter).as('faixa'), sql<number>`sum(a.veiculos)`.as('veiculos')])
    .where('a.dia_fim', '>=', endDay)
    .where('a.dia', '<', endDay);
  let excluded = db
    .selectFrom('vehicle_status_periods as p')
    .select([
      'p.regiao_codigo',
      sql<StockSituation>`case when p.status = ${STATUS.transito} then 'TRANSITO' else 'ESTOQUE' end`.as('situacao'),
      bucketOfTimestamp(filter).as('faixa'),
      sql<number>`-${countAll()}`.as('veiculos'),
    ])
    .where('p.vehicle_id', 'in', excludedVehicleIds(db))
    .where('p.status', 'in', [...STOCK_STATUSES, STATUS.transito])
    .where('p.inicio', '<', filter.toExclusive)
    .where((eb) => eb.or([eb('p.fim', 'is', null), eb('p.fim', '>=', filter.toExclusive)]));
  if (filter.regiao !== undefined) {
    rolled = rolled.where('a.regiao_codigo', '=', filter.regiao);
    excluded = excluded.where('p.regiao_codigo', '=', filter.regiao);
  }
  const grouping = [sql.ref('regiao_codigo'), sql.ref('situacao'), sql.ref('faixa')];
  const parts = await Promise.all([rolled.groupBy(grouping).execute(), excluded.groupBy(grouping).execute()]);
  const rows = parts.flat().map((r) => ({ ...r, veiculos: Number(r.veiculos) }));
  return netCounts(rows, (r) => `${r.regiao_codigo}|${r.situacao}|${r.faixa}`, ['veiculos'], 'veiculos');
}

export async function agingRows(database: AppDatabase, filter: DashboardFilter): Promise<AgingRow[]> {
  const { db } = database;
  const [rows, regions] = await Promise.all([inSnapshot(db, (trx) => counted(trx, filter)), db.selectFrom('regions').select(['codigo', 'nome']).execute()]);
  const regionName = new Map(regions.map((r) => [r.codigo, r.nome]));
  return rows.map((r) => ({
    regiaoCodigo: r.regiao_codigo,
    regiao: regionName.get(r.regiao_codigo) ?? r.regiao_codigo,
    situacao: r.situacao,
    faixa: r.faixa,
    veiculos: r.veiculos,
  }));
}
