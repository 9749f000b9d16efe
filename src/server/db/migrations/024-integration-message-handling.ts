import type { Kysely } from 'kysely';

const handlingColumns = ['tratado_em', 'tratado_por', 'tratamento_motivo'];

/**
 * Mensagens de integração: a rejected message can be marked handled (who, when, why), and the
 * message list reads its pages from indexes at 1,000,000 messages on SQLite and PostgreSQL alike:
 * - newest first, the list's default order (`id` breaks ties), with the interface and region read
 *   from the index while walking it (a filter on either skips rows without visiting them);
 * - the rejected messages (~4 %) newest first, with whether each is handled, its region and vehicle:
 *   "Resultado: Rejeitada", "Tratamento" and the error-text search read only the rejected rows, and
 *   the dashboard's drill-down (period + region + no Expurgo) and its count of handled rejections per
 *   period and region are answered from the index alone.
 * The integration_event_days roll-up watches neither new column: handling moves none of its counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  for (const column of handlingColumns) await db.schema.alterTable('integration_events').addColumn(column, 'text').execute();
  await db.schema.createIndex('integration_events_recebido_id').on('integration_events').columns(['recebido_em', 'id', 'interface', 'regiao_codigo']).execute();
  await db.schema
    .createIndex('integration_events_rejeitadas')
    .on('integration_events')
    .columns(['sucesso', 'recebido_em', 'id', 'tratado_em', 'regiao_codigo', 'vehicle_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('integration_events_rejeitadas').execute();
  await db.schema.dropIndex('integration_events_recebido_id').execute();
  for (const column of handlingColumns) await db.schema.alterTable('integration_events').dropColumn(column).execute();
}
