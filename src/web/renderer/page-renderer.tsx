/**
 * Draws a page from its manifest. Each kind is its own lazily loaded chunk, so the home page
 * downloads none of the heavy libraries (form renderer, table, dates, xlsx). A page of the app's
 * routes draws its frame from its route at once, while its whole manifest loads beside its kind's chunk.
 */
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import type { PageKind, PageManifest } from '../../shared/manifest/manifest-types.ts';
import type { PageRoute } from '../manifests/page-route.ts';
import { loadPageManifest } from '../manifests/page-routes.ts';
import { type SettledLoad, settledLoad } from '../support/settled-load.ts';
import { PageFrame } from './frame/page-frame.tsx';
import { PageLoading } from './frame/page-loading.tsx';

/** A kind's component gets a page of its kind: the schema's `oneOf` on `kind` makes the type a union. */
export interface KindProps<Kind extends PageKind> {
  page: Extract<PageManifest, { kind: Kind }>;
}

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
function loadKind(kind: PageKind): SettledLoad<AnyKind> {
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

/** Error pages draw their own centred title and icon instead of the frame. */
const unframedKinds: ReadonlySet<PageKind> = new Set(['error']);

function Framed({ page, children }: { page: PageRoute; children: ReactNode }) {
  const content = <Suspense fallback={<PageLoading />}>{children}</Suspense>;
  return unframedKinds.has(page.kind) ? content : <PageFrame page={page}>{content}</PageFrame>;
}

function KindOf({ page }: { page: PageManifest }) {
  const Kind = use(loadKind(page.kind));
  return <Kind page={page} />;
}

function LoadedKind({ route }: { route: PageRoute }) {
  return <KindOf page={use(loadPageManifest(route.id))} />;
}

/** A page of the app's routes. Keyed by page, so two pages of the same kind never share component state. */
export function PageRenderer({ page }: { page: PageRoute }) {
  // Its manifest and its kind's code load side by side, not one after the other.
  void preloadPage(page);
  return (
    <Framed page={page}>
      <LoadedKind key={page.id} route={page} />
    </Framed>
  );
}

/** A page whose whole manifest is at hand (tests render pages this way, manifests changed as they need). */
export function ManifestPageRenderer({ page }: { page: PageManifest }) {
  return (
    <Framed page={page}>
      <KindOf key={page.id} page={page} />
    </Framed>
  );
}
