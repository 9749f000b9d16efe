/**
 * The delivery dashboards' roll-ups (app rate; carrier performance and transit time vs target),
 * counting delivered shipments with the receipt facts copied onto them (db/delivery-facts.ts).
 * Each delivery is counted in its month (`periodo` 'YYYY-MM') and in its day ('YYYY-MM-DD', UTC)
 * of delivery, so any period reads whole months plus or minus a few edge days
 * (api/dashboard/period-buckets.ts). Chassis under Expurgo are taken out at query time.
 */
import { isDelivery } from '../deliveries.ts';
import type { RowRollup } from './row-rollup.ts';
import { wholeDaysSql } from './sql-runner.ts';

/**
 * Deliveries with a receipt and those registered in the app, per period and dealer of the receipt;
 * the app rate adds the few deliveries still without a receipt from the shipments (app-rate.routes.ts).
 */
export const deliveryDealerPeriods: RowRollup = {
  table: 'delivery_dealer_periods',
  source: 'shipments',
  watched: ['data_entrega', 'recebido_dealer_id', 'recebido_no_app'],
  period: 'data_entrega',
  keys: (row) => [['dealer_id', `${row}.recebido_dealer_id`]],
  counts: (row) => [
    ['entregues', '1'],
    ['no_app', `${row}.recebido_no_app`],
  ],
  where: (row) => `${isDelivery(row)} AND ${row}.recebido_dealer_id IS NOT NULL`,
};

/** Deliveries (with a receipt or not) and those found damaged, per period, route and whole days of transit. */
export const deliveryRoutePeriods: RowRollup = {
  table: 'delivery_route_periods',
  source: 'shipments',
  watched: ['data_entrega', 'data_saida', 'route_id', 'recebido_avariado'],
  period: 'data_entrega',
  keys: (row, dialect) => [
    ['route_id', `${row}.route_id`],
    ['dias', wholeDaysSql(dialect, `${row}.data_entrega`, `${row}.data_saida`)],
  ],
  counts: (row) => [
    ['entregas', '1'],
    ['avariados', `coalesce(${row}.recebido_avariado, 0)`],
  ],
  where: isDelivery,
};
