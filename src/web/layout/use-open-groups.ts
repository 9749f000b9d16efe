import { useCallback, useState } from 'react';
import type { VisibleEntry } from './visible-menu.ts';

/** Which menu groups are open; starts with the group of the current page open. */
export function useOpenGroups(entries: readonly VisibleEntry[], pathname: string) {
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => {
    const active = entries.find((entry) => entry.type === 'group' && entry.children.some((child) => pathname.startsWith(child.route)));
    return new Set(active ? [active.id] : []);
  });
  const toggle = useCallback((id: string) => {
    setOpenGroups((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const open = useCallback((id: string) => setOpenGroups((current) => new Set(current).add(id)), []);
  return { openGroups, toggle, open };
}
