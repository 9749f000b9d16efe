/**
 * Playwright's authentication setup: each demo user signs in once through the real login form, and the
 * browser state the identity provider left (its session cookies) is kept for the tests that start signed
 * in as that user (support/fixtures.ts). The tests' own sign-ins then pass through the identity
 * provider without its form or a password check.
 */
import { test as setup } from '@playwright/test';
import { type DemoUser, login } from './support/login.ts';
import { authFile } from './support/fixtures.ts';

const users: DemoUser[] = ['admin', 'analista', 'operador', 'semacesso'];

for (const user of users) {
  setup(`${user} signs in`, async ({ page }) => {
    await login(page, user);
    await page.context().storageState({ path: authFile(user) });
  });
}
