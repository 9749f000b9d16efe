/**
 * "Colunas": shows, hides and reorders the columns of a list page, and "Restaurar padrão" brings back
 * the page's own choice. The button comes with the list; its dropdown (column-chooser-list.tsx) loads
 * as the button is pointed at, focused or pressed (the list route's JS budget, scripts/check-route-js.mjs).
 */
import { lazy, Suspense } from 'react';
import { Button, Loader, Popover } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { chunk } from '../../app/code-chunk.ts';
import type { ColumnPreferencesControl } from './use-column-preferences.ts';

const loadList = chunk(() => import('./column-chooser-list.tsx'));
const ColumnChooserList = lazy(loadList);
const prefetch = () => void loadList().catch(() => undefined);

export function ColumnChooser({ columns, control }: { columns: readonly ValueDisplay[]; control: ColumnPreferencesControl }) {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns3 size={16} aria-hidden />} onPointerEnter={prefetch} onFocus={prefetch}>
          Colunas
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Suspense fallback={<Loader size="sm" aria-label="Carregando colunas" />}>
          <ColumnChooserList columns={columns} control={control} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
