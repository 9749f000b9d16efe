import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { delayReasonCatalogue } from '../reference/delay-reasons.ts';
import { helpTopicSeeds } from '../reference/help-topics.ts';

/**
 * Justificativas de atraso and Ajuda:
 * - `delay_reasons`: the catalogue a justification picks its reason from;
 * - `transport_delay_events`: the history of each delay (every justification, acceptance and
 *   rejection), since `transport_delays` holds only the current state and a rejected delay is
 *   justified again;
 * - `help_topics`: the editable help of each screen.
 * Reference rows are written here, not by the seed, so databases seeded before this migration
 * get them too; their delays get the history their columns record, and a rejected justification
 * follows the state machine (back to PENDENTE, see transport-delay/delay-state.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('delay_reasons')
    .addColumn('codigo', 'text', (col) => col.primaryKey())
    .addColumn('nome', 'text', (col) => col.notNull())
    .addColumn('ordem', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('transport_delay_events')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey()))
    .addColumn('delay_id', 'integer', (col) => col.notNull())
    .addColumn('ocorrido_em', 'text', (col) => col.notNull())
    .addColumn('usuario', 'text', (col) => col.notNull())
    .addColumn('acao', 'text', (col) => col.notNull())
    .addColumn('motivo_codigo', 'text')
    .addColumn('comentario', 'text')
    .addColumn('observacao', 'text')
    .execute();
  await db.schema.createIndex('transport_delay_events_delay').on('transport_delay_events').columns(['delay_id', 'ocorrido_em']).execute();
  await db.schema.createIndex('transport_delays_situacao').on('transport_delays').columns(['situacao', 'dias_atraso']).execute();
  await db.schema
    .createTable('help_topics')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('titulo', 'text', (col) => col.notNull())
    .addColumn('rota', 'text', (col) => col.notNull())
    .addColumn('recurso', 'text', (col) => col.notNull())
    .addColumn('ordem', 'integer', (col) => col.notNull())
    .addColumn('conteudo', 'text', (col) => col.notNull())
    .addColumn('atualizado_em', 'text')
    .addColumn('atualizado_por', 'text')
    .execute();

  await db
    .insertInto('delay_reasons')
    .values(delayReasonCatalogue.map((reason) => ({ ...reason })))
    .execute();
  await db
    .insertInto('help_topics')
    .values(helpTopicSeeds.map((topic, index) => ({ ...topic, ordem: index + 1, atualizado_em: null, atualizado_por: null })))
    .execute();

  // Delays seeded before this migration: a rejected justification no longer closes the delay.
  await db.updateTable('transport_delays').set({ situacao: 'PENDENTE' }).where('situacao', '=', 'ENCERRADO').where('resultado', '=', 'REJEITADA').execute();
  await sql`INSERT INTO transport_delay_events (delay_id, ocorrido_em, usuario, acao, motivo_codigo, comentario)
    SELECT id, justificado_em, justificado_por, 'JUSTIFICATIVA', motivo_codigo, comentario FROM transport_delays WHERE justificado_em IS NOT NULL`.execute(db);
  await sql`INSERT INTO transport_delay_events (delay_id, ocorrido_em, usuario, acao)
    SELECT id, encerrado_em, encerrado_por, CASE WHEN resultado = 'ACEITA' THEN 'ACEITE' ELSE 'REJEICAO' END FROM transport_delays WHERE encerrado_em IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transport_delays_situacao').execute();
  for (const table of ['help_topics', 'transport_delay_events', 'delay_reasons']) await db.schema.dropTable(table).execute();
}
