import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const chassisListSchema = {
  type: 'array',
  minItems: 1,
  maxItems: 5000,
  items: { type: 'string', minLength: 17, maxLength: 17, pattern: '^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$' },
} as const;

export const exclusionInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'chassi',
    'encontrado',
    'vehicleId',
    'modelo',
    'status',
    'concessionaria',
    'excluido',
    'motivo',
    'excluidoPor',
    'excluidoEm',
    'revertidoPor',
    'revertidoEm',
  ],
  properties: {
    chassi: { type: 'string' },
    encontrado: { type: 'boolean', description: 'O chassi existe na base' },
    vehicleId: { type: ['integer', 'null'] },
    modelo: { type: ['string', 'null'] },
    status: { type: ['string', 'null'] },
    concessionaria: { type: ['string', 'null'] },
    excluido: { type: 'boolean', description: 'Expurgo ativo (fora dos KPIs)' },
    motivo: { type: ['string', 'null'], description: 'Motivo da última ação: o da reversão depois de revertido, senão o do expurgo' },
    excluidoPor: { type: ['string', 'null'] },
    excluidoEm: { type: ['string', 'null'], format: 'date-time' },
    revertidoPor: { type: ['string', 'null'] },
    revertidoEm: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/** One entry per requested chassis (in the order asked, duplicates once), with its latest exclusion. */
export async function kpiExclusionInfo(db: Kysely<Database>, chassisList: readonly string[]) {
  const wanted = [...new Set(chassisList.map((c) => c.toUpperCase()))];
  const vehicles = new Map<string, { id: number; modelo: string; status: string; concessionaria: string }>();
  const exclusions = new Map<
    string,
    {
      ativo: number;
      motivo: string;
      criado_por: string;
      criado_em: string;
      revertido_por: string | null;
      revertido_em: string | null;
      motivo_reversao: string | null;
    }
  >();
  for (let i = 0; i < wanted.length; i += 500) {
    const chunk = wanted.slice(i, i + 500);
    const [vs, es] = await Promise.all([
      db.selectFrom('vehicles').select(['id', 'chassi', 'modelo', 'status', 'concessionaria']).where('chassi', 'in', chunk).execute(),
      db
        .selectFrom('kpi_exclusions')
        .select(['chassi', 'ativo', 'motivo', 'criado_por', 'criado_em', 'revertido_por', 'revertido_em', 'motivo_reversao', 'id'])
        .where('chassi', 'in', chunk)
        .orderBy('id')
        .execute(),
    ]);
    for (const v of vs) vehicles.set(v.chassi, v);
    for (const e of es) exclusions.set(e.chassi, e); // ordered by id: the latest wins
  }
  return wanted.map((chassi) => {
    const v = vehicles.get(chassi);
    const e = exclusions.get(chassi);
    return {
      chassi,
      encontrado: v !== undefined,
      vehicleId: v?.id ?? null,
      modelo: v?.modelo ?? null,
      status: v?.status ?? null,
      concessionaria: v?.concessionaria ?? null,
      excluido: e?.ativo === 1,
      motivo: e ? (e.ativo === 1 ? e.motivo : (e.motivo_reversao ?? e.motivo)) : null,
      excluidoPor: e?.criado_por ?? null,
      excluidoEm: e?.criado_em ?? null,
      revertidoPor: e?.revertido_por ?? null,
      revertidoEm: e?.revertido_em ?? null,
    };
  });
}
