import type { Kysely } from 'kysely';

/**
 * Users as an administrator edited them in the embedded identity provider (feature toggle
 * AdminUser): one row per edited user, its whole editable state, laid over the realm file at start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('realm_user_edits')
    .addColumn('usuario_id', 'text', (col) => col.primaryKey())
    .addColumn('nome', 'text', (col) => col.notNull())
    .addColumn('sobrenome', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('habilitado', 'integer', (col) => col.notNull())
    .addColumn('papeis', 'text', (col) => col.notNull())
    .addColumn('senha_hash', 'text')
    .addColumn('atualizado_em', 'text', (col) => col.notNull())
    .addColumn('atualizado_por', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('realm_user_edits').execute();
}
