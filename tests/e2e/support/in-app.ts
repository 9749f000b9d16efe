/**
 * Moving inside the signed-in SPA without reloading it. A typed URL costs a whole sign-in round trip
 * (the SPA boots, keycloak-js goes to the identity provider and back, the SPA boots again); tests that
 * visit every page do it once, then move the router the way a link does, so each page still goes
 * through its real guard, route code and data requests.
 */
import { type Page, type Request, expect } from '@playwright/test';

/**
 * Pushes `url` as a new history entry with a fresh router key and lets the router handle it. With
 * `settle`, resolves once no request of the page has been in flight for 400 ms (at most 10 s: a page
 * that keeps polling is taken as it is then).
 */
export async function openInApp(page: Page, url: string, { settle = false } = {}): Promise<void> {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    pending.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    pending.delete(request);
    lastChange = Date.now();
  };
  if (settle) {
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }
  try {
    await page.evaluate((target) => {
      const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', target);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, url);
    await expect(page.getByTestId('profile-menu')).toBeVisible({ timeout: 20_000 });
    if (settle) {
      await expect
        .poll(() => pending.size === 0 && Date.now() - lastChange >= 400, { timeout: 10_000, intervals: [100] })
        .toBe(true)
        .catch(() => undefined);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
