/**
 * The code of the pages: each kind is its own lazily loaded chunk, so the home page downloads none of
 * the heavy libraries (form renderer, table, dates, xlsx). A page route's `lazy` loads its kind
 * (app/app-routes.tsx); the menu loads its pages' code ahead of a click (layout/use-prefetch-menu-pages.ts).
 */
import { type ComponentType, lazy } from 'react';
import type { PageKind, PageManifest } from '../../shared/manifest/manifest-types.ts';
import type { PageRoute } from '../manifests/page-route.ts';
import { loadPageManifest } from '../manifests/page-routes.ts';
import type { KindProps } from './page-kind-props.ts';
import { chunk } from '../app/code-chunk.ts';

type KindModules = { [Kind in PageKind]: () => Promise<{ default: ComponentType<KindProps<Kind>> }> };

const kindModules: KindModules = {
  home: chunk(() => import('./kinds/home-page.tsx')),
  error: chunk(() => import('./kinds/error-page.tsx')),
  'section-index': chunk(() => import('./kinds/section-index-page.tsx')),
  list: chunk(() => import('./kinds/list-page.tsx')),
  details: chunk(() => import('./kinds/details-page.tsx')),
  form: chunk(() => import('./kinds/form-page.tsx')),
  custom: chunk(() => import('./kinds/custom-page.tsx')),
};

export type AnyKind = ComponentType<{ page: PageManifest }>;

/** A kind's component (the module loader keeps each chunk once loaded; a failed load is tried again on the next call). */
export function loadKind(kind: PageKind): Promise<AnyKind> {
  return (kindModules[kind]() as Promise<{ default: AnyKind }>).then(({ default: Kind }) => Kind);
}

const lazyKinds = new Map<PageKind, AnyKind>();

/** A kind's component as React's `lazy` (a page drawn outside the app's routes: tests, ManifestPageRenderer). */
export function lazyKind(kind: PageKind): AnyKind {
  let Kind = lazyKinds.get(kind);
  if (!Kind) lazyKinds.set(kind, (Kind = lazy(() => loadKind(kind).then((Loaded) => ({ default: Loaded })))));
  return Kind;
}

/** Loads a page's manifest and its kind's code ahead of its route (the menu's pages, after the first input). */
export function preloadPage(page: PageRoute): Promise<void> {
  return Promise.allSettled([loadPageManifest(page.id), loadKind(page.kind)]).then(() => undefined);
}
