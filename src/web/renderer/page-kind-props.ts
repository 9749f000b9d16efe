/**
 * The props of a page kind's component, in a module of its own: the kinds import it, and so does the
 * loader that lazy-loads them (page-code.ts), so neither imports the other.
 */
import type { PageKind, PageManifest } from '../../shared/manifest/manifest-types.ts';

/** A kind's component gets a page of its kind: the schema's `oneOf` on `kind` makes the type a union. */
export interface KindProps<Kind extends PageKind> {
  page: Extract<PageManifest, { kind: Kind }>;
}
