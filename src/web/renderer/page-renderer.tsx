/**
 * Draws a page from its manifest, with its kind's code (page-code.ts). A page of the app's routes
 * draws its frame from its route at once, while its whole manifest loads beside its kind's chunk.
 */
import { Suspense, use, type ReactNode } from 'react';
import type { PageKind, PageManifest } from '../../shared/manifest/manifest-types.ts';
import type { PageRoute } from '../manifests/page-route.ts';
import { loadPageManifest } from '../manifests/page-routes.ts';
import { loadKind, preloadPage } from './page-code.ts';
import { PageFrame } from './frame/page-frame.tsx';
import { PageLoading } from './frame/page-loading.tsx';

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
