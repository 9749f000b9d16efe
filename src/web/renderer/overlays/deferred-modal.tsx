import { useEffect } from 'react';
import type { ModalProps } from '@mantine/core';
import { loadOverlays, useOverlays } from './deferred-overlays.ts';

/**
 * Mantine's Modal once the overlay code is there (deferred-overlays.ts), which an open dialog
 * loads if no input has yet; nothing before (a closed dialog shows nothing either).
 */
export function DeferredModal(props: ModalProps) {
  const overlays = useOverlays();
  const needed = props.opened && !overlays;
  useEffect(() => {
    if (needed) loadOverlays().catch(() => undefined);
  }, [needed]);
  return overlays ? <overlays.Modal {...props} /> : null;
}
