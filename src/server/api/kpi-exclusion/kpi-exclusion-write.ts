/**
 * Applying and reverting the Expurgo of a list of chassis (docs/architecture.md "KPI exclusion"): all or
 * nothing, in one transaction, one audit row per changed chassis with the reason. Runs never
 * interleave, even on two instances (db/exclusive-work.ts): each sees the exclusions the previous
 * one left, so a chassis is expurgated (or reverted) and audited once.
 */
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/database.ts';
import { withExclusiveWork } from '../../db/exclusive-work.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AuthenticatedUser } from '../../security/request-user.ts';
import { recordAudits } from '../admin/audit-log.ts';

export const KPI_EXCLUSION_RESOURCE = 'kpi-exclusion';
export type ExclusionChange = 'apply' | 'revert';

const CHUNK = 500;

export const exclusionChangeResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['solicitados', 'alterados', 'ignorados'],
  properties: {
    solicitados: { type: 'integer', description: 'Chassis distintos recebidos' },
    alterados: { type: 'integer', description: 'Chassis expurgados (ou revertidos) agora' },
    ignorados: { type: 'integer', description: 'Chassis que já estavam no estado pedido (já expurgados, ou sem expurgo ativo)' },
  },
} as const;

/** Slices of at most 500 items: `IN (...)` lists and multi-row inserts stay under the drivers' parameter limits. */
function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Vehicle id by chassis; 422 naming every chassis that is not in the base (nothing is written). */
async function vehicleIds(trx: Kysely<Database>, chassis: readonly string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(chassis)) {
    for (const v of await trx.selectFrom('vehicles').select(['id', 'chassi']).where('chassi', 'in', chunk).execute()) ids.set(v.chassi, v.id);
  }
  const unknown = chassis.filter((c) => !ids.has(c));
  if (unknown.length > 0) {
    throw new AppError('UNPROCESSABLE', {
      field: 'body.chassis',
      message: `${unknown.length} chassi(s) não encontrado(s) na base; nada foi alterado: ${unknown.slice(0, 20).join(', ')}${unknown.length > 20 ? '...' : ''}`,
      details: { naoEncontrados: unknown },
    });
  }
  return ids;
}

/**
 * Applies (or reverts) the exclusion of every chassis given. Chassis already in the asked state are
 * skipped and counted; an unknown chassis refuses the whole request.
 */
export async function changeKpiExclusion(
  database: AppDatabase,
  user: AuthenticatedUser,
  change: ExclusionChange,
  chassisList: readonly string[],
  reason: string,
) {
  const chassis = [...new Set(chassisList.map((c) => c.toUpperCase()))];
  const motivo = reason.trim();
  return withExclusiveWork(database, 'kpi-exclusion', async (trx) => {
    const ids = await vehicleIds(trx, chassis);
    const active = new Set<string>();
    for (const chunk of chunks(chassis)) {
      for (const e of await trx.selectFrom('kpi_exclusions').select('chassi').where('chassi', 'in', chunk).where('ativo', '=', 1).execute())
        active.add(e.chassi);
    }
    const targets = chassis.filter((c) => (change === 'apply' ? !active.has(c) : active.has(c)));
    const now = new Date();
    const at = now.toISOString();
    if (change === 'apply') {
      const rows = targets.map((chassi) => ({
        vehicle_id: ids.get(chassi)!,
        chassi,
        motivo,
        ativo: 1,
        criado_por: user.username,
        criado_em: at,
        revertido_por: null,
        revertido_em: null,
        motivo_reversao: null,
      }));
      for (const chunk of chunks(rows)) await trx.insertInto('kpi_exclusions').values(chunk).execute();
    } else {
      for (const chunk of chunks(targets)) {
        await trx
          .updateTable('kpi_exclusions')
          .set({ ativo: 0, revertido_por: user.username, revertido_em: at, motivo_reversao: motivo })
          .where('chassi', 'in', chunk)
          .where('ativo', '=', 1)
          .execute();
      }
    }
    const acao = change === 'apply' ? 'aplicar-expurgo' : 'reverter-expurgo';
    await recordAudits(
      trx,
      user,
      targets.map((chassi) => ({ recurso: KPI_EXCLUSION_RESOURCE, acao, registro: chassi, detalhes: { motivo } })),
      now,
    );
    return { solicitados: chassis.length, alterados: targets.length, ignorados: chassis.length - targets.length };
  });
}
