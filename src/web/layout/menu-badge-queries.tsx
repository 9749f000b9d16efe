/**
 * The queries of the menu's counts (menu-badges.ts), loaded after the menu is drawn. Each is a query
 * of its source through the one HTTP client: fresh for a minute and asked again every minute while the
 * menu is shown; an action that changes data invalidates every API query (use-run-action.ts), so a
 * justification updates the count at once. A failed count shows nothing: the menu never toasts.
 */
import { useCallback, useEffect } from 'react';
import { type QueryObserverResult, useQueries } from '@tanstack/react-query';
import { sourceQueryOptions } from '../renderer/data/use-source-query.ts';
import { badgeCount, type BadgeCounts, type LinkWithBadge } from './menu-badges.ts';

const refreshMs = 60_000;

interface MenuBadgeQueriesProps {
  links: readonly LinkWithBadge[];
  /** Called with the counts above zero, by link id, whenever they change. */
  onCounts: (counts: BadgeCounts) => void;
}

export default function MenuBadgeQueries({ links, onCounts }: MenuBadgeQueriesProps) {
  const combine = useCallback(
    (results: QueryObserverResult<{ total: number }>[]): BadgeCounts =>
      new Map(
        results.flatMap((result, i) => {
          const total = result.data?.total;
          const link = links[i];
          return link && typeof total === 'number' && total > 0 ? [[link.id, badgeCount(link.badge, total)] as const] : [];
        }),
      ),
    [links],
  );
  const counts = useQueries({
    queries: links.map((link) => ({
      ...sourceQueryOptions<{ total: number }>(link.badge.source, [], { staleTime: refreshMs }),
      refetchOnMount: true,
      refetchInterval: refreshMs,
    })),
    combine,
  });
  useEffect(() => onCounts(counts), [counts, onCounts]);
  return null;
}
