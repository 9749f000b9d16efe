/**
 * Pure preparation of a list page's filter form: fields the user may not use are hidden
 * (filters.permissions), as are the page's fixed filters (filters.fixed), enum fields get the labels
 * of the matching enum manifest, and the values sent to the API are cleaned, the fixed filters
 * always among them. The schema stays the manifest's own (with the API's constraints merged in at
 * build time), so the form finds the validator compiled for it (rjsf/validator-pt-br.ts).
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { EnumManifest, PageFilters } from '../../../shared/manifest/manifest-types.ts';
import type { CanSee } from '../can-see.ts';
import { falseFilters, isActiveFilter } from './active-filters.ts';

export interface PreparedFilterForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  fields: string[];
  /** Sent with every request (list and export) whatever the form holds. */
  fixed: Record<string, unknown>;
}

type SchemaObject = Record<string, unknown>;

function asObject(value: unknown): SchemaObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as SchemaObject) : {};
}

/**
 * The enum manifest for a schema `enum`: the one with exactly these values, else the smallest
 * one holding them all (receipt-status 0..3 rather than progress-status 0..4).
 */
export function matchingEnum(values: unknown, enums: ReadonlyMap<string, EnumManifest>): EnumManifest | undefined {
  if (!Array.isArray(values) || values.length === 0) return undefined;
  const wanted = new Set(values.map(String));
  return [...enums.values()]
    .filter((manifest) => {
      const known = new Set(manifest.values.map((item) => String(item.value)));
      return [...wanted].every((value) => known.has(value));
    })
    .sort((a, b) => a.values.length - b.values.length)[0];
}

function enumNames(manifest: EnumManifest): Record<string, string> {
  return Object.fromEntries(manifest.values.map((item) => [String(item.value), item.label]));
}

/** Adds `ui:enumNames` (value → label) for an enum field or an array of enum items. */
function withEnumLabels(fieldSchema: SchemaObject, fieldUi: SchemaObject, enums: ReadonlyMap<string, EnumManifest>): SchemaObject {
  const items = asObject(fieldSchema.items);
  const direct = matchingEnum(fieldSchema.enum, enums);
  if (direct && fieldUi['ui:enumNames'] === undefined) return { ...fieldUi, 'ui:enumNames': enumNames(direct) };
  const inItems = matchingEnum(items.enum, enums);
  const itemsUi = asObject(fieldUi.items);
  if (inItems && itemsUi['ui:enumNames'] === undefined) {
    return { ...fieldUi, items: { ...itemsUi, 'ui:enumNames': enumNames(inItems) } };
  }
  return fieldUi;
}

/** A field the user may not use: not drawn, never sent (the manifest check keeps it optional). */
const hiddenField = { 'ui:widget': 'hidden' };

export function prepareFilterForm(filters: PageFilters, canSee: CanSee, enums: ReadonlyMap<string, EnumManifest>): PreparedFilterForm {
  const properties = asObject(filters.schema.properties);
  const permissions = filters.permissions ?? {};
  const fixed = filters.fixed ?? {};
  const fields = Object.keys(properties).filter(
    (field) => !Object.hasOwn(fixed, field) && canSee(Object.hasOwn(permissions, field) ? permissions[field] : undefined),
  );
  const sourceUi = asObject(filters.uiSchema);

  const uiSchema: UiSchema = {};
  for (const [key, value] of Object.entries(sourceUi)) {
    if (key.startsWith('ui:')) uiSchema[key] = value;
  }
  for (const field of Object.keys(properties)) {
    uiSchema[field] = fields.includes(field) ? withEnumLabels(asObject(properties[field]), asObject(sourceUi[field]), enums) : hiddenField;
  }
  return { schema: filters.schema as RJSFSchema, uiSchema, fields, fixed };
}

/**
 * The filters to send: only fields of the form, without empty values, then the page's fixed
 * filters (a stale or edited page state cannot replace them). A boolean shown as a checkbox
 * ("Somente bloqueados") filters only when ticked; unticked means "all".
 */
export function cleanFilters(values: Readonly<Record<string, unknown>>, prepared: PreparedFilterForm): Record<string, unknown> {
  const properties = asObject(prepared.schema.properties);
  const cleaned: Record<string, unknown> = {};
  for (const field of prepared.fields) {
    const value = values[field];
    if (isActiveFilter(value, falseFilters(properties[field], prepared.uiSchema[field]))) cleaned[field] = value;
  }
  return { ...cleaned, ...prepared.fixed };
}
