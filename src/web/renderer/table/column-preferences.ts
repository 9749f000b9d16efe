/**
 * A user's choice of columns for one list page (order, hidden columns, widths), kept on the server
 * per user and page (use-column-preferences.ts) and in saved views. What is read back is checked
 * against the page's current columns: unknown fields are dropped, new ones take their manifest
 * place, and a column declared `always` cannot be hidden.
 */
import { type ColumnPreferences, columnWidthLimits } from '../../../shared/api/saved-view.schema.ts';
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';

export type { ColumnPreferences };

export const minColumnWidth = columnWidthLimits.minimum;
export const maxColumnWidth = columnWidthLimits.maximum;

export function defaultColumnPreferences(columns: readonly ValueDisplay[]): ColumnPreferences {
  return {
    order: columns.map((column) => column.field),
    hidden: columns.filter((column) => column.visibility === 'hidden').map((column) => column.field),
    widths: {},
  };
}

export function clampWidth(width: number): number {
  return Math.round(Math.min(maxColumnWidth, Math.max(minColumnWidth, width)));
}

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The stored choice (a saved view's, or the server's) made valid for `columns`; the defaults when nothing (usable) is stored. */
export function readColumnPreferences(stored: unknown, columns: readonly ValueDisplay[]): ColumnPreferences {
  const defaults = defaultColumnPreferences(columns);
  if (typeof stored !== 'object' || stored === null) return defaults;
  const raw = stored as Record<string, unknown>;
  const known = new Set(defaults.order);
  const order = [...new Set(stringList(raw.order).filter((field) => known.has(field)))];
  const placed = new Set(order);
  // A column the user never placed goes after the column that precedes it in the manifest.
  defaults.order.forEach((field, index) => {
    if (order.includes(field)) return;
    const after = index === 0 ? -1 : order.indexOf(defaults.order[index - 1]!);
    order.splice(after + 1, 0, field);
  });
  const always = new Set(columns.filter((column) => column.visibility === 'always').map((column) => column.field));
  // ...and is shown or hidden as the manifest declares.
  const newHidden = defaults.hidden.filter((field) => !placed.has(field));
  const hidden = [...stringList(raw.hidden), ...newHidden].filter((field) => known.has(field) && !always.has(field));
  const widths: Record<string, number> = {};
  const rawWidths = typeof raw.widths === 'object' && raw.widths !== null ? (raw.widths as Record<string, unknown>) : {};
  for (const [field, width] of Object.entries(rawWidths)) {
    if (known.has(field) && typeof width === 'number' && Number.isFinite(width)) widths[field] = clampWidth(width);
  }
  // At least one column stays on screen.
  return { order, hidden: hidden.length >= order.length ? [] : [...new Set(hidden)], widths };
}

/** The columns to draw: in the chosen order, without the hidden ones, at the chosen widths. */
export function applyColumnPreferences(columns: readonly ValueDisplay[], preferences: ColumnPreferences): ValueDisplay[] {
  const byField = new Map(columns.map((column) => [column.field, column]));
  const hidden = new Set(preferences.hidden);
  return preferences.order.flatMap((field) => {
    const column = byField.get(field);
    if (!column || hidden.has(field)) return [];
    const width = preferences.widths[field];
    return [width === undefined ? column : { ...column, width }];
  });
}

export function moveColumn(preferences: ColumnPreferences, field: string, step: -1 | 1): ColumnPreferences {
  const from = preferences.order.indexOf(field);
  const to = from + step;
  if (from < 0 || to < 0 || to >= preferences.order.length) return preferences;
  const order = [...preferences.order];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ...preferences, order };
}

export function setColumnHidden(preferences: ColumnPreferences, field: string, hide: boolean): ColumnPreferences {
  const rest = preferences.hidden.filter((item) => item !== field);
  if (hide && rest.length + 1 >= preferences.order.length) return preferences;
  return { ...preferences, hidden: hide ? [...rest, field] : rest };
}

/** The column at `width` pixels, or back at the page's own width when `width` is undefined. */
export function setColumnWidth(preferences: ColumnPreferences, field: string, width: number | undefined): ColumnPreferences {
  const { [field]: _previous, ...others } = preferences.widths;
  return { ...preferences, widths: width === undefined ? others : { ...others, [field]: clampWidth(width) } };
}
