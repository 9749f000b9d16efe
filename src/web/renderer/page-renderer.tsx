/**
 * Draws a page from its manifest with its kind's component (page-code.ts), in its frame (title,
 * breadcrumb, back button) unless its kind draws its own.
 */
import { Suspense, type ReactNode } from 'react';
import type { PageKind, PageManifest } from '../../shared/manifest/manifest-types.ts';
import { type AnyKind, lazyKind } from './page-code.ts';
import { PageFrame } from './frame/page-frame.tsx';
import { PageLoading } from './frame/page-loading.tsx';

/** Error pages draw their own centred title and icon instead of the frame. */
const unframedKinds: ReadonlySet<PageKind> = new Set(['error']);

function Framed({ page, children }: { page: PageManifest; children: ReactNode }) {
  const content = <Suspense fallback={<PageLoading />}>{children}</Suspense>;
  return unframedKinds.has(page.kind) ? content : <PageFrame page={page}>{content}</PageFrame>;
}

/** A page whose kind's component is loaded (a page route's, app/app-routes.tsx). */
export function PageView({ page, Kind }: { page: PageManifest; Kind: AnyKind }) {
  return (
    <Framed page={page}>
      <Kind page={page} />
    </Framed>
  );
}

/** A page whose whole manifest is at hand, its kind loaded as it is drawn (tests render pages this way, manifests changed as they need). */
export function ManifestPageRenderer({ page }: { page: PageManifest }) {
  return <PageView key={page.id} page={page} Kind={lazyKind(page.kind)} />;
}
