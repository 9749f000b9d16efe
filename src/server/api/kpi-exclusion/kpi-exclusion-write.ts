/**
 * Applying and reverting the Expurgo of a list of chassis (docs/architecture.md "KPI exclusion"): all or
 * nothing, in one transaction that writes the state the KPIs read and, per changed chassis, one history
 * event and one audit row with the reason. Runs never interleave, even on two instances
 * (db/exclusive-work.ts): each sees the exclusions the previous one left, so a chassis is expurgated
 * (or reverted), kept in the history and audited once.
 */
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/database.ts';
import { withExclusiveWork } from '../../db/exclusive-work.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AuthenticatedUser } from '../../security/request-user.ts';
import { recordAudits } from '../admin/audit-log.ts';
import { chunks } from './chunks.ts';
import type { KpiExclusionAction } from './kpi-exclusion-events.query.ts';

export const KPI_EXCLUSION_RESOURCE = 'kpi-exclusion';
export type ExclusionChange = 'apply' | 'revert';

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
      const rows = targets.map((chassi) => ({ vehicle_id: ids.get(chassi)!, chassi, ativo: 1 }));
      for (const chunk of chunks(rows)) await trx.insertInto('kpi_exclusions').values(chunk).execute();
    } else {
      for (const chunk of chunks(targets)) {
        await trx.updateTable('kpi_exclusions').set({ ativo: 0 }).where('chassi', 'in', chunk).where('ativo', '=', 1).execute();
      }
    }
    const acao: KpiExclusionAction = change === 'apply' ? 'aplicar-expurgo' : 'reverter-expurgo';
    const events = targets.map((chassi) => ({ vehicle_id: ids.get(chassi)!, chassi, acao, motivo, usuario: user.username, ocorrido_em: at }));
    for (const chunk of chunks(events)) await trx.insertInto('kpi_exclusion_events').values(chunk).execute();
    await recordAudits(
      trx,
      user,
      targets.map((chassi) => ({ recurso: KPI_EXCLUSION_RESOURCE, acao, registro: chassi, detalhes: { motivo } })),
      now,
    );
    return { solicitados: chassis.length, alterados: targets.length, ignorados: chassis.length - targets.length };
  });
}
