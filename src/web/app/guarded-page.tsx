import { Navigate } from 'react-router-dom';
import { canAccessRoute } from '../../shared/permissions.ts';
import { useAuth } from '../auth/auth-context.tsx';
import type { PageRoute } from '../manifests/page-route.ts';
import { PageRenderer } from '../renderer/page-renderer.tsx';

const accessDeniedPath = '/access-denied';

/**
 * A page route behind its guard: the user needs one of the page's permissions; a page
 * that declares none is denied unless it is public (the error pages).
 */
export function GuardedPage({ page }: { page: PageRoute }) {
  const { permissions } = useAuth();
  const allowed = page.public === true || canAccessRoute(permissions, page.permissions ?? []);
  return allowed ? <PageRenderer page={page} /> : <Navigate to={accessDeniedPath} replace />;
}
