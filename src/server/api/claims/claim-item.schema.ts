import type { FromSchema } from 'json-schema-to-ts';
import claimCategory from '../../../../manifests/enums/claim-category.json' with { type: 'json' };
import claimStatus from '../../../../manifests/enums/claim-status.json' with { type: 'json' };
import { claimTypes } from '../../db/seed/catalogue.ts';
import { vehicleReferenceProperties, vehicleReferenceRequired } from '../vehicle/vehicle-reference.fragment.ts';

export const claimStatusCodes: string[] = claimStatus.values.map((v) => v.value);
export const claimCategoryCodes: string[] = claimCategory.values.map((v) => v.value);

/** Each claim type belongs to one category of the Sinistro screen (avaria, roubo, perda). */
const claimTypeCategory: Readonly<Record<string, string>> = {
  'Avaria no transporte': 'AVARIA',
  'Avaria no pátio': 'AVARIA',
  'Roubo de carga': 'ROUBO',
  'Acidente rodoviário': 'PERDA',
};
for (const type of claimTypes) {
  if (!claimCategoryCodes.includes(claimTypeCategory[type] ?? '')) throw new Error(`O tipo de sinistro "${type}" não tem categoria em claim-category.json`);
}

export const categoryOfClaimType = (type: string): string => claimTypeCategory[type]!;

const text = { type: 'string' } as const;

/** One claim (Sinistro): what happened, how bad, how much, whose carrier, and the vehicle. */
export const claimItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id', ...vehicleReferenceRequired, 'uf', 'tipo', 'categoria', 'descricao', 'codigoAvaria', 'gravidade', 'valor', 'situacao',
    'dataOcorrencia', 'transportadora', 'transportadoraCodigo', 'diasAtraso',
  ],
  properties: {
    id: { type: 'integer', description: 'Número do sinistro' },
    ...vehicleReferenceProperties,
    uf: text,
    tipo: { type: 'string', enum: [...claimTypes] },
    categoria: { type: 'string', enum: claimCategoryCodes },
    descricao: text,
    codigoAvaria: { type: ['string', 'null'], description: 'Código AIAG/ECG: área (2) + tipo (2) + gravidade (1)' },
    gravidade: { type: ['integer', 'null'], minimum: 1, maximum: 5, description: 'Gravidade do código de avaria (1 leve a 5 grave)' },
    valor: { type: 'number', description: 'Valor do sinistro em reais (BRL)' },
    situacao: { type: 'string', enum: claimStatusCodes },
    dataOcorrencia: { type: 'string', format: 'date' },
    transportadora: { type: ['string', 'null'] },
    transportadoraCodigo: { type: ['string', 'null'] },
    diasAtraso: { type: ['integer', 'null'], description: 'Maior atraso registrado no transporte do veículo (null sem atraso)' },
  },
} as const;

export type ClaimItem = FromSchema<typeof claimItemSchema>;
