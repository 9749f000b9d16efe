/**
 * Screenshots for people to look at, never compared by a test (the screens of a change, the catalog of
 * every page in both themes): taken when E2E_SCREENSHOTS is set, e.g.
 * `E2E_SCREENSHOTS=1 npx playwright test tests/e2e/a11y`. `npm test` leaves them out: encoding full pages
 * is a large share of a run's CPU on a 2-core machine, and it shows nothing a test checks.
 */
import type { Locator, Page, PageScreenshotOptions } from '@playwright/test';

export async function keepScreenshot(target: Page | Locator, options: PageScreenshotOptions & { path: string }): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await target.screenshot(options);
}
