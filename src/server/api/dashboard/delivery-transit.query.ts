/**
 * Deliveries of the period as a histogram: one row per route and whole transit days, with how
 * many were delivered and how many had damage found at the receipt. Carrier performance and
 * aging/transit roll it up their own way (transit-stats.ts). Transit runs from the shipment's
 * departure (the carrier takes the vehicle) to its delivery at the dealer.
 */
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database.ts';
import type { DashboardFilter } from './dashboard-filter.ts';
import { countAll, countWhen, excludedVehicleIds, wholeDaysBetween } from './kpi-sql.ts';
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
  const dias = wholeDaysBetween(dialect, sql.ref('s.data_entrega'), sql.ref('s.data_saida'));
  const damaged = sql`exists (select 1 from receipts r inner join checklist_answers a on a.checklist_id = r.checklist_id
    where r.vehicle_id = s.vehicle_id and a.codigo_avaria is not null)`;
  let query = db
    .selectFrom('shipments as s')
    .select(['s.route_id', dias.as('dias'), countAll().as('entregas'), countWhen(damaged).as('avariados')])
    .where('s.data_entrega', '>=', filter.from)
    .where('s.data_entrega', '<', filter.toExclusive)
    .where('s.vehicle_id', 'not in', excludedVehicleIds(db));
  if (filter.regiao !== undefined) {
    const regiao = filter.regiao;
    query = query.where('s.route_id', 'in', db
      .selectFrom('transport_routes as tr')
      .innerJoin('states as st', 'st.uf', 'tr.destino_uf')
      .select('tr.id')
      .where('st.regiao_codigo', '=', regiao));
  }
  const [rows, routes] = await Promise.all([query.groupBy(['s.route_id', sql.ref('dias')]).execute(), loadRoutes(database)]);
  return rows.flatMap((row) => {
    const route = routes.get(row.route_id);
    return route ? [{ route, dias: Number(row.dias), diasTarget: route.diasTarget, entregas: Number(row.entregas), avariados: Number(row.avariados) }] : [];
  });
}
