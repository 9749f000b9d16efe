/**
 * The counts of the menu entries that declare a `badge` (menu.json), e.g. how many delays await
 * justification: how one is worded. Their queries (menu-badge-queries.tsx) load after the menu is
 * drawn, as the counts can only show once the server has answered (the JS budget of every route,
 * scripts/check-route-js.mjs). Pure.
 */
import { fillLabel } from '../renderer/placeholders.ts';
import type { MenuBadge, VisibleEntry, VisibleLink } from './visible-menu.ts';

export interface BadgeCount {
  /** The number as shown, in pt-BR (1.322). */
  text: string;
  /** What a screen reader says after the entry's label, from the badge's template ("1.322 pendentes"). */
  label: string;
}

/** Link id -> its count, for the links whose count is above zero. */
export type BadgeCounts = ReadonlyMap<string, BadgeCount>;

export type LinkWithBadge = VisibleLink & { badge: MenuBadge };

const withBadge = (link: VisibleLink): link is LinkWithBadge => link.badge !== undefined;

/** The links of the menu that declare a count. */
export function linksWithBadge(entries: readonly VisibleEntry[]): LinkWithBadge[] {
  return entries.flatMap((entry) => (entry.type === 'link' ? [entry] : entry.type === 'group' ? entry.children : [])).filter(withBadge);
}

export function badgeCount(badge: MenuBadge, total: number): BadgeCount {
  const text = total.toLocaleString('pt-BR');
  return { text, label: fillLabel(badge.label, [{ total: text }]) };
}

/** "Justificativas de atraso, 1.322 pendentes": the label a link with a count is announced by. */
export function labelWithCount(label: string, count: BadgeCount | undefined): string {
  return count ? `${label}, ${count.label}` : label;
}

/** Whether two sets of counts say the same. */
export function sameCounts(a: BadgeCounts, b: BadgeCounts): boolean {
  return a.size === b.size && [...a].every(([id, count]) => b.get(id)?.label === count.label && b.get(id)?.text === count.text);
}
