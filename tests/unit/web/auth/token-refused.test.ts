/** A 401 from the API makes keycloak-js refresh the token by force: a lost session then goes to the login page, a live one stays. */
import type Keycloak from 'keycloak-js';
import { describe, expect, it, vi } from 'vitest';
import { tokenRefusedFrom } from '../../../../src/web/auth/auth-session.ts';

describe('tokenRefusedFrom', () => {
  it('forces a token refresh and leaves a refused refresh to keycloak-js (no unhandled rejection)', async () => {
    const updateToken = vi.fn<(minValidity: number) => Promise<boolean>>().mockRejectedValue(new Error('invalid_grant'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    tokenRefusedFrom({ updateToken } as unknown as Keycloak, { signedIn: Promise.resolve(), start: () => undefined })();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(updateToken).toHaveBeenCalledWith(-1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
