/**
 * Saved views in the database. A user sees their own views of a page and the views others shared
 * there; only the owner changes or deletes one. Every write is audited in its own transaction
 * (recurso `saved-views`). A view that stops being visible to someone (deleted, or no longer shared)
 * stops being their default in the same transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ViewState } from '../../../shared/api/saved-view.schema.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AuthenticatedUser } from '../../security/request-user.ts';
import { recordAudit } from '../admin/audit-log.ts';
import type { CreateViewInput, UpdateViewInput } from './saved-view.schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const SAVED_VIEWS_RESOURCE = 'saved-views';

/** The name as compared: "Pendentes SP" and " pendentes sp" are the same name for one owner and page. */
const nameKey = (nome: string) => nome.trim().toLocaleLowerCase('pt-BR');

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

/** 404 for a view that does not exist or that the caller may not see: the answer never tells which. */
export const viewNotFound = (id: number) => new AppError('NOT_FOUND', { field: 'params.id', message: `Visão ${id} não encontrada (params.id).` });

const nameTaken = (nome: string) =>
  new AppError('CONFLICT', { field: 'body.nome', message: `Você já tem uma visão chamada “${nome.trim()}” nesta página (body.nome).` });

function viewRows(db: Db, user: AuthenticatedUser) {
  return db
    .selectFrom('saved_views as v')
    .leftJoin('saved_view_defaults as d', (join) => join.onRef('d.visao_id', '=', 'v.id').on('d.usuario_id', '=', user.id))
    .select(['v.id', 'v.pagina', 'v.nome', 'v.compartilhada', 'v.estado', 'v.dono_id', 'v.dono', 'v.criado_em', 'v.atualizado_em', 'd.visao_id as padrao'])
    .where((eb) => eb.or([eb('v.dono_id', '=', user.id), eb('v.compartilhada', '=', 1)]));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewRows>['executeTakeFirstOrThrow']>>;

const toView = (row: ViewRow, user: AuthenticatedUser) => ({
  id: row.id,
  pagina: row.pagina,
  nome: row.nome,
  compartilhada: row.compartilhada === 1,
  // Written by this module from a body the route's schema accepted.
  estado: JSON.parse(row.estado) as ViewState,
  donoId: row.dono_id,
  donoNome: row.dono,
  propria: row.dono_id === user.id,
  padrao: row.padrao !== null,
  criadoEm: row.criado_em,
  atualizadoEm: row.atualizado_em,
});

export type SavedView = ReturnType<typeof toView>;

/** The views of page `pagina` that `user` sees, by name. */
export async function listViews(db: Db, user: AuthenticatedUser, pagina: string): Promise<SavedView[]> {
  const rows = await viewRows(db, user).where('v.pagina', '=', pagina).orderBy('v.nome_chave').orderBy('v.id').execute();
  return rows.map((row) => toView(row, user));
}

/** View `id` as `user` sees it; 404 for a view that does not exist or is another user's personal view (never revealed). */
export async function visibleView(db: Db, user: AuthenticatedUser, id: number): Promise<SavedView> {
  const row = await viewRows(db, user).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw viewNotFound(id);
  return toView(row, user);
}

async function ownView(trx: Transaction<Database>, user: AuthenticatedUser, id: number): Promise<SavedView> {
  const view = await visibleView(trx, user, id);
  if (!view.propria) throw new AppError('FORBIDDEN', { field: 'params.id', message: `Só quem criou a visão “${view.nome}” pode alterá-la ou excluí-la.` });
  return view;
}

async function assertNameFree(trx: Transaction<Database>, user: AuthenticatedUser, pagina: string, nome: string, except?: number): Promise<void> {
  let query = trx.selectFrom('saved_views').select('id').where('dono_id', '=', user.id).where('pagina', '=', pagina).where('nome_chave', '=', nameKey(nome));
  if (except !== undefined) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw nameTaken(nome);
}

async function writeDefault(trx: Transaction<Database>, user: AuthenticatedUser, pagina: string, visaoId: number): Promise<void> {
  await trx
    .insertInto('saved_view_defaults')
    .values({ usuario_id: user.id, pagina, visao_id: visaoId })
    .onConflict((conflict) => conflict.columns(['usuario_id', 'pagina']).doUpdateSet({ visao_id: visaoId }))
    .execute();
}

/** Runs a write that may store a name, answering 409 when a concurrent write took the name first (the unique index). */
async function namedWrite<T>(db: Kysely<Database>, nome: string | undefined, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (nome !== undefined && isUniqueViolation(error)) throw nameTaken(nome);
    throw error;
  }
}

export async function createView(db: Kysely<Database>, user: AuthenticatedUser, input: CreateViewInput): Promise<SavedView> {
  return namedWrite(db, input.nome, async (trx) => {
    await assertNameFree(trx, user, input.pagina, input.nome);
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('saved_views')
      .values({
        pagina: input.pagina,
        nome: input.nome.trim(),
        nome_chave: nameKey(input.nome),
        dono_id: user.id,
        dono: user.username,
        compartilhada: input.compartilhada ? 1 : 0,
        estado: JSON.stringify(input.estado),
        criado_em: now,
        atualizado_em: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.padrao) await writeDefault(trx, user, input.pagina, id);
    await recordAudit(trx, user, {
      recurso: SAVED_VIEWS_RESOURCE,
      acao: 'criar-visao',
      registro: String(id),
      detalhes: { pagina: input.pagina, nome: input.nome.trim(), compartilhada: Boolean(input.compartilhada), padrao: Boolean(input.padrao) },
    });
    return visibleView(trx, user, id);
  });
}

export async function updateView(db: Kysely<Database>, user: AuthenticatedUser, id: number, input: UpdateViewInput): Promise<SavedView> {
  return namedWrite(db, input.nome, async (trx) => {
    const before = await ownView(trx, user, id);
    if (input.nome !== undefined) await assertNameFree(trx, user, before.pagina, input.nome, id);
    await trx
      .updateTable('saved_views')
      .set({
        ...(input.nome !== undefined && { nome: input.nome.trim(), nome_chave: nameKey(input.nome) }),
        ...(input.compartilhada !== undefined && { compartilhada: input.compartilhada ? 1 : 0 }),
        ...(input.estado !== undefined && { estado: JSON.stringify(input.estado) }),
        atualizado_em: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    // No longer shared: it stops being the default of the others who had chosen it.
    if (input.compartilhada === false) await trx.deleteFrom('saved_view_defaults').where('visao_id', '=', id).where('usuario_id', '!=', user.id).execute();
    const after = await visibleView(trx, user, id);
    await recordAudit(trx, user, {
      recurso: SAVED_VIEWS_RESOURCE,
      acao: 'alterar-visao',
      registro: String(id),
      detalhes: {
        pagina: before.pagina,
        antes: { nome: before.nome, compartilhada: before.compartilhada },
        depois: { nome: after.nome, compartilhada: after.compartilhada },
        estadoSubstituido: input.estado !== undefined,
      },
    });
    return after;
  });
}

export async function deleteView(db: Kysely<Database>, user: AuthenticatedUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const view = await ownView(trx, user, id);
    await trx.deleteFrom('saved_view_defaults').where('visao_id', '=', id).execute();
    await trx.deleteFrom('saved_views').where('id', '=', id).execute();
    await recordAudit(trx, user, {
      recurso: SAVED_VIEWS_RESOURCE,
      acao: 'excluir-visao',
      registro: String(id),
      detalhes: { pagina: view.pagina, nome: view.nome, compartilhada: view.compartilhada },
    });
  });
}

/** Makes view `visaoId` (own or shared, of page `pagina`) the user's default there; null: no default. */
export async function setDefaultView(db: Kysely<Database>, user: AuthenticatedUser, pagina: string, visaoId: number | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (visaoId === null) {
      await trx.deleteFrom('saved_view_defaults').where('usuario_id', '=', user.id).where('pagina', '=', pagina).execute();
    } else {
      const view = await viewRows(trx, user).where('v.id', '=', visaoId).where('v.pagina', '=', pagina).executeTakeFirst();
      if (!view) throw new AppError('NOT_FOUND', { field: 'body.visaoId', message: `Visão ${visaoId} não encontrada na página "${pagina}" (body.visaoId).` });
      await writeDefault(trx, user, pagina, visaoId);
    }
    await recordAudit(trx, user, { recurso: SAVED_VIEWS_RESOURCE, acao: 'definir-padrao', registro: pagina, detalhes: { pagina, visaoId } });
  });
}
