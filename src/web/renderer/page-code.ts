/**
 * The code of the pages: each kind is its own lazily loaded chunk, so the home page downloads none of
 * the heavy libraries (form renderer, table, dates, xlsx). No component here: the app's first module
 * (app/opened-page.ts) starts loading the opened page with it, ahead of the app's components.
 */
import type { ComponentType } from 'react';
import type { PageKind, PageManifest } from '../../shared/manifest/manifest-types.ts';
import type { PageRoute } from '../manifests/page-route.ts';
import { loadPageManifest } from '../manifests/page-routes.ts';
import { type SettledLoad, settledLoad } from '../support/settled-load.ts';
import type { KindProps } from './page-kind-props.ts';

type KindModules = { [Kind in PageKind]: () => Promise<{ default: ComponentType<KindProps<Kind>> }> };

const kindModules: KindModules = {
  home: () => import('./kinds/home-page.tsx'),
  error: () => import('./kinds/error-page.tsx'),
  'section-index': () => import('./kinds/section-index-page.tsx'),
  list: () => import('./kinds/list-page.tsx'),
  details: () => import('./kinds/details-page.tsx'),
  form: () => import('./kinds/form-page.tsx'),
  custom: () => import('./kinds/custom-page.tsx'),
};

type AnyKind = ComponentType<{ page: PageManifest }>;

const kindLoads = new Map<PageKind, SettledLoad<AnyKind>>();

/**
 * A kind's component, loaded once (a failed load is tried again on the next call). Read with `use`,
 * a kind loaded before (while sign-in ran, or from the menu) draws at once: React.lazy would suspend
 * on its first draw all the same, and React holds back a commit that shows a new fallback (up to
 * 300 ms), so a reloaded page appeared that much later.
 */
export function loadKind(kind: PageKind): SettledLoad<AnyKind> {
  let load = kindLoads.get(kind);
  if (!load) {
    const module = kindModules[kind]() as Promise<{ default: AnyKind }>;
    load = settledLoad(
      module.then(({ default: Kind }) => Kind),
      () => kindLoads.delete(kind),
    );
    kindLoads.set(kind, load);
  }
  return load;
}

/**
 * Starts loading a page (its manifest and its kind's chunk) ahead of its first render (e.g. while
 * sign-in runs); settles when both have. A failed load is retried, and reported, when the page renders.
 */
export function preloadPage(page: PageRoute): Promise<void> {
  return Promise.allSettled([loadPageManifest(page.id), loadKind(page.kind)]).then(() => undefined);
}
