import { returnReasons } from '../../db/seed/catalogue.ts';
import { defineList } from '../../list/define-list.ts';
import { filters } from '../../list/filters.ts';
import { vehicleReferenceFilters, vehicleReferenceJoin } from '../vehicle/vehicle-reference.fragment.ts';
import { returnItemColumns, returnItemSchema, returnStatusCodes, toReturnItem, type ReturnItem } from './return-item.schema.ts';

/**
 * Devolução list. Vehicle filters (chassis suffix, order prefix, model, state, dealer)
 * are the vehicle search's: they narrow `vehicles` through its indexes, then the join reaches the
 * returns by `returns_vehicle`.
 */
export const returnList = defineList<ReturnItem>({
  from: (db) => db.selectFrom('returns'),
  joins: vehicleReferenceJoin('returns'),
  select: (q) => q.select([...returnItemColumns]),
  toItem: (row) => toReturnItem(row),
  itemSchema: returnItemSchema,
  filters: {
    ...vehicleReferenceFilters,
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
