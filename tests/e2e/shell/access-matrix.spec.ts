/**
 * In the browser: each demo user, signed in, opens every page
 * manifest's path (demo ids for :params, found as admin) inside the SPA; the real guard shows the
 * page or /access-denied exactly as the realm file's grants say. (A typed deep link goes through the
 * same guard after sign-in: sign-in-and-logout and access-denied-navigation open those.)
 */
import appManifest from '../../../manifests/app.json' with { type: 'json' };
import { featureToggles, toggleIsOn } from '../../../src/shared/manifest/feature-toggles.ts';
import { realmGrants, grants } from '../../helpers/realm-grants.ts';
import type { PermissionEntry } from '../../../src/shared/permissions.ts';
import { demoUrl, pageManifests } from '../a11y/page-urls.ts';
import { openInApp } from '../support/in-app.ts';
import { expect, newPageAs, openApp, test } from '../support/fixtures.ts';
import type { DemoUser } from '../support/login.ts';

interface PageTarget {
  path: string;
  url: string;
  permissions?: { resource: string; scope?: string }[];
  public?: boolean;
  /** Its feature toggle is off in manifests/app.json: the page does not exist (/notfound) for anyone. */
  switchedOff: boolean;
}

const targets: PageTarget[] = [];
let grantsByUser: Record<DemoUser, PermissionEntry[]>;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  grantsByUser = await realmGrants();
  const page = await newPageAs(browser, 'admin');
  await openApp(page);
  const toggles = featureToggles(appManifest);
  for (const manifest of pageManifests()) {
    const switchedOff = !toggleIsOn(toggles, manifest.featureToggle);
    const url = switchedOff ? manifest.path : await demoUrl(page, manifest.path);
    targets.push({ path: manifest.path, url, permissions: manifest.permissions, public: manifest.public, switchedOff });
  }
  await page.close();
});

function expectedToLand(target: PageTarget, user: DemoUser): boolean {
  return target.public === true || (target.permissions ?? []).some((p) => grants(grantsByUser[user], p.resource, p.scope));
}

for (const user of ['admin', 'analista', 'operador', 'semacesso'] as const) {
  test.describe(() => {
    test.use({ signedInAs: user });
    test(`${user}: cada página abre ou leva a /access-denied conforme o realm`, async ({ page }) => {
      test.setTimeout(300_000);
      await openApp(page);
      const denied = page.getByRole('heading', { name: 'Acesso negado' });
      const outcomes: string[] = [];
      for (const target of targets) {
        await openInApp(page, target.url);
        const lands = expectedToLand(target, user);
        const expectedPath = target.switchedOff ? '/notfound' : lands ? new URL(target.url, 'http://x').pathname : '/access-denied';
        await expect.poll(() => new URL(page.url()).pathname, { message: `${user} em ${target.url}` }).toBe(expectedPath);
        if (target.switchedOff || (lands && target.path !== '/access-denied')) await expect(denied, `${user} em ${target.url}`).toHaveCount(0);
        else if (!lands) await expect(denied, `${user} em ${target.url}`).toBeVisible();
        outcomes.push(`${target.path} -> ${target.switchedOff ? '/notfound (feature toggle desligado)' : lands ? 'página' : '/access-denied'}`);
      }
      console.log(`${user}:\n  ${outcomes.join('\n  ')}`);
    });
  });
}
