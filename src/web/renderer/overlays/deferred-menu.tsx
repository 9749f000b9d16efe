import { cloneElement, useEffect, useState, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import type { MenuProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { loadOverlays, type OverlayParts, useOverlays } from './deferred-overlays.ts';
import { useCarriedFocus } from './use-carried-focus.ts';

type TriggerElement = ReactElement<{ ref?: Ref<HTMLElement>; onClick?: (event: MouseEvent<HTMLElement>) => void }>;

export interface DeferredMenuProps extends Omit<MenuProps, 'children' | 'defaultOpened' | 'opened'> {
  /** The button that opens the menu. */
  target: TriggerElement;
  /** The menu's dropdown, drawn with the loaded Menu's parts (`Menu.Dropdown`, `Menu.Item`...). */
  children: (Menu: OverlayParts['Menu']) => ReactNode;
  /** Open as soon as the overlay code is there: the button's stand-in was pressed before this menu was drawn. */
  initiallyOpened?: boolean;
}

/**
 * Mantine's Menu once the overlay code is there (deferred-overlays.ts); before, the button alone,
 * which a click opens as soon as that code has arrived.
 */
export function DeferredMenu({ target, children, initiallyOpened = false, ...props }: DeferredMenuProps) {
  const overlays = useOverlays();
  const [openOnArrival, setOpenOnArrival] = useState(initiallyOpened);
  useEffect(() => {
    if (initiallyOpened) loadOverlays().catch(() => setOpenOnArrival(false));
  }, [initiallyOpened]);
  const carried = useCarriedFocus(overlays !== undefined);
  const ref = useMergedRef(carried, target.props.ref);
  if (!overlays) {
    return cloneElement(target, {
      ref,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: (event: MouseEvent<HTMLElement>) => {
        target.props.onClick?.(event);
        if (props.disabled) return;
        setOpenOnArrival(true);
        loadOverlays().catch(() => setOpenOnArrival(false));
      },
    } as Partial<TriggerElement['props']>);
  }
  const { Menu } = overlays;
  return (
    <Menu {...props} defaultOpened={openOnArrival}>
      <Menu.Target>{cloneElement(target, { ref })}</Menu.Target>
      {children(Menu)}
    </Menu>
  );
}
