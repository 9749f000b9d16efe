/** The toolbar of a page: each action, drawn by its kind's entry, shows only to users holding its permission. */
import type { ComponentType } from 'react';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PageAction } from '../../../shared/manifest/manifest-types.ts';
import { ManifestIcon } from '../icons/manifest-icon.tsx';
import { fillTemplate } from '../placeholders.ts';
import type { CanSee } from '../use-can.ts';
import { DialogAction } from './dialog-action.tsx';
import { ExportAction } from './export-action.tsx';

type Params = Readonly<Record<string, string | undefined>>;
/** Body of export calls: the applied filters and sort at the time of the press. */
type ExportBody = () => Promise<Readonly<Record<string, unknown>>>;

interface ActionProps {
  action: PageAction;
  params: Params;
  exportBody: ExportBody;
}

function NavigateAction({ action, params }: ActionProps) {
  const to = action.to ? fillTemplate(action.to, [params], { encode: true }) : undefined;
  return to === undefined ? null : (
    <Button component={Link} to={to} variant="light" leftSection={action.icon ? <ManifestIcon name={action.icon} size={16} /> : undefined}>
      {action.label}
    </Button>
  );
}

const actionKinds = {
  export: ({ action, params, exportBody }) => <ExportAction action={action} body={exportBody} context={[params]} />,
  dialog: ({ action, params }) => <DialogAction action={action} params={params} />,
  navigate: NavigateAction,
} satisfies Record<PageAction['kind'], ComponentType<ActionProps>>;

export interface PageActionsProps {
  actions: readonly PageAction[];
  canSee: CanSee;
  params: Params;
  exportBody: ExportBody;
}

export function PageActions({ actions, canSee, params, exportBody }: PageActionsProps) {
  const visible = actions.filter((action) => canSee(action.permission));
  if (visible.length === 0) return null;
  return (
    <Group gap="sm" align="flex-start">
      {visible.map((action) => {
        const Action: ComponentType<ActionProps> = actionKinds[action.kind];
        return <Action key={action.id} action={action} params={params} exportBody={exportBody} />;
      })}
    </Group>
  );
}
