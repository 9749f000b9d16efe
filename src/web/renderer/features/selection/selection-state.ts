/**
 * Pure helpers of row selection on a table with selection actions (a list page, a form's result
 * table): row keys, which rows can be selected, toggling one or all, keeping the selection valid
 * after a refresh, and the action's request body.
 */
import type { PageManifest } from '../../../../shared/manifest/manifest-types.ts';
import { readField } from '../../field-path.ts';
import { type RowCondition, rowMatches } from '../../row-condition.ts';

export type FormResult = NonNullable<NonNullable<PageManifest['form']>['result']>;
export type SelectionAction = NonNullable<FormResult['selectionActions']>[number];

/**
 * What a table with selection actions declares: a form's result or a list page (the schema requires
 * `rowKey` wherever there are selection actions). `selectableWhen` is a field that must be true (a
 * form's result) or a row condition (a list page).
 */
export interface SelectableRows {
  rowKey?: string;
  selectableWhen?: string | RowCondition;
  selectionActions?: readonly SelectionAction[];
}
export type SelectionRow = Readonly<Record<string, unknown>>;
export type Selection = ReadonlySet<string>;

/** State of the "select all" checkbox. */
export type AllState = 'none' | 'some' | 'all';

export function rowKey(table: Pick<SelectableRows, 'rowKey'>, row: SelectionRow): string {
  return String(readField(row, table.rowKey ?? '') ?? '');
}

export function isSelectable({ selectableWhen }: Pick<SelectableRows, 'selectableWhen'>, row: SelectionRow): boolean {
  if (selectableWhen === undefined) return true;
  return typeof selectableWhen === 'string' ? readField(row, selectableWhen) === true : rowMatches(selectableWhen, row);
}

/** Keys of the rows that can be selected, in table order, each once. */
export function selectableKeys(result: Pick<SelectableRows, 'rowKey' | 'selectableWhen'>, rows: readonly SelectionRow[]): string[] {
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

/** The selected rows' keys as the rows hold them (an id stays a number), in the order of `selected`: what the API receives. */
export function selectedValues(table: Pick<SelectableRows, 'rowKey'>, rows: readonly SelectionRow[], selected: readonly string[]): unknown[] {
  const byKey = new Map(rows.map((row) => [rowKey(table, row), readField(row, table.rowKey ?? '')]));
  return selected.map((key) => byKey.get(key));
}

/** The action's body: the dialog's values plus the selected keys under `keysField`. */
export function selectionBody(
  action: Pick<SelectionAction, 'keysField'>,
  keys: readonly unknown[],
  values: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  return { ...values, [action.keysField]: [...keys] };
}
