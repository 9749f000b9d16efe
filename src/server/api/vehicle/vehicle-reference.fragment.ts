/**
 * The vehicle a claim or a return is about (the `vehicles` row of its `vehicle_id`): the item
 * fields, the columns and mapping behind them, the join and the vehicle fields, declared once for
 * every list of them.
 */
import type { ListField } from '../../list/fields.ts';
import type { ListQuery } from '../../list/list-query.ts';
import { orderItemKeyProperties, vehicleNameProperties } from '../common-schemas.ts';
import { vehicleFields } from './vehicle-list.resource.ts';

const text = { type: 'string' } as const;

/** Item properties, in the order the items show them (right after the item's own `id`). */
export const vehicleReferenceProperties = {
  ...vehicleNameProperties,
  numeroPedido: text,
  ...orderItemKeyProperties,
  concessionaria: text,
} as const;

export const vehicleReferenceRequired = [
  'chassi',
  'modelo',
  'numeroPedido',
  'orderId',
  'orderItemId',
  'concessionaria',
] as const satisfies readonly (keyof typeof vehicleReferenceProperties)[];

export const vehicleReferenceColumns = [
  'vehicles.chassi as chassi',
  'vehicles.modelo as modelo',
  'vehicles.numero_pedido as numero_pedido',
  'vehicles.order_id as order_id',
  'vehicles.order_item_id as order_item_id',
  'vehicles.concessionaria as concessionaria',
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
  [join]: (query: ListQuery) => query.innerJoin('vehicles', 'vehicles.id', `${table}.vehicle_id`),
});

/** The vehicle search's fields an item of these lists shows (chassis suffix, order prefix, model, state, dealer), through the join. */
export const vehicleReferenceFields = vehicleFieldsThroughJoin('chassi', 'modelo', 'numeroPedido', 'orderId', 'orderItemId', 'uf', 'concessionaria');

/** Vehicle fields read through the `vehicles` join. */
export function vehicleFieldsThroughJoin(...names: (keyof typeof vehicleFields)[]): Record<string, ListField> {
  return Object.fromEntries(names.map((name) => [name, { ...vehicleFields[name], join }]));
}
