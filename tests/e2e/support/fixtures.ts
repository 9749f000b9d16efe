/**
 * The e2e `test`, whose pages start signed in as the demo user a file or group names with
 * `test.use({ signedInAs })`: its context gets the browser state that user's sign-in left
 * (tests/e2e/auth.setup.ts), so opening an app URL signs in through the identity provider's session
 * without the form. Specs about the sign-in itself (form, logout, session resume) leave it unset.
 */
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, test as base, expect, request } from '@playwright/test';
import type { DemoUser } from './login.ts';

export { expect };

/** Where the sign-in setup keeps `user`'s browser state. */
export function authFile(user: DemoUser): string {
  return path.join('test-results', 'e2e-auth', `${user}.json`);
}

export const test = base.extend<{ signedInAs: DemoUser | undefined; undoAfterTest: (undo: () => Promise<void>) => void }>({
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, storageState, baseURL }, use) => {
    if (!signedInAs) return use(storageState);
    const ended = `${signedInAs}'s kept session, which the tests signed in as ${signedInAs} use, has ended`;
    expect(await sessionKept(baseURL!, signedInAs), `${ended}: an earlier test ended it (it failed saying so)`).toBe(true);
    await use(authFile(signedInAs));
    expect(await sessionKept(baseURL!, signedInAs), `${ended} in this test: let it sign in through the form (signedInAs: undefined, login())`).toBe(true);
  },
  /**
   * Registers how to put back what the test changed in records other tests (or its own retry) read;
   * run after the test whatever its outcome, latest first. It depends on `page` so that it is torn down
   * first, while the page (and `page.request`, which undos use) is still open.
   */
  undoAfterTest: async ({ page: _page }, use) => {
    const undos: (() => Promise<void>)[] = [];
    await use((undo) => undos.unshift(undo));
    for (const undo of undos) await undo();
  },
});

/**
 * Whether `user`'s kept session still signs in (the identity provider's silent sign-in answers with a
 * code). A test that ends it (a logout, a permission fetch that fails) would otherwise make every later
 * test of that user wait out its sign-in; the fixture names the test instead.
 */
async function sessionKept(baseURL: string, user: DemoUser): Promise<boolean> {
  const api = await request.newContext({ baseURL, storageState: authFile(user) });
  try {
    const { auth } = (await (await api.get('/config.json')).json()) as { auth: { url: string; realm: string; clientId: string } };
    const silentSignIn = await api.get(`${auth.url}/realms/${auth.realm}/protocol/openid-connect/auth`, {
      maxRedirects: 0,
      params: {
        client_id: auth.clientId,
        redirect_uri: `${baseURL}/`,
        response_type: 'code',
        response_mode: 'fragment',
        scope: 'openid',
        prompt: 'none',
        state: 'kept',
        nonce: 'kept',
        code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
        code_challenge_method: 'S256',
      },
    });
    return (silentSignIn.headers().location ?? '').includes('code=');
  } finally {
    await api.dispose();
  }
}

/** A page of a context of its own, signed in as `user` beside the test's own page; closing it closes its context. */
export function newPageAs(browser: Browser, user: DemoUser, options: BrowserContextOptions = {}): Promise<Page> {
  return browser.newPage({ ...options, storageState: authFile(user) });
}

/** A browser that has never signed in (a context a test opens otherwise gets the test's saved session too). */
export function newSignedOutContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ storageState: { cookies: [], origins: [] } });
}

/**
 * Opens `path` (default: the home page) in a signed-in page and waits until the app shell is on screen
 * there (or wherever the guard sent the user, e.g. /access-denied).
 */
export async function openApp(page: Page, path = '/'): Promise<void> {
  // Done once the document commits: keycloak-js sends it on to the identity provider and back before its load event.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByTestId('profile-menu')).toBeVisible({ timeout: 20_000 });
}
