import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { chunks } from './chunks.ts';
import { exclusionEventSchema, kpiExclusionEvents, latestExclusion } from './kpi-exclusion-events.query.ts';

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
    'motivoReversao',
    'revertidoPor',
    'revertidoEm',
    'historico',
  ],
  properties: {
    chassi: { type: 'string' },
    encontrado: { type: 'boolean', description: 'O chassi existe na base' },
    vehicleId: { type: ['integer', 'null'] },
    modelo: { type: ['string', 'null'] },
    status: { type: ['string', 'null'] },
    concessionaria: { type: ['string', 'null'] },
    excluido: { type: 'boolean', description: 'Expurgo ativo (fora dos KPIs)' },
    motivo: { type: ['string', 'null'], description: 'Motivo do último expurgo aplicado (continua o mesmo depois de revertido)' },
    excluidoPor: { type: ['string', 'null'] },
    excluidoEm: { type: ['string', 'null'], format: 'date-time' },
    motivoReversao: { type: ['string', 'null'], description: 'Motivo da reversão do último expurgo (null enquanto ativo)' },
    revertidoPor: { type: ['string', 'null'] },
    revertidoEm: { type: ['string', 'null'], format: 'date-time' },
    historico: { type: 'array', items: exclusionEventSchema, description: 'Cada expurgo e cada reversão do chassi, do mais antigo ao mais recente' },
  },
} as const;

/**
 * One entry per requested chassis (in the order asked, duplicates once): whether it is out of the
 * KPIs now (the state the KPIs read), its latest exclusion with the revert that closed it, and its
 * whole history.
 */
export async function kpiExclusionInfo(db: Kysely<Database>, chassisList: readonly string[]) {
  const wanted = [...new Set(chassisList.map((c) => c.toUpperCase()))];
  const vehicles = new Map<string, { id: number; modelo: string; status: string; concessionaria: string }>();
  const active = new Set<string>();
  for (const chunk of chunks(wanted)) {
    const [vs, es] = await Promise.all([
      db.selectFrom('vehicles').select(['id', 'chassi', 'modelo', 'status', 'concessionaria']).where('chassi', 'in', chunk).execute(),
      db.selectFrom('kpi_exclusions').select('chassi').where('chassi', 'in', chunk).where('ativo', '=', 1).execute(),
    ]);
    for (const v of vs) vehicles.set(v.chassi, v);
    for (const e of es) active.add(e.chassi);
  }
  const histories = await kpiExclusionEvents(db, wanted);
  return wanted.map((chassi) => {
    const v = vehicles.get(chassi);
    const historico = histories.get(chassi) ?? [];
    const latest = latestExclusion(historico);
    return {
      chassi,
      encontrado: v !== undefined,
      vehicleId: v?.id ?? null,
      modelo: v?.modelo ?? null,
      status: v?.status ?? null,
      concessionaria: v?.concessionaria ?? null,
      excluido: active.has(chassi),
      motivo: latest?.applied.motivo ?? null,
      excluidoPor: latest?.applied.usuario ?? null,
      excluidoEm: latest?.applied.ocorridoEm ?? null,
      motivoReversao: latest?.reverted?.motivo ?? null,
      revertidoPor: latest?.reverted?.usuario ?? null,
      revertidoEm: latest?.reverted?.ocorridoEm ?? null,
      historico,
    };
  });
}
