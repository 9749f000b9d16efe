/** What the renderer hands every RJSF widget through `formContext`. */
import type { PageFilters } from '../../../shared/manifest/manifest-types.ts';

export type LookupManifest = NonNullable<PageFilters['lookups']>[string];

export interface VtlogFormContext {
  /** Select options loaded from the API, by field name (filters.lookups). */
  lookups: Readonly<Record<string, LookupManifest>>;
}

export function lookupFor(formContext: unknown, field: string): LookupManifest | undefined {
  const lookups = (formContext as Partial<VtlogFormContext> | undefined)?.lookups;
  return lookups && Object.hasOwn(lookups, field) ? lookups[field] : undefined;
}
