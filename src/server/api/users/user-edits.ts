import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UserEdit } from '../../idp/embedded-idp.ts';
import type { RealmUser } from '../../idp/realm-types.ts';

/** The editable state of a realm user, as stored in realm_user_edits and applied to the realm store. */
export type EditedUser = Required<Omit<UserEdit, 'passwordHash'>> & { passwordHash: string | undefined };

export function editableState(user: RealmUser): EditedUser {
  return { firstName: user.firstName, lastName: user.lastName, email: user.email, enabled: user.enabled, realmRoles: user.realmRoles, passwordHash: user.passwordHash };
}

/** Writes a user's whole edited state (inside the edit's transaction, with its audit row). */
export async function saveUserEdit(db: Kysely<Database>, id: string, state: EditedUser, by: string, at: Date): Promise<void> {
  const row = {
    nome: state.firstName,
    sobrenome: state.lastName,
    email: state.email,
    habilitado: state.enabled ? 1 : 0,
    papeis: JSON.stringify(state.realmRoles),
    senha_hash: state.passwordHash ?? null,
    atualizado_em: at.toISOString(),
    atualizado_por: by,
  };
  await db
    .insertInto('realm_user_edits')
    .values({ usuario_id: id, ...row })
    .onConflict((conflict) => conflict.column('usuario_id').doUpdateSet(row))
    .execute();
}

/**
 * Lays the stored edits over the realm the embedded identity provider read from the realm file: run
 * at start, once the database is migrated and before the first request. Edits of users no longer in
 * the file are ignored; with an external Keycloak (AUTH_URL) there is nothing to do.
 */
export async function applyStoredUserEdits(app: FastifyInstance): Promise<void> {
  const idp = app.embeddedIdp;
  if (!idp) return;
  const rows = await app.db.selectFrom('realm_user_edits').selectAll().execute();
  for (const row of rows.filter((r) => idp.user(r.usuario_id) !== undefined)) {
    idp.editUser(row.usuario_id, {
      firstName: row.nome,
      lastName: row.sobrenome,
      email: row.email,
      enabled: row.habilitado === 1,
      realmRoles: JSON.parse(row.papeis) as string[],
      passwordHash: row.senha_hash ?? undefined,
    });
  }
}
