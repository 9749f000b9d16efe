/** The toolbar of a page: each action shows only to users holding its permission. */
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PageAction } from '../../../shared/manifest/manifest-types.ts';
import { ManifestIcon } from '../icons/manifest-icon.tsx';
import { fillTemplate } from '../placeholders.ts';
import type { CanSee } from '../use-can.ts';
import { DialogAction } from './dialog-action.tsx';
import { ExportAction } from './export-action.tsx';

export interface PageActionsProps {
  actions: readonly PageAction[];
  canSee: CanSee;
  params: Readonly<Record<string, string | undefined>>;
  /** Body of export calls: the applied filters and sort at the time of the press. */
  exportBody: () => Promise<Readonly<Record<string, unknown>>>;
}

export function PageActions({ actions, canSee, params, exportBody }: PageActionsProps) {
  const visible = actions.filter((action) => canSee(action.permission));
  if (visible.length === 0) return null;
  return (
    <Group gap="sm" align="flex-start">
      {visible.map((action) => {
        switch (action.kind) {
          case 'export':
            return <ExportAction key={action.id} action={action} body={exportBody} context={[params]} />;
          case 'dialog':
            return <DialogAction key={action.id} action={action} params={params} />;
          case 'navigate': {
            const to = action.to ? fillTemplate(action.to, [params], { encode: true }) : undefined;
            return to === undefined ? null : (
              <Button key={action.id} component={Link} to={to} variant="light" leftSection={action.icon ? <ManifestIcon name={action.icon} size={16} /> : undefined}>
                {action.label}
              </Button>
            );
          }
        }
      })}
    </Group>
  );
}
