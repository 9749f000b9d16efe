/**
 * The writes of the saved views (saved-views routes), through the typed client; each toasts its
 * success in pt-BR and refreshes the page's list of views. Failures are the caller's: a dialog shows
 * a refused name on its field, the menu toasts the rest.
 */
import type { QueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../api/notify.ts';
import { type ApiBody, dataOf, vtlogApi } from '../../api/vtlog-client.ts';
import { type SavedView, savedViewsKey } from './saved-views-queries.ts';

export type NewView = ApiBody<'post', '/saved-views'>;
export type ViewChange = ApiBody<'put', '/saved-views/{id}'>;

async function done(client: QueryClient, pagina: string, message: string): Promise<void> {
  notifySuccess(message);
  await client.invalidateQueries({ queryKey: savedViewsKey(pagina) });
}

export async function createView(client: QueryClient, body: NewView): Promise<SavedView> {
  const view = await dataOf(vtlogApi().POST('/saved-views', { body }));
  await done(client, body.pagina, `Visão “${view.nome}” salva.`);
  return view;
}

/** `success`: the toast once saved (it names the change). */
export async function changeView(client: QueryClient, view: SavedView, body: ViewChange, success: string): Promise<void> {
  await dataOf(vtlogApi().PUT('/saved-views/{id}', { params: { path: { id: view.id } }, body }));
  await done(client, view.pagina, success);
}

export async function deleteView(client: QueryClient, view: SavedView): Promise<void> {
  await vtlogApi().DELETE('/saved-views/{id}', { params: { path: { id: view.id } } });
  await done(client, view.pagina, `Visão “${view.nome}” excluída.`);
}

/** Makes `view` the user's default on its page, or `null`: none. */
export async function setDefaultView(client: QueryClient, pagina: string, view: SavedView | null): Promise<void> {
  await dataOf(vtlogApi().PUT('/saved-views/default', { body: { pagina, visaoId: view?.id ?? null } }));
  await done(client, pagina, view ? `“${view.nome}” é agora a visão padrão desta página.` : 'A página abre sem visão padrão.');
}
