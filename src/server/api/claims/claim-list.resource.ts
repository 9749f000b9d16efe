import { claimTypes } from '../../db/reference/claim-types.ts';
import { defineList } from '../../list/define-list.ts';
import { tableScan } from '../../list/filters.ts';
import type { ListQuery } from '../../list/list-query.ts';
import { type ManifestFolder, ofDefaultFolder, perFolder } from '../../manifests/manifest-folder.ts';
import { toVehicleReference, vehicleReferenceColumns, vehicleReferenceFields, vehicleReferenceJoin } from '../vehicle/vehicle-reference.fragment.ts';
import { categoryOfClaimType, claimCodesOf, claimItemSchemaOf, type ClaimItem } from './claim-item.schema.ts';

const carrierCode = { minLength: 1, maxLength: 40 };

/** Worst delay of the vehicle's shipments (shipments_vehicle, then transport_delays_shipment). */
function worstDelay(q: ListQuery) {
  return q.select((eb) =>
    eb
      .selectFrom('shipments')
      .innerJoin('transport_delays', 'transport_delays.shipment_id', 'shipments.id')
      .whereRef('shipments.vehicle_id', '=', 'claims.vehicle_id')
      .select((inner) => inner.fn.max('transport_delays.dias_atraso').as('d'))
      .as('dias_atraso'),
  );
}

/** Sinistro list: category, status, carrier, date and amount filters plus the vehicle's (codes and labels of the folder's enums). */
export const claimListOf = perFolder((manifests: ManifestFolder) =>
  defineList({
    from: (db) => db.selectFrom('claims'),
    joins: {
      ...vehicleReferenceJoin('claims'),
      carriers: (q) => q.leftJoin('carriers', 'carriers.id', 'claims.carrier_id'),
    },
    select: (q) =>
      worstDelay(q).select([
        'claims.id as id',
        ...vehicleReferenceColumns,
        'vehicles.uf as uf',
        'claims.tipo as tipo',
        'claims.descricao as descricao',
        'claims.codigo_avaria as codigo_avaria',
        'claims.valor_centavos as valor_centavos',
        'claims.situacao as situacao',
        'claims.data_ocorrencia as data_ocorrencia',
        'carriers.nome as transportadora',
        'carriers.codigo as transportadora_codigo',
      ]),
    toItem: (row): ClaimItem => ({
      id: row.id,
      ...toVehicleReference(row),
      uf: row.uf,
      tipo: row.tipo,
      categoria: categoryOfClaimType(row.tipo),
      descricao: row.descricao,
      codigoAvaria: row.codigo_avaria,
      gravidade: row.codigo_avaria ? Number(row.codigo_avaria.slice(-1)) : null,
      valor: row.valor_centavos / 100,
      situacao: row.situacao,
      dataOcorrencia: row.data_ocorrencia,
      transportadora: row.transportadora,
      transportadoraCodigo: row.transportadora_codigo,
      diasAtraso: row.dias_atraso === null ? null : Number(row.dias_atraso),
    }),
    itemSchema: claimItemSchemaOf(manifests),
    fields: {
      id: {
        type: 'integer',
        label: 'Número do sinistro',
        column: 'claims.id',
        default: 'eq',
        value: { minimum: 1 },
        indexed: ['eq', 'in', 'between', 'gte', 'lte'],
      },
      ...vehicleReferenceFields,
      tipo: { type: 'code', label: 'Tipo', column: 'claims.tipo', default: 'in', codes: claimTypes },
      descricao: { type: 'text', label: 'Descrição', column: 'claims.descricao', default: 'contains', searchable: true, value: { maxLength: 100 } },
      codigoAvaria: {
        type: 'code',
        label: 'Código de avaria',
        column: 'claims.codigo_avaria',
        default: 'in',
        value: { pattern: '^[0-9A-Za-z]+$', maxLength: 5 },
      },
      situacao: { type: 'code', label: 'Situação', column: 'claims.situacao', default: 'in', codes: claimCodesOf(manifests).status },
      transportadora: {
        type: 'code',
        label: 'Transportadora (código)',
        column: 'carriers.codigo',
        join: 'carriers',
        default: 'in',
        maxItems: 50,
        value: carrierCode,
        indexed: ['eq', 'in'],
      },
      dataOcorrencia: {
        type: 'date',
        label: 'Data da ocorrência',
        column: 'claims.data_ocorrencia',
        default: 'between',
        indexed: ['eq', 'between', 'gte', 'lte'],
      },
      // In reais, as the item shows it; the column holds cents.
      valor: { type: 'money', label: 'Valor (R$)', column: 'claims.valor_centavos', default: 'between' },
    },
    scanCost: tableScan('claims'),
    filters: {
      categoria: {
        schema: { type: 'array', items: { type: 'string', enum: claimCodesOf(manifests).category }, minItems: 1, uniqueItems: true },
        apply: (q, categories: string[]) =>
          q.where(
            'claims.tipo',
            'in',
            claimTypes.filter((t) => categories.includes(categoryOfClaimType(t))),
          ),
      },
    },
    sorts: {
      id: 'claims.id',
      chassi: 'vehicles.chassi',
      modelo: 'vehicles.modelo',
      concessionaria: 'vehicles.concessionaria',
      tipo: 'claims.tipo',
      situacao: { column: 'claims.situacao', byLabel: manifests.enumLabels('claim-status') },
      valor: 'claims.valor_centavos',
      dataOcorrencia: 'claims.data_ocorrencia',
      transportadora: 'carriers.nome',
    },
    defaultSort: [{ field: 'dataOcorrencia', direction: 'desc' }],
    tieBreaker: 'claims.id',
    maxPageSize: 500,
  }),
);

/** The claims over the repository's manifests (tests and benches; the routes derive theirs from the app's folder). */
export const claimList = ofDefaultFolder(claimListOf);
