// @vitest-environment jsdom
/** The tab's tokens kept for its next reload: written whole or not at all, read back only when whole. */
import type Keycloak from 'keycloak-js';
import { afterEach, describe, expect, it } from 'vitest';
import { storeTabTokens, storedTabTokens, tabTokensKey } from '../../../../src/web/auth/tab-tokens.ts';

const signedIn = { token: 'access', refreshToken: 'refresh', idToken: 'id', timeSkew: -2 };

function keycloakWith(fields: Partial<Keycloak>): Keycloak {
  return fields as Keycloak;
}

describe('tab tokens', () => {
  afterEach(() => sessionStorage.clear());

  it('reads back what keycloak-js held, ready for its init options', () => {
    storeTabTokens(keycloakWith(signedIn));
    expect(storedTabTokens()).toEqual(signedIn);
  });

  it('stores nothing without a refresh token or a clock estimate (keycloak-js could not tell when the token expires)', () => {
    storeTabTokens(keycloakWith({ ...signedIn, refreshToken: undefined }));
    storeTabTokens(keycloakWith({ ...signedIn, timeSkew: null as unknown as number }));
    expect(sessionStorage.getItem(tabTokensKey)).toBeNull();
    expect(storedTabTokens()).toBeUndefined();
  });

  it('drops an unreadable or partial record instead of handing it to keycloak-js', () => {
    for (const stored of ['{not json', JSON.stringify({ token: 'access', timeSkew: 0 }), JSON.stringify({ ...signedIn, timeSkew: '0' })]) {
      sessionStorage.setItem(tabTokensKey, stored);
      expect(storedTabTokens()).toBeUndefined();
      expect(sessionStorage.getItem(tabTokensKey)).toBeNull();
    }
  });
});
