import type { FastifyRequest } from 'fastify';
import { authenticateClient } from './client-authentication.ts';
import { OAuthError, type EmbeddedIdp } from './embedded-idp.ts';
import { allowedOrigins } from './redirect-uri.ts';
import type { ServiceAccountTokenResponse } from './token-service.ts';

/**
 * The client_credentials grant, as Keycloak's ClientCredentialsGrantType: a confidential client
 * with service accounts enabled gets an access token for its service account (roles of the
 * realm file's `service-account-<clientId>` user). Without a refresh token (Keycloak's default
 * for this grant): the client asks again with its secret.
 */
export async function clientCredentialsGrant(idp: EmbeddedIdp, request: FastifyRequest): Promise<ServiceAccountTokenResponse> {
  const client = authenticateClient(idp, request);
  if (client.publicClient) throw new OAuthError(401, 'unauthorized_client', 'Public client not allowed to retrieve service account');
  const account = client.serviceAccount;
  if (!account) throw new OAuthError(401, 'unauthorized_client', 'Client not enabled to retrieve service account');
  if (!account.enabled) throw new OAuthError(401, 'invalid_request', `User '${account.username}' disabled`);
  const origin = idp.originFor(request);
  return idp.tokens.issueServiceAccount(idp.issuerFor(origin), client, account, allowedOrigins(client, origin));
}
