/**
 * Draws a page from its manifest. Each kind is its own lazily loaded chunk, so the home page
 * downloads none of the heavy libraries (form renderer, table, dates, xlsx).
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKind, PageManifest } from '../../shared/manifest/manifest-types.ts';
import { PageFrame } from './frame/page-frame.tsx';
import { PageLoading } from './frame/page-loading.tsx';

export interface KindProps {
  page: PageManifest;
}

const kinds: Record<PageKind, LazyExoticComponent<ComponentType<KindProps>>> = {
  home: lazy(() => import('./kinds/home-page.tsx')),
  error: lazy(() => import('./kinds/error-page.tsx')),
  'section-index': lazy(() => import('./kinds/section-index-page.tsx')),
  list: lazy(() => import('./kinds/list-page.tsx')),
  details: lazy(() => import('./kinds/details-page.tsx')),
  form: lazy(() => import('./kinds/form-page.tsx')),
  custom: lazy(() => import('./kinds/custom-page.tsx')),
};

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
