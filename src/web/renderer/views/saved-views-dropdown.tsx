/**
 * The contents of "Visões", loaded at the menu's first opening: the page's saved views (mine, then
 * those shared with me; the default marked, the open one checked), "Salvar visão…", and for the open
 * view: update it with the page's state, rename, share or unshare, make it the default (or stop),
 * delete. Items of a Mantine Menu, so arrows, Enter and Escape work as in every menu of the app.
 */
import { Badge, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { notifyHttpError } from '../../api/notify.ts';
import { openConfirmDialog } from '../actions/confirm-dialog.tsx';
import type { OverlayParts } from '../overlays/deferred-overlays.ts';
import { changeView, deleteView, setDefaultView } from './saved-view-writes.ts';
import type { SavedView } from './saved-views-queries.ts';
import type { SavedViewsControl } from './use-saved-views.ts';

export type ViewDialog = { kind: 'save' } | { kind: 'rename'; view: SavedView };

interface SavedViewsDropdownProps {
  Menu: OverlayParts['Menu'];
  views: SavedViewsControl;
  pageId: string;
  onDialog: (dialog: ViewDialog) => void;
}

const quietly = (work: Promise<unknown>) => void work.catch((error: unknown) => notifyHttpError(error));

export default function SavedViewsDropdown({ Menu, views, pageId, onDialog }: SavedViewsDropdownProps) {
  const client = useQueryClient();
  const { current } = views;
  return (
    <>
      <ViewItems Menu={Menu} views={views} />
      <Menu.Divider />
      <Menu.Item onClick={() => onDialog({ kind: 'save' })}>Salvar visão…</Menu.Item>
      {current && (
        <>
          <Menu.Label>Visão aberta: {current.nome}</Menu.Label>
          {current.propria && (
            <>
              <Menu.Item
                onClick={() =>
                  quietly(views.state().then((estado) => changeView(client, current, { estado }, `Visão “${current.nome}” atualizada com o estado atual.`)))
                }
              >
                Atualizar com o estado atual
              </Menu.Item>
              <Menu.Item onClick={() => onDialog({ kind: 'rename', view: current })}>Renomear…</Menu.Item>
              <Menu.Item
                onClick={() => {
                  const compartilhada = !current.compartilhada;
                  const success = compartilhada ? `Visão “${current.nome}” compartilhada.` : `Visão “${current.nome}” deixou de ser compartilhada.`;
                  quietly(changeView(client, current, { compartilhada }, success));
                }}
              >
                {current.compartilhada ? 'Deixar de compartilhar' : 'Compartilhar'}
              </Menu.Item>
            </>
          )}
          <Menu.Item onClick={() => quietly(setDefaultView(client, pageId, current.padrao ? null : current))}>
            {current.padrao ? 'Deixar de usar como padrão' : 'Usar como padrão'}
          </Menu.Item>
          {current.propria && (
            <Menu.Item
              color="red"
              onClick={() =>
                openConfirmDialog({
                  title: 'Excluir visão',
                  message: `Excluir a visão “${current.nome}”? Quem a usa como padrão passa a abrir a página sem ela.`,
                  onConfirm: () => quietly(deleteView(client, current)),
                })
              }
            >
              Excluir…
            </Menu.Item>
          )}
        </>
      )}
    </>
  );
}

/** The views, mine first, then the shared ones of others; loading, error and empty states included. */
function ViewItems({ Menu, views }: Pick<SavedViewsDropdownProps, 'Menu' | 'views'>) {
  const { list, current, open } = views;
  if (list.isPending) return <Menu.Label>Carregando visões…</Menu.Label>;
  if (list.isError)
    return (
      <>
        <Menu.Label>Não foi possível carregar as visões.</Menu.Label>
        <Menu.Item onClick={() => void list.refetch()}>Tentar novamente</Menu.Item>
      </>
    );
  const item = (view: SavedView) => (
    <Menu.Item
      key={view.id}
      onClick={() => void open(view)}
      leftSection={
        <IconCheck
          size={16}
          aria-label={view.id === current?.id ? 'aberta' : undefined}
          aria-hidden={view.id !== current?.id}
          style={{ visibility: view.id === current?.id ? 'visible' : 'hidden' }}
        />
      }
      rightSection={
        view.padrao ? (
          <Badge size="xs" variant="light">
            padrão
          </Badge>
        ) : undefined
      }
    >
      <Group gap={6} wrap="nowrap">
        <Text size="sm" truncate>
          {view.nome}
        </Text>
        {(!view.propria || view.compartilhada) && (
          <Text size="xs" c="dimmed" truncate>
            {view.propria ? 'compartilhada' : `de ${view.donoNome}`}
          </Text>
        )}
      </Group>
    </Menu.Item>
  );
  const mine = list.data.filter((view) => view.propria);
  const shared = list.data.filter((view) => !view.propria);
  return (
    <>
      <Menu.Label>Minhas visões</Menu.Label>
      {mine.length > 0 ? mine.map(item) : <Menu.Item disabled>Nenhuma visão salva.</Menu.Item>}
      <Menu.Label>Compartilhadas comigo</Menu.Label>
      {shared.length > 0 ? shared.map(item) : <Menu.Item disabled>Nenhuma visão compartilhada.</Menu.Item>}
    </>
  );
}
