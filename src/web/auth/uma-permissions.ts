/**
 * The permission fetch: the uma-ticket grant with `response_mode=permissions`, a
 * form-encoded POST to the realm's token endpoint with the user's bearer token.
 */
import type { PermissionEntry } from '../../shared/permissions.ts';
import { parsePermissionEntries } from './permission-entries.ts';

/** Anything but "granted" or "nothing granted": the caller logs the user out. */
export class PermissionFetchError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PermissionFetchError';
  }
}

export function tokenEndpoint(authUrl: string, realm: string): string {
  return `${authUrl}/realms/${encodeURIComponent(realm)}/protocol/openid-connect/token`;
}

async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/** The granted entries; an empty list when the server answers 403 `access_denied` (nothing granted). */
export async function fetchPermissions(endpoint: string, audience: string, accessToken: string): Promise<PermissionEntry[]> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:uma-ticket',
        audience,
        response_mode: 'permissions',
      }),
    });
  } catch {
    throw new PermissionFetchError('O servidor de autorização não respondeu.');
  }
  if (response.status === 403 && (await errorCode(response)) === 'access_denied') return [];
  if (!response.ok) throw new PermissionFetchError(`O servidor de autorização respondeu ${response.status}.`, response.status);
  try {
    return parsePermissionEntries(await response.json());
  } catch (error) {
    throw new PermissionFetchError(error instanceof Error ? error.message : 'Resposta de permissões inválida.');
  }
}
