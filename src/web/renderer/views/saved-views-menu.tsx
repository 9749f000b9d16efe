/**
 * "Visões" of a page: the button (named after the open view) and, from the first opening on, its
 * menu and dialogs (saved-views-dropdown.tsx, view-name-dialog.tsx), loaded then: the list route
 * carries only what opening a view needs (use-saved-views.ts; its JS budget, scripts/check-route-js.mjs).
 */
import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DeferredMenu } from '../overlays/deferred-menu.tsx';
import type { ViewDialog } from './saved-views-dropdown.tsx';
import { useSavedViews, type ViewsHost } from './use-saved-views.ts';
import { ViewsButton } from './views-button.tsx';
import { chunk } from '../../app/code-chunk.ts';

const loadDropdown = chunk(() => import('./saved-views-dropdown.tsx'));
const SavedViewsDropdown = lazy(loadDropdown);
const ViewNameDialog = lazy(chunk(() => import('./view-name-dialog.tsx')));
const loadWrites = chunk(() => import('./saved-view-writes.ts'));

/** `openAtOnce`: the button was pressed before this code had loaded (list-page-views-slot.tsx). */
export function SavedViewsMenu({ host, openAtOnce = false }: { host: ViewsHost; openAtOnce?: boolean }) {
  const views = useSavedViews(host);
  const client = useQueryClient();
  const [dialog, setDialog] = useState<ViewDialog>();
  const { current } = views;

  const submit = async ({ nome, compartilhada, padrao }: { nome: string; compartilhada: boolean; padrao: boolean }) => {
    const { changeView, createView } = await loadWrites();
    if (dialog?.kind === 'rename') return changeView(client, dialog.view, { nome }, `Visão renomeada para “${nome}”.`);
    await views.open(await createView(client, { pagina: host.pageId, nome, compartilhada, padrao, estado: await views.state() }));
  };

  return (
    <>
      <DeferredMenu
        position="bottom-end"
        width={300}
        shadow="md"
        initiallyOpened={openAtOnce}
        // The menu's contents start loading with the overlays on the first press.
        target={<ViewsButton current={current?.nome} onClick={() => void loadDropdown()} />}
      >
        {(Menu) => (
          <Menu.Dropdown data-testid="saved-views-menu">
            <Suspense fallback={<Menu.Label>Carregando visões…</Menu.Label>}>
              <SavedViewsDropdown Menu={Menu} views={views} pageId={host.pageId} onDialog={setDialog} />
            </Suspense>
          </Menu.Dropdown>
        )}
      </DeferredMenu>
      {dialog && (
        <Suspense fallback={null}>
          <ViewNameDialog
            title={dialog.kind === 'rename' ? 'Renomear visão' : 'Salvar visão'}
            initial={{ nome: dialog.kind === 'rename' ? dialog.view.nome : '', compartilhada: false, padrao: false }}
            withOptions={dialog.kind === 'save'}
            onSubmit={submit}
            onClose={() => setDialog(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}
