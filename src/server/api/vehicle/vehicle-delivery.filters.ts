/**
 * Filters of the vehicle search that narrow by the vehicle's delivery (db/deliveries.ts) and its KPI
 * facts, so a dashboard figure links to the list of the chassis it counts (KpiDashboard `drill`):
 * delivered in a period, on time, registered in the app, damaged, by route, and in or out of Expurgo.
 * Each reads the vehicle's shipments through `shipments_vehicle` (a vehicle has one shipment in the
 * data the app writes; with several, a vehicle matches when any of them does).
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf, wholeDaysSql } from '../../db/rollups/sql-runner.ts';
import type { Database } from '../../db/schema.ts';
import { dayRangeSchema, type ListFilter, tableScan } from '../../list/filters.ts';
import { excludedVehicleIds } from '../dashboard/kpi-sql.ts';

const flag = (description: string) => ({ type: 'boolean', description }) as const;
const shipmentScan = tableScan('shipments', '~1.000.000');

/** The vehicles of the deliveries (shipments `s`, their route `tr`). */
const deliveredVehicles = (db: Kysely<Database>) =>
  db.selectFrom('shipments as s').innerJoin('transport_routes as tr', 'tr.id', 's.route_id').select('s.vehicle_id').where('s.data_entrega', 'is not', null);

/** A yes/no fact of the delivery, as SQL over `s` and `tr`: true = deliveries with it, false = deliveries without it. */
function deliveryFact(description: string, fact: (db: Kysely<Database>) => string): ListFilter {
  return {
    schema: flag(description),
    unindexed: shipmentScan,
    apply: (q, value: boolean, db) => {
      const holds = sql.raw<boolean>(fact(db));
      return q.where('vehicles.id', 'in', deliveredVehicles(db).where(value ? holds : sql<boolean>`not (${holds})`));
    },
  };
}

export const vehicleDeliveryFilters: Record<string, ListFilter> = {
  // spec "KPI exclusion (Expurgo)": every KPI leaves these chassis out, so a link from one sends false.
  expurgo: {
    schema: flag('Em Expurgo: true = só chassis excluídos dos KPIs; false = sem eles'),
    apply: (q, value: boolean, db) => q.where('vehicles.id', value ? 'in' : 'not in', excludedVehicleIds(db)),
  },
  dataEntrega: {
    schema: { ...dayRangeSchema, description: 'Data de entrega: intervalo inclusivo (dia UTC da entrega)' },
    apply: (q, range: { from?: string; to?: string }, db) => {
      let delivered = deliveredVehicles(db);
      if (range.from) delivered = delivered.where('s.data_entrega', '>=', range.from);
      if (range.to) delivered = delivered.where('s.data_entrega', '<', `${range.to}T24`);
      return q.where('vehicles.id', 'in', delivered);
    },
  },
  // Transit from departure to delivery in whole days within the route's target (domain "On-time delivery"), as the dashboards count it.
  noPrazo: deliveryFact(
    'Entregue no prazo: trânsito em dias inteiros até o target da rota',
    (db) => `${wholeDaysSql(dialectOf(db), 's.data_entrega', 's.data_saida')} <= tr.dias_target`,
  ),
  recebidoNoApp: deliveryFact('Recebimento registrado no app', () => 'coalesce(s.recebido_no_app, 0) = 1'),
  avariado: deliveryFact('Avaria constatada no recebimento', () => 'coalesce(s.recebido_avariado, 0) = 1'),
  rota: {
    schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'Rota (id) do embarque' },
    // Served by shipments_route (migration 028).
    apply: (q, route: number, db) =>
      q.where('vehicles.id', 'in', db.selectFrom('shipments').select('shipments.vehicle_id').where('shipments.route_id', '=', route)),
  },
};
