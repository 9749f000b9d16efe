/**
 * What the app shell needs of every page before the page opens: its route and guard, its feature
 * toggle and its title (the cards that lead to it). The build cuts each page manifest down to these
 * keys (scripts/vite/page-routes-plugin.mjs); the rest of a manifest (frame, filters, columns,
 * sections, forms, actions) loads with its page, by its route's loader (page-routes.ts).
 */
import type { PageManifest } from '../../shared/manifest/manifest-types.ts';
import { type PermissionEntry, canAccessRoute } from '../../shared/permissions.ts';

export const pageRouteKeys = ['id', 'kind', 'path', 'public', 'permissions', 'featureToggle', 'title'] as const;

type PageRouteKey = (typeof pageRouteKeys)[number];

/** A page manifest's route keys, kind by kind (so `kind` still tells which keys are required). */
export type PageRoute = PageManifest extends infer Page ? (Page extends unknown ? Pick<Page, Extract<keyof Page, PageRouteKey>> : never) : never;

/** The guard of a page route: the user needs one of its permissions; a page that declares none is denied unless it is public (the error pages). */
export function mayOpen(page: PageRoute, permissions: readonly PermissionEntry[]): boolean {
  return page.public === true || canAccessRoute(permissions, page.permissions ?? []);
}
