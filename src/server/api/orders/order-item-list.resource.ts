import { defineList } from '../../list/define-list.ts';
import { vehicleList } from '../vehicle/vehicle-list.resource.ts';
import type { VehicleItem } from '../vehicle/vehicle-item.schema.ts';

const vehicle = vehicleList.definition;

/**
 * Orders screen: one row per order item (one vehicle each). Items, filters and sorts
 * are the vehicle search's own declarations, narrowed to what an order view filters on; only the
 * permission differs (vehicle-order-details), see orders.routes.ts.
 */
export const orderItemList = defineList<VehicleItem>({
  from: vehicle.from,
  select: vehicle.select,
  toItem: vehicle.toItem,
  itemSchema: vehicle.itemSchema,
  filters: {
    numeroPedido: vehicle.filters.numeroPedido!,
    concessionaria: vehicle.filters.concessionaria!,
    status: vehicle.filters.status!,
    dataPedido: vehicle.filters.dataPedido!,
    chassi: vehicle.filters.chassi!,
    uf: vehicle.filters.uf!,
  },
  sorts: {
    numeroPedido: 'numero_pedido',
    orderItemId: 'order_item_id',
    dataPedido: 'data_pedido',
    concessionaria: 'concessionaria',
    uf: 'uf',
    chassi: 'chassi',
    modelo: 'modelo',
    status: 'status',
    preco: 'preco_centavos',
  },
  defaultSort: [{ field: 'dataPedido', direction: 'desc' }],
  tieBreaker: vehicle.tieBreaker,
  maxPageSize: 500,
});
