/**
 * Saved views on Consulta de Veículos: operador saves a shared view (a filter, a sort, a hidden
 * column); admin, in a browser of their own, opens its link and sees the same total, rows and
 * columns, but never operador's personal view. A view and the column choice are kept on the server:
 * they survive sign-out and sign-in. A dashboard opened with nothing in its URL opens the user's
 * default view. Screens: test-results/screens/saved-views-{light,dark}.png.
 *
 * Column choices are kept per user on the server, so these tests change operador's alone (the other
 * column specs use analista and admin on this page), run one after the other, and put back what they changed.
 */
import type { Page } from '@playwright/test';
import { capturedBearer } from '../security/script-watch.ts';
import { expect, newPageAs, openApp, test } from '../support/fixtures.ts';
import { login, submitLogin } from '../support/login.ts';
import { keepScreenshot } from '../support/screenshots.ts';

const searchUrl = '/vehicles/search?status=TRANSITO&sort=chassi';
const columnsUrl = '/api/user-preferences/columns/vehicles-search';

const table = (page: Page) => page.getByRole('table', { name: 'Consulta de Veículos' });
const headers = async (page: Page) => (await table(page).locator('thead th').allInnerTexts()).map((text) => text.trim());
const firstCells = (page: Page) => table(page).locator('tbody tr td:first-child').allInnerTexts();
const total = (page: Page) => page.getByTestId('list-total');
const viewsButton = (page: Page) => page.getByRole('button', { name: /^Visões/ });

/** The list on screen, its answer in. */
async function listShown(page: Page) {
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(total(page)).toHaveText(/\d+ registros?$/);
}

async function hideColumn(page: Page, label: string) {
  await page.getByRole('button', { name: 'Colunas' }).click();
  const chooser = page.getByRole('dialog', { name: 'Colunas' });
  const saved = page.waitForResponse((response) => response.url().endsWith(columnsUrl) && response.request().method() === 'PUT');
  await chooser.getByRole('checkbox', { name: label, exact: true }).uncheck();
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  expect((await saved).status()).toBe(200);
}

/** Saves the page's state as a view named `name` and answers its id (from the URL that now names it). */
async function saveView(page: Page, name: string, { shared = false, asDefault = false } = {}): Promise<number> {
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Salvar visão…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salvar visão' });
  await dialog.getByRole('textbox', { name: 'Nome da visão' }).fill(name);
  if (shared) await dialog.getByRole('checkbox', { name: 'Compartilhar com todos que podem abrir esta página' }).check();
  if (asDefault) await dialog.getByRole('checkbox', { name: 'Usar como padrão' }).check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(viewsButton(page)).toHaveText(`Visões: ${name}`);
  await expect(page).toHaveURL(/[?&]view=\d+/);
  return Number(new URL(page.url()).searchParams.get('view'));
}

test.describe.configure({ mode: 'serial' });

test.describe('shared and personal views', () => {
  test.use({ signedInAs: 'operador' });

  test('another user opens a shared view by link with the same rows and columns, and never sees a personal one', async ({ page, browser, undoAfterTest }) => {
    test.setTimeout(180_000);
    const bearer = capturedBearer(page);
    await openApp(page, searchUrl);
    const authorization = await bearer;
    await listShown(page);
    await hideColumn(page, 'Região');
    const stamp = Date.now();
    const sharedName = `Em trânsito ${stamp}`;
    const personalName = `Só minha ${stamp}`;
    const sharedId = await saveView(page, sharedName, { shared: true });
    const shownHeaders = await headers(page);
    expect(shownHeaders).not.toContain('Região');
    const shownTotal = await total(page).innerText();
    const shownCells = await firstCells(page);
    const personalId = await saveView(page, personalName);
    undoAfterTest(async () => {
      for (const id of [sharedId, personalId]) await page.request.delete(`/api/saved-views/${id}`, { headers: { authorization } });
      await page.request.delete(columnsUrl, { headers: { authorization } });
    });

    // The menu with a saved view open, in both themes.
    await page.goto(`/vehicles/search?view=${sharedId}`);
    await listShown(page);
    await viewsButton(page).click();
    const menu = page.getByTestId('saved-views-menu');
    await expect(menu.getByRole('menuitem', { name: new RegExp(sharedName) })).toBeVisible();
    await expect(menu.getByText(`Visão aberta: ${sharedName}`)).toBeVisible();
    await keepScreenshot(page, { path: 'test-results/screens/saved-views-light.png', animations: 'disabled' });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await viewsButton(page).click();
    await expect(menu).toBeVisible();
    await keepScreenshot(page, { path: 'test-results/screens/saved-views-dark.png', animations: 'disabled' });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Ativar tema claro' }).click();

    const other = await newPageAs(browser, 'admin');
    try {
      // The view's columns are shown to admin, not kept as admin's own choice.
      const columnWrites: string[] = [];
      other.on('request', (request) => {
        if (request.url().endsWith(columnsUrl) && request.method() !== 'GET') columnWrites.push(request.method());
      });
      await openApp(other, `/vehicles/search?view=${sharedId}`);
      await expect(viewsButton(other)).toHaveText(`Visões: ${sharedName}`);
      await expect.poll(() => headers(other)).toEqual(shownHeaders);
      await expect(total(other)).toHaveText(shownTotal);
      await expect.poll(() => firstCells(other)).toEqual(shownCells);
      expect(columnWrites).toEqual([]);

      await viewsButton(other).click();
      const otherMenu = other.getByTestId('saved-views-menu');
      await expect(otherMenu.getByRole('menuitem', { name: new RegExp(sharedName) })).toContainText('de operador');
      await expect(otherMenu.getByRole('menuitem', { name: new RegExp(personalName) })).toHaveCount(0);
      await other.keyboard.press('Escape');

      // A link to the personal view tells admin it is not available, and names no view.
      await other.goto(`/vehicles/search?view=${personalId}`);
      await expect(other.getByText('A visão deste link não existe mais ou não está disponível para você.')).toBeVisible({ timeout: 20_000 });
      await expect(viewsButton(other)).toHaveText('Visões');
    } finally {
      await other.close();
    }
  });
});

test.describe('kept on the server', () => {
  test('a view and the column choice survive sign-out and sign-in', async ({ page, undoAfterTest }) => {
    test.setTimeout(180_000);
    await login(page, 'operador', searchUrl);
    await listShown(page);
    await hideColumn(page, 'Dias no status');
    const name = `Depois do login ${Date.now()}`;
    const id = await saveView(page, name);
    const savedTotal = await total(page).innerText();

    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.getByRole('dialog', { name: 'Sair do VTLog' }).getByRole('button', { name: 'CONFIRMAR' }).click();
    await expect(page.getByLabel('Usuário ou e-mail')).toBeVisible({ timeout: 20_000 });

    const bearer = capturedBearer(page);
    await page.goto('/vehicles/search', { waitUntil: 'commit' });
    await submitLogin(page, 'operador');
    const authorization = await bearer;
    undoAfterTest(async () => {
      await page.request.delete(`/api/saved-views/${id}`, { headers: { authorization } });
      await page.request.delete(columnsUrl, { headers: { authorization } });
    });
    await listShown(page);
    await expect.poll(() => headers(page)).not.toContain('Dias no status');

    await viewsButton(page).click();
    await page.getByRole('menuitem', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]view=${id}(&|$)`));
    await expect(page).toHaveURL(/[?&]status=TRANSITO/);
    await expect(total(page)).toHaveText(savedTotal);
  });
});

test.describe('default view', () => {
  test.use({ signedInAs: 'operador' });

  test('a dashboard opened with nothing in its URL opens the default view', async ({ page, undoAfterTest }) => {
    const bearer = capturedBearer(page);
    await openApp(page, '/dashboard/app-rate?regiao=SE');
    const authorization = await bearer;
    const region = page.getByRole('combobox', { name: 'Região' });
    await expect(region).toHaveValue('Sudeste', { timeout: 20_000 });
    const name = `Sudeste ${Date.now()}`;
    const id = await saveView(page, name, { asDefault: true });
    undoAfterTest(async () => {
      await page.request.delete(`/api/saved-views/${id}`, { headers: { authorization } });
    });

    await page.goto('/dashboard/app-rate');
    await expect(page).toHaveURL(new RegExp(`[?&]view=${id}(&|$)`), { timeout: 20_000 });
    await expect(page).toHaveURL(/[?&]regiao=SE(&|$)/);
    await expect(region).toHaveValue('Sudeste');
    await viewsButton(page).click();
    await expect(page.getByTestId('saved-views-menu').getByRole('menuitem', { name: new RegExp(name) })).toContainText('padrão');
  });
});
