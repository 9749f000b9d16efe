import { returnReasons } from '../../db/reference/return-reasons.ts';
import { defineList } from '../../list/define-list.ts';
import { tableScan } from '../../list/filters.ts';
import { type ManifestFolder, ofDefaultFolder, perFolder } from '../../manifests/manifest-folder.ts';
import { vehicleFieldsThroughJoin, vehicleReferenceFields, vehicleReferenceJoin } from '../vehicle/vehicle-reference.fragment.ts';
import { returnItemColumns, returnItemSchemaOf, returnStatusCodesOf, toReturnItem, type ReturnItem } from './return-item.schema.ts';

/**
 * Devolução list. Vehicle filters (chassis suffix, order prefix, model, state, dealer)
 * are the vehicle search's: they narrow `vehicles` through its indexes, then the join reaches the
 * returns by `returns_vehicle`. Status codes and labels: the folder's return-status enum.
 */
export const returnListOf = perFolder((manifests: ManifestFolder) =>
  defineList({
    from: (db) => db.selectFrom('returns'),
    joins: vehicleReferenceJoin('returns'),
    select: (q) => q.select([...returnItemColumns]),
    toItem: (row): ReturnItem => toReturnItem(row),
    itemSchema: returnItemSchemaOf(manifests),
    fields: {
      id: {
        type: 'integer',
        label: 'Número da devolução',
        column: 'returns.id',
        default: 'eq',
        value: { minimum: 1 },
        indexed: ['eq', 'in', 'between', 'gte', 'lte'],
      },
      ...vehicleReferenceFields,
      ...vehicleFieldsThroughJoin('cidade'),
      motivo: { type: 'code', label: 'Motivo', column: 'returns.motivo', default: 'in', codes: returnReasons },
      situacao: { type: 'code', label: 'Situação', column: 'returns.situacao', default: 'in', codes: returnStatusCodesOf(manifests), indexed: ['eq', 'in'] },
      dataSolicitacao: {
        type: 'date',
        label: 'Data da solicitação',
        column: 'returns.data_solicitacao',
        default: 'between',
        indexed: ['eq', 'between', 'gte', 'lte'],
      },
      dataConclusao: { type: 'date', label: 'Data da conclusão', column: 'returns.data_conclusao', default: 'between' },
    },
    scanCost: tableScan('returns'),
    sorts: {
      id: 'returns.id',
      chassi: 'vehicles.chassi',
      modelo: 'vehicles.modelo',
      numeroPedido: 'vehicles.numero_pedido',
      concessionaria: 'vehicles.concessionaria',
      uf: 'vehicles.uf',
      motivo: 'returns.motivo',
      situacao: { column: 'returns.situacao', byLabel: manifests.enumLabels('return-status') },
      dataSolicitacao: 'returns.data_solicitacao',
      dataConclusao: { column: 'returns.data_conclusao', emptyLast: true },
    },
    defaultSort: [{ field: 'dataSolicitacao', direction: 'desc' }],
    tieBreaker: 'returns.id',
    maxPageSize: 500,
  }),
);

/** The returns over the repository's manifests (tests and benches; the routes derive theirs from the app's folder). */
export const returnList = ofDefaultFolder(returnListOf);
