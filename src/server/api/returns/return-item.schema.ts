import type { FromSchema } from 'json-schema-to-ts';
import { returnReasons } from '../../db/reference/return-reasons.ts';
import { type ManifestFolder, perFolder } from '../../manifests/manifest-folder.ts';
import { toVehicleReference, vehicleReferenceColumns, vehicleReferenceProperties, vehicleReferenceRequired } from '../vehicle/vehicle-reference.fragment.ts';

/** Return statuses come from the manifest enum: one source for the SPA's badges and the API's schema. */
export const returnStatusCodesOf = perFolder((manifests: ManifestFolder) => manifests.enumCodes('return-status') as string[]);

const text = { type: 'string' } as const;
const date = { type: 'string', format: 'date' } as const;

/** One vehicle return (Devolução) with the vehicle and order facts an analyst filters and reads (`statusCodes`: the return-status enum's). */
const returnItemSchemaWith = (statusCodes: string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [
      'id',
      ...vehicleReferenceRequired,
      'concessionariaCodigo',
      'cidade',
      'uf',
      'regiao',
      'transportadora',
      'motivo',
      'situacao',
      'dataSolicitacao',
      'dataConclusao',
      'diasEmAberto',
      'observacao',
    ],
    properties: {
      id: { type: 'integer', description: 'Número da devolução' },
      ...vehicleReferenceProperties,
      concessionaria: { type: 'string', description: 'Nome da concessionária que devolve' },
      concessionariaCodigo: text,
      cidade: text,
      uf: text,
      regiao: { type: 'string', description: 'Nome da região IBGE' },
      transportadora: { type: ['string', 'null'] },
      motivo: { type: 'string', enum: [...returnReasons] },
      situacao: { type: 'string', enum: statusCodes },
      dataSolicitacao: date,
      dataConclusao: { type: ['string', 'null'], format: 'date' },
      diasEmAberto: { type: 'integer', description: 'Dias da solicitação até a conclusão (ou até hoje, se aberta)' },
      observacao: { type: ['string', 'null'] },
    },
  }) as const;

export const returnItemSchemaOf = perFolder((manifests: ManifestFolder) => returnItemSchemaWith(returnStatusCodesOf(manifests)));

export type ReturnItem = FromSchema<ReturnType<typeof returnItemSchemaWith>>;

export const returnItemColumns = [
  'returns.id as id',
  ...vehicleReferenceColumns,
  'vehicles.concessionaria_codigo as concessionaria_codigo',
  'vehicles.cidade as cidade',
  'vehicles.uf as uf',
  'vehicles.regiao as regiao',
  'vehicles.transportadora as transportadora',
  'returns.motivo as motivo',
  'returns.situacao as situacao',
  'returns.data_solicitacao as data_solicitacao',
  'returns.data_conclusao as data_conclusao',
  'returns.observacao as observacao',
] as const;

const DAY = 86_400_000;

export function toReturnItem(row: Record<string, any>, now = Date.now()): ReturnItem {
  const end = row.data_conclusao ? Date.parse(row.data_conclusao) : now;
  return {
    id: row.id,
    ...toVehicleReference(row),
    concessionariaCodigo: row.concessionaria_codigo,
    cidade: row.cidade,
    uf: row.uf,
    regiao: row.regiao,
    transportadora: row.transportadora,
    motivo: row.motivo,
    situacao: row.situacao,
    dataSolicitacao: row.data_solicitacao,
    dataConclusao: row.data_conclusao,
    diasEmAberto: Math.max(0, Math.floor((end - Date.parse(row.data_solicitacao)) / DAY)),
    observacao: row.observacao,
  };
}
