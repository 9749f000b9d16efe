import type { ReactElement } from 'react';
import { Tooltip } from '@mantine/core';

/** Names an icon-only item; always mounted (only disabled) so expanding never moves the focus. */
export function CollapsedTooltip({ expanded, label, children }: { expanded: boolean; label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} position="right" withArrow openDelay={150} disabled={expanded}>
      {children}
    </Tooltip>
  );
}
