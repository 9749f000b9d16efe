import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { UserEdit } from './realm-types.ts';

/**
 * The users' edits as administrators stored them (realm_user_edits), with the revision they were
 * read at. The revision is read first: an edit committed in between is read too, and the next
 * check sees the newer revision and reads again (never the other way round, a revision newer than
 * the edits read).
 */
export async function readStoredUserEdits(db: Kysely<Database>): Promise<{ revision: number; edits: [string, UserEdit][] }> {
  const revision = await usersRevision(db);
  const rows = await db.selectFrom('realm_user_edits').selectAll().execute();
  const edits = rows.map((row): [string, UserEdit] => [
    row.usuario_id,
    {
      firstName: row.nome,
      lastName: row.sobrenome,
      email: row.email,
      enabled: Number(row.habilitado) === 1,
      realmRoles: JSON.parse(row.papeis) as string[],
      passwordHash: row.senha_hash ?? undefined,
    },
  ]);
  return { revision, edits };
}

/** Bumped by every stored user edit (in the edit's transaction). */
export async function usersRevision(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('realm_user_revision').select('revision').where('id', '=', 1).executeTakeFirst();
  return Number(row?.revision ?? 0);
}
