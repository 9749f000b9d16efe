import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Saved views of a page (its filters, sort, page size, columns, map position), each user's default
 * view per page, and each user's column choice per list page: kept on the server so they survive
 * sign-out and follow the user to another browser. `nome_chave` is the name as compared (trimmed,
 * lower case), so "Pendentes SP" and "pendentes sp" of one owner and page collide on both dialects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('saved_views')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey()))
    .addColumn('pagina', 'text', (col) => col.notNull())
    .addColumn('nome', 'text', (col) => col.notNull())
    .addColumn('nome_chave', 'text', (col) => col.notNull())
    .addColumn('dono_id', 'text', (col) => col.notNull())
    .addColumn('dono', 'text', (col) => col.notNull())
    .addColumn('compartilhada', 'integer', (col) => col.notNull())
    .addColumn('estado', 'text', (col) => col.notNull())
    .addColumn('criado_em', 'text', (col) => col.notNull())
    .addColumn('atualizado_em', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('saved_views_dono_nome').on('saved_views').columns(['dono_id', 'pagina', 'nome_chave']).unique().execute();
  await db.schema.createIndex('saved_views_compartilhadas').on('saved_views').columns(['pagina', 'compartilhada']).execute();

  await db.schema
    .createTable('saved_view_defaults')
    .addColumn('usuario_id', 'text', (col) => col.notNull())
    .addColumn('pagina', 'text', (col) => col.notNull())
    .addColumn('visao_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('saved_view_defaults_pk', ['usuario_id', 'pagina'])
    .execute();
  await db.schema.createIndex('saved_view_defaults_visao').on('saved_view_defaults').column('visao_id').execute();

  await db.schema
    .createTable('column_preferences')
    .addColumn('usuario_id', 'text', (col) => col.notNull())
    .addColumn('pagina', 'text', (col) => col.notNull())
    .addColumn('colunas', 'text', (col) => col.notNull())
    .addColumn('atualizado_em', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('column_preferences_pk', ['usuario_id', 'pagina'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('column_preferences').execute();
  await db.schema.dropTable('saved_view_defaults').execute();
  await db.schema.dropTable('saved_views').execute();
}
