/**
 * Signs in through the REAL login page of the embedded identity provider (keycloak-js redirects
 * there from any app URL). Demo users sign in with their username as password (identity/realm-vtlog.json).
 */
import { type Page, expect } from '@playwright/test';

export type DemoUser = 'admin' | 'analista' | 'operador' | 'semacesso';

/** Fills the login form the browser is on (after a redirect from the app) and submits it. */
export async function submitLogin(page: Page, username: DemoUser): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/realms\/vtlog\/protocol\/openid-connect\/auth/);
  await page.getByLabel('Usuário ou e-mail').fill(username);
  await page.getByLabel('Senha').fill(username);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Opens `path` (default: the home page), signs in as `username` and waits until the app shell
 * is on screen at that path (or wherever the guard sent the user, e.g. /access-denied).
 */
export async function login(page: Page, username: DemoUser, path = '/'): Promise<void> {
  // Done once the document commits: keycloak-js may send it on to the login page before its load event.
  await page.goto(path, { waitUntil: 'commit' });
  await submitLogin(page, username);
  await expect(page.getByTestId('profile-menu')).toBeVisible({ timeout: 20_000 });
}
