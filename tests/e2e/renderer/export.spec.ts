/**
 * Exportar downloads the list the user last applied: every matching row (not just the page), even when
 * pressed while the search it follows is still being applied.
 */
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'admin' });

const table = (page: Page) => page.getByRole('table', { name: 'Consulta de Veículos' });

async function openSearch(page: Page) {
  await openApp(page, '/vehicles/search');
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
}

/** The list's total once the rows of `orderPrefix` are shown (not the previous answer kept while loading). */
async function shownTotal(page: Page, orderPrefix: string): Promise<number> {
  await expect(table(page).locator('tbody tr').first()).toContainText(orderPrefix);
  await expect(page.getByLabel('Carregando')).toHaveCount(0);
  return Number((await page.getByText(/^[\d.]+ registros?$/).textContent())!.replace(/\D/g, ''));
}

/** Data rows of the downloaded workbook's first sheet (the header row excluded). */
async function exportedRows(download: Promise<import('@playwright/test').Download>): Promise<number> {
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = XLSX.read(await readFile((await file.path())!));
  return XLSX.utils.sheet_to_json(workbook.Sheets[workbook.SheetNames[0]!]!).length;
}

test('Exportar right after Pesquisar downloads an xlsx of the new filters', async ({ page }) => {
  await openSearch(page);
  await page.getByLabel('Número do pedido').fill('4500014');
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/vehicle/report'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await page.getByRole('button', { name: 'Exportar' }).click();
  expect((await request).postDataJSON()).toMatchObject({ filters: { numeroPedido: '4500014' }, sort: [{ field: 'dataPedido', direction: 'desc' }] });
  const rows = await exportedRows(download);
  await expect(page.getByText(/Arquivo .*\.xlsx gerado\./)).toBeVisible();
  const total = await shownTotal(page, '4500014');
  expect(rows).toBe(total);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(20_000);
});

test('Exportar pressed in the same tick as Pesquisar exports the filters just submitted', async ({ page }) => {
  await openSearch(page);
  await page.getByLabel('Número do pedido').fill('4500013');
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/vehicle/report'));
  const download = page.waitForEvent('download');
  // Both presses in one task: nothing renders or commits between them.
  await page.evaluate(() => {
    const button = (name: string) => [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)!;
    button('Pesquisar').click();
    button('Exportar').click();
  });
  expect((await request).postDataJSON()).toMatchObject({ filters: { numeroPedido: '4500013' } });
  const rows = await exportedRows(download);
  const total = await shownTotal(page, '4500013');
  expect(rows).toBe(total);
  expect(total).toBeLessThan(20_000);
});
