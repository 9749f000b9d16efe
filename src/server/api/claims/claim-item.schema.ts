import type { FromSchema } from 'json-schema-to-ts';
import { claimTypes } from '../../db/reference/claim-types.ts';
import { type ManifestFolder, perFolder } from '../../manifests/manifest-folder.ts';
import { vehicleReferenceProperties, vehicleReferenceRequired } from '../vehicle/vehicle-reference.fragment.ts';

/** Each claim type belongs to one category of the Sinistro screen (avaria, roubo, perda). */
const claimTypeCategory: Readonly<Record<string, string>> = {
  'Avaria no transporte': 'AVARIA',
  'Avaria no pátio': 'AVARIA',
  'Roubo de carga': 'ROUBO',
  'Acidente rodoviário': 'PERDA',
};

export const categoryOfClaimType = (type: string): string => claimTypeCategory[type]!;

/**
 * The codes of the claim-status and claim-category enums of the manifests folder; throws at start
 * when a claim type's category is not among them.
 */
export const claimCodesOf = perFolder((manifests: ManifestFolder) => {
  const status = manifests.enumCodes('claim-status') as string[];
  const category = manifests.enumCodes('claim-category') as string[];
  for (const type of claimTypes) {
    if (!category.includes(claimTypeCategory[type] ?? ''))
      throw new Error(`O tipo de sinistro "${type}" não tem categoria em ${manifests.fileName('enums/claim-category.json')}`);
  }
  return { status, category };
});

const text = { type: 'string' } as const;

/** One claim (Sinistro): what happened, how bad, how much, whose carrier, and the vehicle (the codes: `claimCodesOf`). */
const claimItemSchemaWith = (codes: { status: string[]; category: string[] }) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [
      'id',
      ...vehicleReferenceRequired,
      'uf',
      'tipo',
      'categoria',
      'descricao',
      'codigoAvaria',
      'gravidade',
      'valor',
      'situacao',
      'dataOcorrencia',
      'transportadora',
      'transportadoraCodigo',
      'diasAtraso',
    ],
    properties: {
      id: { type: 'integer', description: 'Número do sinistro' },
      ...vehicleReferenceProperties,
      uf: text,
      tipo: { type: 'string', enum: [...claimTypes] },
      categoria: { type: 'string', enum: codes.category },
      descricao: text,
      codigoAvaria: { type: ['string', 'null'], description: 'Código AIAG/ECG: área (2) + tipo (2) + gravidade (1)' },
      gravidade: { type: ['integer', 'null'], minimum: 1, maximum: 5, description: 'Gravidade do código de avaria (1 leve a 5 grave)' },
      valor: { type: 'number', description: 'Valor do sinistro em reais (BRL)' },
      situacao: { type: 'string', enum: codes.status },
      dataOcorrencia: { type: 'string', format: 'date' },
      transportadora: { type: ['string', 'null'] },
      transportadoraCodigo: { type: ['string', 'null'] },
      diasAtraso: { type: ['integer', 'null'], description: 'Maior atraso registrado no transporte do veículo (null sem atraso)' },
    },
  }) as const;

export const claimItemSchemaOf = perFolder((manifests: ManifestFolder) => claimItemSchemaWith(claimCodesOf(manifests)));

export type ClaimItem = FromSchema<ReturnType<typeof claimItemSchemaWith>>;
