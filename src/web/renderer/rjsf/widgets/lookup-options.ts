/** The options of a manifest lookup (filters.lookups[field]) read from its API answer. */
import { readField } from '../../field-path.ts';
import { fillLabel } from '../../placeholders.ts';
import type { LookupManifest } from '../form-context.ts';

/** The items of a lookup's answer: the array itself or its `items`. */
export function itemsOf(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  const items = readField(answer, 'items');
  return Array.isArray(items) ? items : [];
}

/** An item's label: the field the lookup names, or its `{field}` template filled. */
export function labelOf(item: unknown, lookup: LookupManifest, raw: unknown): string {
  if (lookup.label.includes('{')) return fillLabel(lookup.label, [item as Record<string, unknown>]);
  return String(readField(item, lookup.label) ?? raw);
}
