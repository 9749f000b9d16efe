import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../rollups/sql-runner.ts';

/** Who and why of an exclusion row, as it was before this migration (restored by `down`). */
const HISTORY_COLUMNS = ['motivo', 'criado_por', 'criado_em', 'revertido_por', 'revertido_em', 'motivo_reversao'] as const;

/**
 * The Expurgo history as events: every apply and every revert with its own user, time and reason.
 * A revert used to overwrite the period it closed, so a chassis expurgated, reverted and expurgated
 * again kept only what its columns could hold. `kpi_exclusions` keeps only the state the KPIs read
 * (which vehicles are out now); the events are the one record of who did what and why.
 * Backfill, oldest first so the ids follow time: an apply per exclusion row; a revert per reverted
 * row, its reason from `motivo_reversao` (migration 012) or else from the audit row the revert wrote
 * in the same transaction (same chassis, same instant); reverts older than both keep a null reason.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('kpi_exclusion_events')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey()))
    .addColumn('vehicle_id', 'integer', (col) => col.notNull())
    .addColumn('chassi', 'text', (col) => col.notNull())
    .addColumn('acao', 'text', (col) => col.notNull())
    .addColumn('motivo', 'text')
    .addColumn('usuario', 'text', (col) => col.notNull())
    .addColumn('ocorrido_em', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('kpi_exclusion_events_chassi').on('kpi_exclusion_events').columns(['chassi', 'ocorrido_em', 'id']).execute();

  const auditedReason = postgres ? sql`(audit_log.detalhes::json ->> 'motivo')` : sql`json_extract(audit_log.detalhes, '$.motivo')`;
  await sql`INSERT INTO kpi_exclusion_events (vehicle_id, chassi, acao, motivo, usuario, ocorrido_em)
    SELECT vehicle_id, chassi, acao, motivo, usuario, ocorrido_em FROM (
      SELECT id, vehicle_id, chassi, 'aplicar-expurgo' AS acao, motivo, criado_por AS usuario, criado_em AS ocorrido_em, 0 AS passo
      FROM kpi_exclusions
      UNION ALL
      SELECT id, vehicle_id, chassi, 'reverter-expurgo', coalesce(motivo_reversao, (
        SELECT ${auditedReason} FROM audit_log
        WHERE audit_log.recurso = 'kpi-exclusion' AND audit_log.acao = 'reverter-expurgo'
          AND audit_log.registro = kpi_exclusions.chassi AND audit_log.ocorrido_em = kpi_exclusions.revertido_em
        ORDER BY audit_log.id DESC LIMIT 1
      )), revertido_por, revertido_em, 1
      FROM kpi_exclusions WHERE revertido_em IS NOT NULL
    ) eventos
    ORDER BY ocorrido_em, id, passo`.execute(db);

  for (const column of HISTORY_COLUMNS) await db.schema.alterTable('kpi_exclusions').dropColumn(column).execute();
}

/** The history columns back, each exclusion row paired with the events of its chassis in order (an apply opens a row, a revert closes it). */
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of HISTORY_COLUMNS) await db.schema.alterTable('kpi_exclusions').addColumn(column, 'text').execute();
  const rows: { id: number; chassi: string }[] = await db.selectFrom('kpi_exclusions').select(['id', 'chassi']).orderBy('id').execute();
  const events: { chassi: string; acao: string; motivo: string | null; usuario: string; ocorrido_em: string }[] = await db
    .selectFrom('kpi_exclusion_events')
    .select(['chassi', 'acao', 'motivo', 'usuario', 'ocorrido_em'])
    .orderBy('ocorrido_em')
    .orderBy('id')
    .execute();
  const rowsOf = new Map<string, { id: number }[]>();
  for (const row of rows) rowsOf.set(row.chassi, [...(rowsOf.get(row.chassi) ?? []), row]);
  const opened = new Map<string, number>();
  for (const event of events) {
    if (event.acao === 'aplicar-expurgo') {
      const row = rowsOf.get(event.chassi)?.shift();
      if (!row) continue;
      opened.set(event.chassi, row.id);
      await db
        .updateTable('kpi_exclusions')
        .set({ motivo: event.motivo, criado_por: event.usuario, criado_em: event.ocorrido_em })
        .where('id', '=', row.id)
        .execute();
    } else if (opened.has(event.chassi)) {
      await db
        .updateTable('kpi_exclusions')
        .set({ revertido_por: event.usuario, revertido_em: event.ocorrido_em, motivo_reversao: event.motivo })
        .where('id', '=', opened.get(event.chassi)!)
        .execute();
    }
  }
  await db.schema.dropTable('kpi_exclusion_events').execute();
}
