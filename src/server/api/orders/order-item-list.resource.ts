import { defineList } from '../../list/define-list.ts';
import { type ManifestFolder, ofDefaultFolder, perFolder } from '../../manifests/manifest-folder.ts';
import { vehicleListOf, vehicleStatusSortOf } from '../vehicle/vehicle-list.resource.ts';

/**
 * Orders screen: one row per order item (one vehicle each). Items, filters and sorts
 * are the vehicle search's own declarations; only the sorts and the
 * permission differ (vehicle-order-details), see orders.routes.ts.
 */
export const orderItemListOf = perFolder((manifests: ManifestFolder) => {
  const vehicle = vehicleListOf(manifests).definition;
  return defineList({
    from: vehicle.from,
    select: vehicle.select,
    toItem: vehicle.toItem,
    itemSchema: vehicle.itemSchema,
    fields: vehicle.fields,
    scanCost: vehicle.scanCost,
    filters: vehicle.filters,
    sorts: {
      numeroPedido: 'numero_pedido',
      orderItemId: 'order_item_id',
      dataPedido: 'data_pedido',
      concessionaria: 'concessionaria',
      uf: 'uf',
      chassi: 'chassi',
      modelo: 'modelo',
      status: vehicleStatusSortOf(manifests),
      preco: 'preco_centavos',
    },
    defaultSort: [{ field: 'dataPedido', direction: 'desc' }],
    tieBreaker: vehicle.tieBreaker,
    maxPageSize: 500,
  });
});

/** The order items over the repository's manifests (tests and benches; the routes derive theirs from the app's folder). */
export const orderItemList = ofDefaultFolder(orderItemListOf);
