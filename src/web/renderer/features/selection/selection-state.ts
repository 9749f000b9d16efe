/**
 * Pure helpers of row selection on a form's result table: row keys, which rows can be selected,
 * toggling one or all, keeping the selection valid after a refresh, and the action's request body.
 */
import type { PageManifest } from '../../../../shared/manifest/manifest-types.ts';
import { readField } from '../../field-path.ts';

export type FormResult = NonNullable<NonNullable<PageManifest['form']>['result']>;
export type SelectionAction = NonNullable<FormResult['selectionActions']>[number];
export type SelectionRow = Readonly<Record<string, unknown>>;
export type Selection = ReadonlySet<string>;

/** State of the "select all" checkbox. */
export type AllState = 'none' | 'some' | 'all';

export function rowKey(result: Pick<FormResult, 'rowKey'>, row: SelectionRow): string {
  return String(readField(row, result.rowKey) ?? '');
}

export function isSelectable(result: Pick<FormResult, 'selectableWhen'>, row: SelectionRow): boolean {
  return result.selectableWhen === undefined || readField(row, result.selectableWhen) === true;
}

/** Keys of the rows that can be selected, in table order, each once. */
export function selectableKeys(result: Pick<FormResult, 'rowKey' | 'selectableWhen'>, rows: readonly SelectionRow[]): string[] {
  return [...new Set(rows.filter((row) => isSelectable(result, row)).map((row) => rowKey(result, row)))];
}

export function toggleKey(selection: Selection, key: string): Selection {
  const next = new Set(selection);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

export function allState(selection: Selection, keys: readonly string[]): AllState {
  const chosen = keys.filter((key) => selection.has(key)).length;
  if (chosen === 0) return 'none';
  return chosen === keys.length ? 'all' : 'some';
}

/** "Select all": selects every selectable row, or clears the selection when all are already selected. */
export function toggleAll(selection: Selection, keys: readonly string[]): Selection {
  return allState(selection, keys) === 'all' ? new Set() : new Set(keys);
}

/** After the rows change (a new query, a refresh), only keys still present and selectable stay. */
export function keepPresent(selection: Selection, keys: readonly string[]): Selection {
  const present = keys.filter((key) => selection.has(key));
  return present.length === selection.size ? selection : new Set(present);
}

/** The selected keys in table order (what the API receives). */
export function selectedInOrder(selection: Selection, keys: readonly string[]): string[] {
  return keys.filter((key) => selection.has(key));
}

/** The action's body: the dialog's values plus the selected keys under `keysField`. */
export function selectionBody(
  action: Pick<SelectionAction, 'keysField'>,
  keys: readonly string[],
  values: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  return { ...values, [action.keysField]: [...keys] };
}
