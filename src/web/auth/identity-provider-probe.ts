/**
 * Checks that the identity provider answers before keycloak-js redirects to it: an unreachable
 * provider would otherwise leave the browser on its own network-error page (or, with the iframe
 * checks, a blank screen for 10 s); the boot shows a pt-BR error screen instead.
 */
export async function identityProviderReachable(authUrl: string, realm: string, timeoutMs = 8000): Promise<boolean> {
  const url = `${authUrl}/realms/${encodeURIComponent(realm)}/.well-known/openid-configuration`;
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}
