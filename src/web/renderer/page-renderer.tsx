/**
 * Draws a page from its manifest. Each kind is its own lazily loaded chunk, so the home page
 * downloads none of the heavy libraries (form renderer, table, dates, xlsx).
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKind, PageManifest } from '../../shared/manifest/manifest-types.ts';
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

// Keyed by kind, so the component found for a page always takes that page's kind.
const kinds = Object.fromEntries(
  Object.entries(kindModules).map(([kind, load]) => [kind, lazy(load as () => Promise<{ default: AnyKind }>)]),
) as Record<PageKind, LazyExoticComponent<AnyKind>>;

/** Starts loading the chunk of a page's kind ahead of its first render (e.g. while sign-in runs). */
export function preloadPageKind(page: PageManifest): void {
  // A failed load is retried, and reported, by React.lazy when the page renders.
  kindModules[page.kind]().catch(() => undefined);
}

/** Error pages draw their own centred title and icon instead of the frame. */
const unframedKinds: ReadonlySet<PageKind> = new Set(['error']);

export function PageRenderer({ page }: { page: PageManifest }) {
  const Kind = kinds[page.kind];
  // Keyed by page so two pages of the same kind never share component state.
  const content = (
    <Suspense fallback={<PageLoading />}>
      <Kind key={page.id} page={page} />
    </Suspense>
  );
  return unframedKinds.has(page.kind) ? content : <PageFrame page={page}>{content}</PageFrame>;
}
