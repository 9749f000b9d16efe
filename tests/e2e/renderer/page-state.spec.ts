/** Filters, paging and sort cached per page under ?sid= (restore, "last", at most 5). */
import { type Page } from '@playwright/test';
import { submitLogin } from '../support/login.ts';
import { expect, newSignedOutContext, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'analista' });

const storageKey = 'vtlog:page-state:vehicles-search';

/** Searches by order number (digits only: the form validates it; the page state keeps it). */
async function search(page: Page, order: string): Promise<string> {
  await page.getByLabel('Número do pedido').fill(order);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL(/[?&]sid=\d+/);
  return new URL(page.url()).searchParams.get('sid') ?? '';
}

async function cachedIds(page: Page): Promise<string[]> {
  return page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? '[]') as { id: string }[]).map((entry) => entry.id), storageKey);
}

test('reloading restores the filters; sid=last restores the most recent state', async ({ page }) => {
  await openApp(page, '/vehicles/search');
  await expect(page.getByLabel('Número do pedido')).toBeVisible({ timeout: 20_000 });
  expect(page.url()).not.toContain('sid=');
  const sid = await search(page, '1001');

  await page.reload();
  await expect(page.getByLabel('Número do pedido')).toHaveValue('1001', { timeout: 20_000 });
  expect(new URL(page.url()).searchParams.get('sid')).toBe(sid);

  await page.goto('/vehicles/search');
  await expect(page.getByLabel('Número do pedido')).toHaveValue('', { timeout: 20_000 });
  await page.goto('/vehicles/search?sid=last');
  await expect(page.getByLabel('Número do pedido')).toHaveValue('1001', { timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`sid=${sid}$`));
});

test('at most 5 states are kept per page; the oldest is dropped', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page, '/vehicles/search');
  const menuLink = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Consulta de Veículos' });
  const ids: string[] = [];
  for (let index = 1; index <= 6; index += 1) {
    // A fresh visit from the menu (no sid): empty filters, a new state id on the first search. Not on
    // the page just opened: the menu would reload it, and nothing seen tells when that is done.
    if (index > 1) {
      await menuLink.click();
      await expect(page).toHaveURL(/\/vehicles\/search$/);
    }
    // The field showed the last search's number until the visit is drawn.
    await expect(page.getByLabel('Número do pedido')).toHaveValue('', { timeout: 20_000 });
    ids.push(await search(page, `100${index}`));
  }
  expect(new Set(ids).size).toBe(6);
  expect(await cachedIds(page)).toEqual(ids.slice(1));

  await page.goto(`/vehicles/search?sid=${ids[0]}`);
  await expect(page.getByLabel('Número do pedido')).toHaveValue('', { timeout: 20_000 });
  await page.goto(`/vehicles/search?sid=${ids[1]}`);
  await expect(page.getByLabel('Número do pedido')).toHaveValue('1002', { timeout: 20_000 });
});

test('a link copied from one browser reproduces the same rows in a fresh browser, after sign-in', async ({ page, browser }) => {
  const table = (on: Page) => on.getByRole('table', { name: 'Consulta de Veículos' });
  const shown = async (on: Page) => ({
    rows: await table(on).locator('tbody tr td:first-child').allInnerTexts(),
    total: await on.getByTestId('list-total').innerText(),
  });
  await openApp(page, '/vehicles/search');
  await search(page, '45000');
  await table(page)
    .getByRole('button', { name: /Chassi: ordenar/ })
    .click();
  await expect(page).toHaveURL(/[?&]sort=chassi(&|$)/);
  await expect(page).toHaveURL(/[?&]numeroPedido=45000(&|$)/);
  await expect(page.getByLabel('Carregando')).toHaveCount(0);
  const expected = await shown(page);
  expect(expected.rows.length).toBeGreaterThan(1);

  const fresh = await newSignedOutContext(browser);
  const other = await fresh.newPage();
  await other.goto(page.url());
  await submitLogin(other, 'analista');
  await expect(other.getByLabel('Número do pedido')).toHaveValue('45000', { timeout: 20_000 });
  await expect(table(other).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(other.getByLabel('Carregando')).toHaveCount(0);
  expect(await shown(other)).toEqual(expected);
  await fresh.close();
});
