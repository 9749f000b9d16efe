/**
 * The vehicle a claim or a return is about (the `vehicles` row of its `vehicle_id`): the item
 * fields, the columns and mapping behind them, the join and the vehicle filters, declared once for
 * both lists.
 */
import type { AnyQuery, ListFilter } from '../../list/filters.ts';
import { orderItemKeyProperties, vehicleNameProperties } from '../common-schemas.ts';
import { vehicleList } from './vehicle-list.resource.ts';

const text = { type: 'string' } as const;

/** Item properties, in the order the items show them (right after the item's own `id`). */
export const vehicleReferenceProperties = {
  ...vehicleNameProperties,
  numeroPedido: text,
  ...orderItemKeyProperties,
  concessionaria: text,
} as const;

export const vehicleReferenceRequired = [
  'chassi', 'modelo', 'numeroPedido', 'orderId', 'orderItemId', 'concessionaria',
] as const satisfies readonly (keyof typeof vehicleReferenceProperties)[];

export const vehicleReferenceColumns = [
  'vehicles.chassi as chassi', 'vehicles.modelo as modelo', 'vehicles.numero_pedido as numero_pedido',
  'vehicles.order_id as order_id', 'vehicles.order_item_id as order_item_id', 'vehicles.concessionaria as concessionaria',
] as const;

export function toVehicleReference(row: Record<string, any>) {
  return {
    chassi: row.chassi as string,
    modelo: row.modelo as string,
    numeroPedido: row.numero_pedido as string,
    orderId: row.order_id as number,
    orderItemId: row.order_item_id as number,
    concessionaria: row.concessionaria as string,
  };
}

/** Name of the join in the list's `joins` (define-list.ts): the count adds it only for these filters. */
const join = 'vehicles';

/** The `vehicles` join of a list of `table` rows (each has exactly one vehicle). */
export const vehicleReferenceJoin = (table: 'claims' | 'returns' | 'transport_delays') => ({
  [join]: (query: AnyQuery) => query.innerJoin('vehicles', 'vehicles.id', `${table}.vehicle_id`),
});

const vehicle = vehicleList.definition.filters;

/** The vehicle search's own filters (chassis suffix, order prefix, model, state, dealer), through the join. */
export const vehicleReferenceFilters: Record<string, ListFilter> = {
  chassi: { ...vehicle.chassi!, join },
  numeroPedido: { ...vehicle.numeroPedido!, join },
  modelo: { ...vehicle.modelo!, join },
  uf: { ...vehicle.uf!, join },
  concessionaria: { ...vehicle.concessionaria!, join },
};
