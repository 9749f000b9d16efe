import type { FastifyRequest } from 'fastify';
import type { PermissionEntry } from '../../shared/permissions.ts';
import { AppError } from '../errors.ts';

/** The verified caller of an `/api` route, taken from the bearer token and the authorization server. */
export interface AuthenticatedUser {
  /** The token's `sub` (the identity provider's user id). */
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Realm roles from the token's `realm_access.roles`. */
  roles: string[];
  /** What the authorization server grants this caller (uma-ticket, `response_mode=permissions`). */
  permissions: PermissionEntry[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the security plugin on every route that declares `'authenticated'` or a resource; null on `'public'` routes. */
    user: AuthenticatedUser | null;
  }
}

/** The caller of a protected route; throws 401 when the route was not protected (a programming error surfaced safely). */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
