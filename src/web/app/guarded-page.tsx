import { Navigate } from 'react-router-dom';
import { useAuth } from '../auth/auth-context.tsx';
import { type PageRoute, mayOpen } from '../manifests/page-route.ts';
import { PageRenderer } from '../renderer/page-renderer.tsx';

const accessDeniedPath = '/access-denied';

/** A page route behind its guard (mayOpen). */
export function GuardedPage({ page }: { page: PageRoute }) {
  const { permissions } = useAuth();
  return mayOpen(page, permissions) ? <PageRenderer page={page} /> : <Navigate to={accessDeniedPath} replace />;
}
