/**
 * Saved views and column choices belong to a page of the manifests the app runs: a page id the
 * manifests do not declare is refused (422), and a user only keeps or reads them for pages they may
 * open (the page's `permissions`, matched as the SPA's route guard does: spec §5).
 */
import type { PageManifest } from '../../../shared/manifest/manifest-types.ts';
import { canAccessRoute } from '../../../shared/permissions.ts';
import { AppError } from '../../errors.ts';
import type { ManifestFolder } from '../../manifests/manifest-folder.ts';
import type { AuthenticatedUser } from '../../security/request-user.ts';

/** True when `user` may open the page `pagina` (false for an unknown page too). */
export function mayOpenPage(manifests: ManifestFolder, user: AuthenticatedUser, pagina: string): boolean {
  const page = manifests.pages.find((each) => each.id === pagina);
  return page !== undefined && canAccessRoute(user.permissions, page.permissions ?? []);
}

/** The page `pagina` names, when `user` may open it; `field` is where the request named it (e.g. `body.pagina`). */
export function openablePage(manifests: ManifestFolder, user: AuthenticatedUser, pagina: string, field: string): PageManifest {
  const page = manifests.pages.find((each) => each.id === pagina);
  if (!page) throw new AppError('UNPROCESSABLE', { field, message: `A página "${pagina}" não existe (${field}).` });
  if (!canAccessRoute(user.permissions, page.permissions ?? []))
    throw new AppError('FORBIDDEN', { field, message: `Você não tem permissão para abrir a página "${page.title}" (${field}).` });
  return page;
}
