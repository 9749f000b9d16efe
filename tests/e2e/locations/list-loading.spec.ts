/**
 * The list beside the map says "Carregando…" until the map reports its visible area, and never
 * shows "0 veículos" on the way to the real count.
 */
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'admin' });

test('the visible-vehicles count goes from loading to the real number, never through 0', async ({ page }) => {
  // Every text the count shows, from the first render on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { visibleCounts: string[] }).visibleCounts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="visible-count"]')?.textContent ?? undefined;
      if (text !== undefined && text !== seen.at(-1)) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await openApp(page, '/locations/vehicles');
  await expect(page.getByTestId('visible-count')).toHaveText(/^[1-9][\d.]* veículos? na área visível/, { timeout: 30_000 });
  const seen = await page.evaluate(() => (window as unknown as { visibleCounts: string[] }).visibleCounts);
  expect(seen.filter((text) => text.startsWith('0 '))).toEqual([]);
  expect(seen[0]).toBe('Carregando…');
});
