/** Reading the app shell the way a user sees it (sidebar entries, widths, storage). */
import { type Locator, type Page, expect } from '@playwright/test';

export function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

export async function sidebarWidth(page: Page): Promise<number> {
  const box = await sidebar(page).boundingBox();
  return Math.round(box?.width ?? 0);
}

/**
 * Every entry of the expanded sidebar in order, children indented by two spaces, separators as
 * "---" (groups are opened one by one, as a user would).
 */
export async function menuEntries(page: Page): Promise<string[]> {
  const nav = sidebar(page);
  if ((await nav.getAttribute('data-expanded')) === null) await page.getByTestId('sidebar-toggle').click();
  await expect(nav).toHaveAttribute('data-expanded', 'true');
  const closed = nav.locator('button[data-menu-id][aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return nav.locator('[data-menu-id], [data-menu-separator]').evaluateAll((elements) =>
    elements.map((element) => {
      if (element.hasAttribute('data-menu-separator')) return '---';
      // its label as shown (icons are hidden from assistive technology; a count badge is not the entry's name)
      const shown = element.cloneNode(true) as Element;
      for (const badge of shown.querySelectorAll('[data-menu-badge]')) badge.remove();
      const label = (shown.textContent || element.getAttribute('aria-label') || '').trim();
      return element.closest('[role="group"]') ? `  ${label}` : label;
    }),
  );
}

/** What the app keeps in the browser: sessionStorage keys and localStorage keys. */
export async function storageKeys(page: Page): Promise<{ session: string[]; local: string[] }> {
  return page.evaluate(() => ({ session: Object.keys(sessionStorage), local: Object.keys(localStorage) }));
}
