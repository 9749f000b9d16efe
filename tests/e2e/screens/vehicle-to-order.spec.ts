/** From a chassis suffix to the vehicle, its order and the timeline; export read back. */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'analista' });

const searchTable = (page: Page) => page.getByRole('table', { name: 'Consulta de Veículos' });
const total = async (page: Page) => Number((await page.getByTestId('list-total').innerText()).replace(/\D/g, ''));

test('analista: last 8 characters of a chassis -> details -> order -> status timeline', async ({ page }) => {
  await openApp(page, '/vehicles/search');
  await expect(searchTable(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const chassis = (await searchTable(page).locator('tbody tr').nth(2).locator('td').first().innerText()).trim();

  await page.getByRole('textbox', { name: 'Chassi', exact: true }).fill(chassis.slice(-8));
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByTestId('list-total')).toHaveText(/^1 registro$/);
  await searchTable(page).getByRole('link', { name: chassis }).click();

  await expect(page).toHaveURL(new RegExp(`/vehicles/details/${chassis}$`));
  await expect(page.getByRole('region', { name: 'Linha do tempo de status' })).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await page.getByRole('region', { name: 'Pedido e nota fiscal' }).getByRole('link').first().click();

  await expect(page).toHaveURL(/\/orders\/\d+\/\d+$/);
  await expect(page.getByRole('region', { name: 'Veículo do item' })).toContainText(chassis);
  await expect(page.getByRole('region', { name: 'Itens do pedido' }).getByRole('link', { name: chassis })).toBeVisible();
  const events = page.getByRole('region', { name: 'Eventos de status' });
  await expect(events.locator('tbody tr').first()).toBeVisible();
  await expect(events).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
});

test('analista: the exported xlsx holds exactly the rows the search found', async ({ page }) => {
  await openApp(page, '/vehicles/search');
  await expect(searchTable(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  // Demo order numbers are 45000000NN: this prefix matches a hundred orders.
  await page.getByRole('textbox', { name: 'Número do pedido' }).fill('45000001');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL(/[?&]sid=\d+/);
  await expect(
    searchTable(page)
      .getByRole('cell', { name: /^45000001/ })
      .first(),
  ).toBeVisible();
  const found = await total(page);
  expect(found).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\d{4}-\d{2}-\d{2}.*\.xlsx$/);
  const workbook = XLSX.read(readFileSync(await file.path()), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]!]!, { header: 1 });
  expect(rows.length - 1).toBe(found);
});
