/** What the renderer hands every RJSF widget through `formContext`. */
import type { PageFilters } from '../../../shared/manifest/manifest-types.ts';
import type { MoreFieldsWords } from './more-fields.tsx';

export type LookupManifest = NonNullable<PageFilters['lookups']>[string];

export interface VtlogFormContext {
  /** Select options loaded from the API, by field name (filters.lookups). */
  lookups: Readonly<Record<string, LookupManifest>>;
  /** The form's current values, for lookups narrowed by another field (`dependsOn`). */
  values?: Readonly<Record<string, unknown>>;
  /** The button over the fields marked `ui:options.more` ("Mais filtros" in a filter form; "Mais campos" otherwise). */
  moreWords?: MoreFieldsWords;
}

/** The current value of another field of the form, as the form context carries it. */
export function formValue(formContext: unknown, field: string): unknown {
  return (formContext as Partial<VtlogFormContext> | undefined)?.values?.[field];
}

export function lookupFor(formContext: unknown, field: string): LookupManifest | undefined {
  const lookups = (formContext as Partial<VtlogFormContext> | undefined)?.lookups;
  return lookups && Object.hasOwn(lookups, field) ? lookups[field] : undefined;
}
