/**
 * Deliveries of the period as a histogram: one row per route and whole transit days, with how
 * many were delivered and how many had damage found at the receipt. Carrier performance and
 * aging/transit roll it up their own way (transit-stats.ts). Transit runs from the shipment's
 * departure (the carrier takes the vehicle) to its delivery at the dealer.
 */
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database.ts';
import { damageFound, settleDeliveryFacts } from '../../db/delivery-facts.ts';
import type { DashboardFilter } from './dashboard-filter.ts';
import { countAll, countWhen, deliveriesOfPeriod, wholeDaysBetween } from './kpi-sql.ts';
import type { TransitBucket } from './transit-stats.ts';

export interface RouteInfo {
  id: number;
  origem: string;
  destinoUf: string;
  destinoCidade: string;
  diasTarget: number;
  carrierId: number;
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
      'tr.id', 'tr.origem_planta', 'tr.destino_uf', 'tr.destino_cidade', 'tr.dias_target', 'tr.carrier_id',
      'c.nome as transportadora', 'st.regiao_codigo', 'rg.nome as regiao',
    ])
    .execute();
  return new Map(rows.map((r) => [r.id, {
    id: r.id, origem: r.origem_planta, destinoUf: r.destino_uf, destinoCidade: r.destino_cidade, diasTarget: r.dias_target,
    carrierId: r.carrier_id, transportadora: r.transportadora, regiaoCodigo: r.regiao_codigo, regiao: r.regiao,
  }]));
}

export async function deliveryTransitBuckets(database: AppDatabase, filter: DashboardFilter): Promise<DeliveryBucket[]> {
  const { db, dialect } = database;
  await settleDeliveryFacts(db);
  const dias = wholeDaysBetween(dialect, sql.ref('s.data_entrega'), sql.ref('s.data_saida'));
  const inRegion = db
    .selectFrom('transport_routes as tr')
    .innerJoin('states as st', 'st.uf', 'tr.destino_uf')
    .select('tr.id')
    .where('st.regiao_codigo', '=', filter.regiao ?? '');
  const part = (settled: boolean) => {
    const query = deliveriesOfPeriod(db, filter, settled);
    return filter.regiao === undefined ? query : query.where('s.route_id', 'in', inRegion);
  };
  // Finished receipts: the copied damage fact; the others: their checklist, live (db/delivery-facts.ts).
  const damagedLive = sql`exists (select 1 from receipts r where r.vehicle_id = s.vehicle_id and ${damageFound('r')})`;
  const [settledRows, liveRows, routes] = await Promise.all([
    part(true).select(['s.route_id', dias.as('dias'), countAll().as('entregas'), sql<number>`sum(s.recebido_avariado)`.as('avariados')])
      .groupBy(['s.route_id', sql.ref('dias')]).execute(),
    part(false).select(['s.route_id', dias.as('dias'), countAll().as('entregas'), countWhen(damagedLive).as('avariados')])
      .groupBy(['s.route_id', sql.ref('dias')]).execute(),
    loadRoutes(database),
  ]);
  // A route and day count can come in both parts: transit-stats.ts adds buckets up.
  return [...settledRows, ...liveRows].flatMap((row) => {
    const route = routes.get(row.route_id);
    return route ? [{ route, dias: Number(row.dias), diasTarget: route.diasTarget, entregas: Number(row.entregas), avariados: Number(row.avariados) }] : [];
  });
}
