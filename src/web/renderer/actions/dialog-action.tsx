/** Dialog toolbar action: opens a registered hand-written component in a modal. */
import { Suspense } from 'react';
import { Button, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PageAction } from '../../../shared/manifest/manifest-types.ts';
import { findCustomComponent } from '../custom-components.ts';
import { ManifestIcon } from '../icons/manifest-icon.tsx';
import { useOverlays } from '../overlays/deferred-overlays.ts';
import { DeferredModal } from '../overlays/deferred-modal.tsx';
import { fillDeep, type PlaceholderSource } from '../placeholders.ts';
import { useWritesDisabled } from '../writes-disabled.ts';

export function DialogAction({ action, params }: { action: PageAction; params: Readonly<Record<string, string | undefined>> }) {
  const [opened, { open, close }] = useDisclosure(false);
  const overlays = useOverlays();
  const writesDisabled = useWritesDisabled();
  const Component = action.component ? findCustomComponent(action.component) : undefined;
  // The manifest checker rejects unknown component names; nothing to open means no button.
  if (!Component) return null;
  const sources: PlaceholderSource[] = [params];
  return (
    <>
      <Button
        variant="light"
        leftSection={action.icon ? <ManifestIcon name={action.icon} size={16} /> : undefined}
        onClick={open}
        disabled={writesDisabled}
        loading={opened && !overlays}
      >
        {action.label}
      </Button>
      <DeferredModal opened={opened} onClose={close} title={action.label} size="lg" centered>
        <Suspense fallback={<Loader size="sm" aria-label="Carregando" />}>
          <Component props={(fillDeep(action.props ?? {}, sources) ?? {}) as Record<string, unknown>} sources={{}} params={params} onClose={close} />
        </Suspense>
      </DeferredModal>
    </>
  );
}
