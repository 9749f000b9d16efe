/**
 * The "Visões" button, named after the open view. Drawn alone while the views' code loads
 * (list-page-views-slot.tsx), then as the menu's target (saved-views-menu.tsx).
 */
import type { ComponentPropsWithRef } from 'react';
import { Button } from '@mantine/core';
import { IconListDetails, IconChevronDown } from '@tabler/icons-react';

/** Any other prop (the menu target's ARIA attributes and handlers) goes to the button. */
interface ViewsButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'> {
  /** The open view's name. */
  current?: string | undefined;
}

export function ViewsButton({ current, ...props }: ViewsButtonProps) {
  return (
    <Button
      {...props}
      variant="default"
      maw={360}
      styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
      leftSection={<IconListDetails size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
    >
      {current ? `Visões: ${current}` : 'Visões'}
    </Button>
  );
}
