// @vitest-environment jsdom
/** The tab's tokens kept for its next reload: written whole or not at all, read back only when whole. */
import type Keycloak from 'keycloak-js';
import { afterEach, describe, expect, it } from 'vitest';
import { claimsOf, secondsLeft, sessionIdOf, storeTabTokens, storedTabTokens, tabTokensKey } from '../../../../src/web/auth/tab-tokens.ts';

/** A JWT as the identity provider signs it (the signature is not read here). */
const jwt = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.c2ln`;
const expiresAt = Math.floor(Date.now() / 1000) + 300;
const signedIn = { token: jwt({ sub: 'u1', sid: 's1', exp: expiresAt }), refreshToken: 'refresh', idToken: 'id', timeSkew: -2 };

function keycloakWith(fields: Partial<Keycloak>): Keycloak {
  return fields as Keycloak;
}

describe('tab tokens', () => {
  afterEach(() => sessionStorage.clear());

  it('reads back what keycloak-js held, ready for its init options', () => {
    storeTabTokens(keycloakWith(signedIn));
    expect(storedTabTokens()).toEqual(signedIn);
  });

  it('names the session the tokens belong to and how long the access token stays valid on the server clock', () => {
    expect(sessionIdOf(claimsOf(signedIn.token))).toBe('s1');
    expect(sessionIdOf(claimsOf(jwt({ sub: 'u1', exp: expiresAt })))).toBe('u1');
    const now = (expiresAt - 100) * 1000;
    // keycloak-js's timeSkew: server clock minus the browser's, in seconds
    expect(secondsLeft(signedIn, now)).toBe(100 - 2);
    expect(secondsLeft({ ...signedIn, timeSkew: 5 }, now)).toBe(105);
  });

  it('stores nothing without a refresh token or a clock estimate (keycloak-js could not tell when the token expires)', () => {
    storeTabTokens(keycloakWith({ ...signedIn, refreshToken: undefined }));
    storeTabTokens(keycloakWith({ ...signedIn, timeSkew: null as unknown as number }));
    expect(sessionStorage.getItem(tabTokensKey)).toBeNull();
    expect(storedTabTokens()).toBeUndefined();
  });

  it('drops an unreadable or partial record instead of handing it to keycloak-js', () => {
    const partial = [
      JSON.stringify({ token: signedIn.token, timeSkew: 0 }),
      JSON.stringify({ ...signedIn, timeSkew: '0' }),
      JSON.stringify({ ...signedIn, token: 'not-a-jwt' }),
    ];
    for (const stored of ['{not json', ...partial]) {
      sessionStorage.setItem(tabTokensKey, stored);
      expect(storedTabTokens()).toBeUndefined();
      expect(sessionStorage.getItem(tabTokensKey)).toBeNull();
    }
  });
});
