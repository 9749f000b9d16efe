import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Administration and settings: the audit trail of every administrative write (who, when,
 * what) and the editable help texts. Plain column types so SQLite and PostgreSQL share it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey()))
    .addColumn('ocorrido_em', 'text', (col) => col.notNull())
    .addColumn('usuario', 'text', (col) => col.notNull())
    .addColumn('usuario_id', 'text', (col) => col.notNull())
    .addColumn('recurso', 'text', (col) => col.notNull())
    .addColumn('acao', 'text', (col) => col.notNull())
    .addColumn('registro', 'text', (col) => col.notNull())
    .addColumn('detalhes', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_registro').on('audit_log').columns(['recurso', 'registro', 'ocorrido_em']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
