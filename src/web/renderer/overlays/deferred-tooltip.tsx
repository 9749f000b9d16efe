import { cloneElement, type ReactElement, type Ref } from 'react';
import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useOverlays } from './deferred-overlays.ts';
import { useCarriedFocus } from './use-carried-focus.ts';

type TriggerElement = ReactElement<{ ref?: Ref<HTMLElement> }>;

/**
 * Mantine's Tooltip once the overlay code is there (deferred-overlays.ts); the trigger alone before,
 * which is all a tooltip shows until it is hovered or focused.
 */
export function DeferredTooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: TriggerElement }) {
  const overlays = useOverlays();
  const carried = useCarriedFocus(overlays !== undefined);
  const ref = useMergedRef(carried, children.props.ref);
  const trigger = cloneElement(children, { ref });
  return overlays ? <overlays.Tooltip {...props}>{trigger}</overlays.Tooltip> : trigger;
}
