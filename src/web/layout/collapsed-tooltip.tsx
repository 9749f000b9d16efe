import type { ReactElement } from 'react';
import { DeferredTooltip } from '../renderer/overlays/deferred-tooltip.tsx';

/** Names an icon-only item; always mounted (only disabled) so expanding never moves the focus. */
export function CollapsedTooltip({ expanded, label, children }: { expanded: boolean; label: string; children: ReactElement<object> }) {
  return (
    <DeferredTooltip label={label} position="right" withArrow openDelay={150} disabled={expanded}>
      {children}
    </DeferredTooltip>
  );
}
