/**
 * An enum value's badge: Mantine's <Badge variant="light" radius="sm" tt="none"> of a palette colour,
 * written as the markup that component draws (its classes and CSS variables; the unit test compares
 * the two). A page of rows draws one in every row, and the component resolves its theme, colours and
 * styles again for each of them.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Badge } from '@mantine/core';

const rootClass = `${Badge.classes.root} mantine-Badge-root`;
const labelClass = `${Badge.classes.label} mantine-Badge-label`;

export function paletteBadge(color: string, label: ReactNode): ReactNode {
  const style = {
    '--badge-radius': 'var(--mantine-radius-sm)',
    '--badge-bg': `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-light-color)`,
    '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    textTransform: 'none',
  } as CSSProperties;
  return (
    <div style={style} className={rootClass} data-variant="light">
      <span className={labelClass}>{label}</span>
    </div>
  );
}
