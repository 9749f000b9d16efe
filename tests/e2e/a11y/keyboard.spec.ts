/**
 * Every action of the shell and of a list page is reachable with Tab alone — sidebar,
 * top bar, filter form, Pesquisar, table sort and row link, pager — and works with Enter.
 */
import { type Page } from '@playwright/test';
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'analista' });

interface Focused {
  label: string;
  testId: string | null;
  area: 'sidebar' | 'top bar' | 'table' | 'main' | 'other';
}

/** What has the keyboard focus, as a user would name it. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { label: '', testId: null, area: 'other' as const };
    const labelled = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null);
    const label = (labelled ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const area = el.closest('nav[aria-label="Menu principal"]')
      ? 'sidebar'
      : el.closest('header')
        ? 'top bar'
        : el.closest('table')
          ? 'table'
          : el.closest('main')
            ? 'main'
            : 'other';
    return { label, testId: el.getAttribute('data-testid'), area: area as Focused['area'] };
  });
}

/** Presses Tab (or Shift+Tab) until the focus matches, failing after `limit` presses; returns every stop on the way. */
async function tabTo(page: Page, matches: (f: Focused) => boolean, what: string, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 120): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    stops.push(now);
    if (matches(now)) return stops;
  }
  throw new Error(`${what} not reached with ${limit} Tab presses; stops: ${stops.map((s) => `${s.area}:${s.label || s.testId}`).join(' | ')}`);
}

const listResponse = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/vehicle/list') && r.request().method() === 'POST');

test('keyboard only: shell, filters, search, sort, row link and pager of a list page', async ({ page }) => {
  // Some hundred key presses, each followed by a look at the focus: longer than one page's default.
  test.setTimeout(150_000);
  await openApp(page, '/vehicles/search');
  const table = page.getByRole('table', { name: 'Consulta de Veículos' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await page.locator('body').click({ position: { x: 1, y: 1 } });

  // Shell: sidebar toggle and entries, theme and profile in the top bar, logout.
  const shell = await tabTo(page, (f) => f.area === 'main', 'the page content');
  expect(shell.some((f) => f.testId === 'sidebar-toggle')).toBe(true);
  expect(shell.filter((f) => f.area === 'sidebar').length).toBeGreaterThanOrEqual(4);
  expect(shell.some((f) => f.testId === 'profile-menu')).toBe(true);
  expect(shell.some((f) => f.area === 'top bar' && /tema|escuro|claro/i.test(f.label))).toBe(true);

  // Filter form: Chassi, then Pesquisar with Enter.
  await tabTo(page, (f) => f.label.startsWith('Chassi'), 'the Chassi filter');
  const vin = (await table.locator('tbody tr').nth(2).locator('td').first().innerText()).trim();
  await page.keyboard.type(vin.slice(-8));
  await tabTo(page, (f) => f.label === 'Pesquisar', 'Pesquisar');
  let answer = listResponse(page);
  await page.keyboard.press('Enter');
  expect((await answer).request().postDataJSON()).toMatchObject({ filters: { chassi: vin.slice(-8) } });
  await expect(page.getByTestId('list-total')).toHaveText(/^1 registro$/);

  // The panel folds into its applied filters; the keyboard is on its toggle: the chip, Editar filtros, Limpar.
  await tabTo(page, (f) => f.label === 'Limpar', 'Limpar', 'Tab', 3);
  answer = listResponse(page);
  await page.keyboard.press('Enter');
  await answer;
  await expect(page.getByTestId('list-total')).not.toHaveText(/^1 registro$/);

  // Table: a sort header, a row link, then the pager.
  await tabTo(page, (f) => f.area === 'table' && /^Chassi: ordenar/.test(f.label), 'the Chassi sort header');
  answer = listResponse(page);
  await page.keyboard.press('Enter');
  expect((await answer).request().postDataJSON().sort).toEqual([{ field: 'chassi', direction: 'asc' }]);
  const isRowLink = (f: Focused) => f.area === 'table' && /^[A-HJ-NPR-Z0-9]{17}$/.test(f.label);
  await tabTo(page, isRowLink, 'a row link');
  await tabTo(page, (f) => f.label === 'Página 2', 'the pager');
  answer = listResponse(page);
  await page.keyboard.press('Enter');
  expect((await answer).request().postDataJSON()).toMatchObject({ page: 2 });
  // The rows of page 1 stay under the loading overlay until page 2's are drawn; a link focused there would vanish.
  await expect(table).toHaveAttribute('aria-busy', 'false');

  // Back to a row link of page 2: Enter opens its details.
  const link = await tabTo(page, isRowLink, 'a row link on page 2', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/vehicles/details/${link.at(-1)!.label}`));
});
