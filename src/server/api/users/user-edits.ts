import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RealmUser, UserEdit } from '../../idp/realm-types.ts';

/** The editable state of a realm user, as stored in realm_user_edits and applied to the realm store. */
export type EditedUser = Required<Omit<UserEdit, 'passwordHash'>> & { passwordHash: string | undefined };

export function editableState(user: RealmUser): EditedUser {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    enabled: user.enabled,
    realmRoles: user.realmRoles,
    passwordHash: user.passwordHash,
  };
}

/**
 * Writes a user's whole edited state (inside the edit's transaction, with its audit row) and bumps
 * the users' revision, so every instance rereads the edits on its next request.
 */
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
  await db
    .updateTable('realm_user_revision')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}
