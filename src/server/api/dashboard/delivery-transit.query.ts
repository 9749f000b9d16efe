/**
 * Deliveries of the period as a histogram: one row per route and whole transit days, with how
 * many were delivered and how many had damage found at the receipt. Carrier performance and
 * aging/transit roll it up their own way (transit-stats.ts). Transit runs from the shipment's
 * departure (the carrier takes the vehicle) to its delivery at the dealer.
 */
import { type Kysely, sql } from 'kysely';
import type { AppDatabase, DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { DashboardFilter } from './dashboard-filter.ts';
import { excludedDeliveries, inSnapshot, signedSum, wholeDaysBetween } from './kpi-sql.ts';
import { netCounts } from './net-counts.ts';
import { periodBuckets } from './period-buckets.ts';
import type { TransitBucket } from './transit-stats.ts';

export interface RouteInfo {
  id: number;
  origem: string;
  destinoUf: string;
  destinoCidade: string;
  diasTarget: number;
  carrierId: number;
  /** The carrier's code: the vehicle search's `transportadora` filter (a figure's link) takes it. */
  transportadoraCodigo: string;
  transportadora: string;
  regiaoCodigo: string;
  regiao: string;
}

export interface DeliveryBucket extends TransitBucket {
  route: RouteInfo;
}

async function loadRoutes(database: AppDatabase): Promise<Map<number, RouteInfo>> {
  const rows = await database.db
    .selectFrom('transport_routes as tr')
    .innerJoin('carriers as c', 'c.id', 'tr.carrier_id')
    .innerJoin('states as st', 'st.uf', 'tr.destino_uf')
    .innerJoin('regions as rg', 'rg.codigo', 'st.regiao_codigo')
    .select([
      'tr.id',
      'tr.origem_planta',
      'tr.destino_uf',
      'tr.destino_cidade',
      'tr.dias_target',
      'tr.carrier_id',
      'c.codigo as transportadora_codigo',
      'c.nome as transportadora',
      'st.regiao_codigo',
      'rg.nome as regiao',
    ])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        origem: r.origem_planta,
        destinoUf: r.destino_uf,
        destinoCidade: r.destino_cidade,
        diasTarget: r.dias_target,
        carrierId: r.carrier_id,
        transportadoraCodigo: r.transportadora_codigo,
        transportadora: r.transportadora,
        regiaoCodigo: r.regiao_codigo,
        regiao: r.regiao,
      },
    ]),
  );
}

interface RouteDays {
  route_id: number;
  dias: number;
  entregas: number;
  avariados: number;
}

/** Deliveries from the roll-up (delivery_route_periods) less the chassis under Expurgo. */
async function routeDays(db: Kysely<Database>, dialect: DialectName, filter: DashboardFilter): Promise<RouteDays[]> {
  const { plus, minus } = periodBuckets(filter.dataInicio, filter.dataFim);
  let rolled = db
    .selectFrom('delivery_route_periods as p')
    .where('p.periodo', 'in', [...plus, ...minus])
    .select(['p.route_id', 'p.dias', signedSum('p.entregas', 'p.periodo', minus).as('entregas'), signedSum('p.avariados', 'p.periodo', minus).as('avariados')])
    .groupBy(['p.route_id', 'p.dias']);
  let excluded = excludedDeliveries(db, filter)
    .select([
      's.route_id',
      wholeDaysBetween(dialect, 's.data_entrega', 's.data_saida').as('dias'),
      sql<number>`-count(*)`.as('entregas'),
      sql<number>`-sum(coalesce(s.recebido_avariado, 0))`.as('avariados'),
    ])
    .groupBy(['s.route_id', sql.ref('dias')]);
  if (filter.regiao !== undefined) {
    const inRegion = db
      .selectFrom('transport_routes as tr')
      .innerJoin('states as st', 'st.uf', 'tr.destino_uf')
      .select('tr.id')
      .where('st.regiao_codigo', '=', filter.regiao);
    rolled = rolled.where('p.route_id', 'in', inRegion);
    excluded = excluded.where('s.route_id', 'in', inRegion);
  }
  const parts = await Promise.all([rolled.execute(), excluded.execute()]);
  const rows = parts.flat().map((r) => ({ route_id: r.route_id, dias: Number(r.dias), entregas: Number(r.entregas), avariados: Number(r.avariados) }));
  return netCounts(rows, (r) => `${r.route_id}|${r.dias}`, ['entregas', 'avariados'], 'entregas');
}

export async function deliveryTransitBuckets(database: AppDatabase, filter: DashboardFilter): Promise<DeliveryBucket[]> {
  const { db, dialect } = database;
  const [rows, routes] = await Promise.all([inSnapshot(db, (trx) => routeDays(trx, dialect, filter)), loadRoutes(database)]);
  return rows.flatMap((row) => {
    const route = routes.get(row.route_id);
    return route ? [{ route, dias: row.dias, diasTarget: route.diasTarget, entregas: row.entregas, avariados: row.avariados }] : [];
  });
}
