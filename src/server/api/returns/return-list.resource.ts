import { returnReasons } from '../../db/seed/catalogue.ts';
import { defineList } from '../../list/define-list.ts';
import { filters } from '../../list/filters.ts';
import { vehicleList } from '../vehicle/vehicle-list.resource.ts';
import { returnItemColumns, returnItemSchema, returnStatusCodes, toReturnItem, type ReturnItem } from './return-item.schema.ts';

const vehicle = vehicleList.definition.filters;

/**
 * Devolução list (issue 6 §4). Vehicle filters (chassis suffix, order prefix, model, state, dealer)
 * reuse the vehicle search's declarations: they narrow `vehicles` through its indexes, then the
 * join reaches the returns by `returns_vehicle`.
 */
export const returnList = defineList<ReturnItem>({
  from: (db) => db.selectFrom('returns').innerJoin('vehicles', 'vehicles.id', 'returns.vehicle_id'),
  select: (q) => q.select([...returnItemColumns]),
  toItem: (row) => toReturnItem(row),
  itemSchema: returnItemSchema,
  filters: {
    chassi: vehicle.chassi!,
    numeroPedido: vehicle.numeroPedido!,
    modelo: vehicle.modelo!,
    uf: vehicle.uf!,
    concessionaria: vehicle.concessionaria!,
    motivo: filters.anyOf('returns.motivo', { type: 'string', enum: [...returnReasons] }),
    situacao: filters.anyOf('returns.situacao', { type: 'string', enum: returnStatusCodes }),
    dataSolicitacao: filters.dateRange('returns.data_solicitacao'),
    dataConclusao: filters.dateRange('returns.data_conclusao'),
  },
  sorts: {
    id: 'returns.id',
    chassi: 'vehicles.chassi',
    modelo: 'vehicles.modelo',
    numeroPedido: 'vehicles.numero_pedido',
    concessionaria: 'vehicles.concessionaria',
    uf: 'vehicles.uf',
    motivo: 'returns.motivo',
    situacao: 'returns.situacao',
    dataSolicitacao: 'returns.data_solicitacao',
    dataConclusao: 'returns.data_conclusao',
  },
  defaultSort: [{ field: 'dataSolicitacao', direction: 'desc' }],
  tieBreaker: 'returns.id',
  maxPageSize: 500,
});
