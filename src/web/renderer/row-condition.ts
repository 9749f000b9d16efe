/** A manifest's row condition (`showWhen` of a row action, `selectableWhen` of a list page): the row's field holds one of the values. */
import type { PageManifest } from '../../shared/manifest/manifest-types.ts';
import { readField } from './field-path.ts';

export type RowCondition = NonNullable<PageManifest['selectableWhen']>;

export function rowMatches(condition: RowCondition, row: Readonly<Record<string, unknown>>): boolean {
  const value = readField(row, condition.field);
  return condition.values.some((allowed) => allowed === value);
}
