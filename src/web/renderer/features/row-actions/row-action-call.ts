/** Pure helpers of row actions: which rows show them, the API call, dialog texts and initial form values from a row. */
import type { PageManifest } from '../../../../shared/manifest/manifest-types.ts';
import type { ApiCall } from '../../../api/http-client.ts';
import { readField } from '../../field-path.ts';
import { fillLabel, type PlaceholderSource } from '../../placeholders.ts';
import { rowMatches } from '../../row-condition.ts';
import { sourceCall } from '../../data/source-call.ts';

export type RowAction = NonNullable<PageManifest['rowActions']>[number];
export type RowRecord = Readonly<Record<string, unknown>>;

/** Whether the action applies to the row (`showWhen`: the row's field holds one of the values). */
export function rowActionShows(action: RowAction, row: RowRecord): boolean {
  return action.showWhen === undefined || rowMatches(action.showWhen, row);
}

/** The call for one row (placeholders from the row, then the route), with the form values as body. */
export function rowActionCall(action: RowAction, row: RowRecord, params: PlaceholderSource, values?: Readonly<Record<string, unknown>>): ApiCall | undefined {
  return sourceCall(action.source, [row, params], values);
}

export function rowActionText(template: string | undefined, row: RowRecord): string | undefined {
  return template === undefined ? undefined : fillLabel(template, [row]);
}

/** Form field -> the row's value, for the fields the manifest maps (`initialValues`). */
export function initialFormValues(action: RowAction, row: RowRecord): Record<string, unknown> {
  const mapping = action.form?.initialValues ?? {};
  return Object.fromEntries(
    Object.entries(mapping).flatMap(([field, path]) => {
      const value = readField(row, path);
      return value === undefined || value === null ? [] : [[field, value]];
    }),
  );
}
