/**
 * domain.md "Aging": days in the current state, bucketed 0–30, 31–60, 61–90, 90+. The snapshot
 * counts vehicles in stock (plant yard: in stock, invoiced, released, blocked) and in transit whose
 * current state began by the end of the period, aged at the end of that day.
 */
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database.ts';
import { STATUS } from '../../db/vehicle-statuses.ts';
import { addDays, type DashboardFilter } from './dashboard-filter.ts';
import { countAll, excludedVehicleIds } from './kpi-sql.ts';

export const AGE_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export type StockSituation = 'ESTOQUE' | 'TRANSITO';

const STOCK_STATUSES = [STATUS.emEstoque, STATUS.faturado, STATUS.liberado, STATUS.bloqueado];

export interface AgingRow {
  regiaoCodigo: string;
  regiao: string;
  situacao: StockSituation;
  faixa: AgeBucket;
  veiculos: number;
}

/** Age ≤ 30 days ⟺ the state began after (end of period − 31 days), and so on. */
function bucketExpression(filter: DashboardFilter) {
  const since = (days: number) => `${addDays(filter.dataFim, 1 - days)}T00:00:00.000Z`;
  return sql<AgeBucket>`case when v.data_status > ${since(31)} then '0-30' when v.data_status > ${since(61)} then '31-60' when v.data_status > ${since(91)} then '61-90' else '90+' end`;
}

export async function agingRows(database: AppDatabase, filter: DashboardFilter): Promise<AgingRow[]> {
  const { db } = database;
  const faixa = bucketExpression(filter);
  const situacao = sql<StockSituation>`case when v.status = ${STATUS.transito} then 'TRANSITO' else 'ESTOQUE' end`;
  // Region names come from the small regions table: reading `v.regiao` would leave the covering
  // index (vehicles_status_since) for a lookup of every counted row in the wide vehicles table.
  let query = db
    .selectFrom('vehicles as v')
    .select(['v.regiao_codigo', situacao.as('situacao'), faixa.as('faixa'), countAll().as('veiculos')])
    .where('v.status', 'in', [...STOCK_STATUSES, STATUS.transito])
    .where('v.data_status', '<', filter.toExclusive)
    .where('v.id', 'not in', excludedVehicleIds(db));
  if (filter.regiao !== undefined) query = query.where('v.regiao_codigo', '=', filter.regiao);
  const [rows, regions] = await Promise.all([
    query.groupBy(['v.regiao_codigo', sql.ref('situacao'), sql.ref('faixa')]).execute(),
    db.selectFrom('regions').select(['codigo', 'nome']).execute(),
  ]);
  const regionName = new Map(regions.map((r) => [r.codigo, r.nome]));
  return rows.map((r) => ({
    regiaoCodigo: r.regiao_codigo,
    regiao: regionName.get(r.regiao_codigo) ?? r.regiao_codigo,
    situacao: r.situacao,
    faixa: r.faixa,
    veiculos: Number(r.veiculos),
  }));
}
