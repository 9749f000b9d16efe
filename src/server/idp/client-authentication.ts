import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { OAuthError, type EmbeddedIdp } from './embedded-idp.ts';
import { param } from './idp-http.ts';
import type { RealmClient } from './realm-types.ts';

/**
 * The calling client, as the token, introspection and revocation endpoints authenticate it
 * (Keycloak's AuthorizeClientUtil): public clients name themselves (`client_id`); confidential
 * clients also prove their secret, in the form (client_secret_post) or a Basic header
 * (client_secret_basic). Anything else is Keycloak's 401 `invalid_client`.
 */
export function authenticateClient(idp: EmbeddedIdp, request: FastifyRequest): RealmClient {
  const invalid = new OAuthError(401, 'invalid_client', 'Invalid client or Invalid client credentials');
  const header = request.headers.authorization ?? '';
  const basic = /^basic\s/i.test(header) ? basicCredentials(header) : undefined;
  // Like Keycloak, an unreadable Basic header is ignored when the form names the client, else refused.
  if (basic === null && param(request, 'client_id') === undefined) throw invalid;
  const client = idp.client(basic?.id ?? param(request, 'client_id'));
  if (!client) throw invalid;
  if (!client.publicClient) {
    const given = basic?.secret ?? param(request, 'client_secret') ?? '';
    const expected = client.secret ?? '';
    const a = createHash('sha256').update(given).digest();
    const b = createHash('sha256').update(expected).digest();
    if (expected === '' || !timingSafeEqual(a, b)) throw invalid;
  }
  return client;
}

/** RFC 6749 §2.3.1 Basic credentials (form-urlencoded id and secret), or null when the header is malformed. */
function basicCredentials(header: string): { id: string; secret: string } | null {
  const match = /^basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header);
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  const formDecode = (value: string) => decodeURIComponent(value.replace(/\+/g, ' '));
  try {
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}
