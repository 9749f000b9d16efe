import { replace } from 'react-router-dom';
import type { PermissionEntry } from '../../shared/permissions.ts';
import { type PageRoute, mayOpen } from '../manifests/page-route.ts';

const accessDeniedPath = '/access-denied';

/** A page route's guard, run by its loader before any request: a user who may not open the page goes to /access-denied, in place of the page's history entry. */
export function guardPage(route: PageRoute, permissions: readonly PermissionEntry[]): void {
  if (!mayOpen(route, permissions)) throw replace(accessDeniedPath);
}
