import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Alerts of the top bar's bell (issue: alerts in the app). `(tipo, chave)` is unique, so the same
 * occurrence raised twice, by two instances at once, is stored once. A read is per user
 * (`alert_reads`), so every instance counts from the database alone. `alert_subscriptions` keeps
 * each user's choice of regions, carriers and types as JSON lists (empty: everything they may see).
 * The unread count walks the alerts of the user's resources newest first (`alerts_recurso`) and
 * probes the user's reads by primary key (`usuario` first).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('alerts')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey()))
    .addColumn('tipo', 'text', (col) => col.notNull())
    .addColumn('chave', 'text', (col) => col.notNull())
    .addColumn('titulo', 'text', (col) => col.notNull())
    .addColumn('texto', 'text', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    .addColumn('recurso', 'text', (col) => col.notNull())
    .addColumn('regiao_codigo', 'text')
    .addColumn('transportadora', 'text')
    .addColumn('criado_em', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('alerts_tipo_chave').on('alerts').columns(['tipo', 'chave']).unique().execute();
  await db.schema.createIndex('alerts_recurso').on('alerts').columns(['recurso', 'id']).execute();

  await db.schema
    .createTable('alert_reads')
    .addColumn('usuario', 'text', (col) => col.notNull())
    .addColumn('alert_id', 'integer', (col) => col.notNull())
    .addColumn('lido_em', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('alert_reads_pk', ['usuario', 'alert_id'])
    .execute();

  await db.schema
    .createTable('alert_subscriptions')
    .addColumn('usuario', 'text', (col) => col.primaryKey())
    .addColumn('regioes', 'text', (col) => col.notNull())
    .addColumn('transportadoras', 'text', (col) => col.notNull())
    .addColumn('tipos', 'text', (col) => col.notNull())
    .addColumn('atualizado_em', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_subscriptions').execute();
  await db.schema.dropTable('alert_reads').execute();
  await db.schema.dropTable('alerts').execute();
}
