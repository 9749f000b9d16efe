/** The Relatórios catalogue leads to a report form whose submit downloads the xlsx. */
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'analista' });

test('Relatórios: vehicles by status downloads an xlsx with a row per status', async ({ page }) => {
  await openApp(page, '/reports');
  await page.getByRole('link', { name: /Veículos por status/ }).click();
  await expect(page).toHaveURL(/\/reports\/vehicles-by-status$/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^veiculos-por-status-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = XLSX.read(readFileSync(await file.path()), { type: 'buffer' });
  expect(workbook.SheetNames).toEqual(['Veículos por status', 'Parâmetros']);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets['Veículos por status']!, { header: 1 });
  expect(rows.at(-1)?.[0]).toBe('Total');
  await expect(page.getByText(/Arquivo veiculos-por-status-.*\.xlsx gerado\./)).toBeVisible();
});

test('Relatórios: a report with a required period asks for it before downloading', async ({ page }) => {
  await openApp(page, '/reports/delays-by-carrier');
  let requested = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/reports/delays-by-carrier')) requested = true;
  });
  await page.getByRole('button', { name: 'Baixar relatório' }).click();
  await expect(page.getByText(/obrigatório/).first()).toBeVisible();
  expect(requested).toBe(false);
});

test('Relatórios: a report previews its rows on screen before any download', async ({ page }) => {
  await openApp(page, '/reports/vehicles-by-status');
  await page.getByRole('button', { name: 'Visualizar' }).click();
  const table = page.getByRole('table', { name: 'Veículos por status' });
  await expect(table.getByRole('row').filter({ hasText: 'Em estoque' })).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('columnheader', { name: 'Sudeste' })).toBeVisible();
  const total = table.getByRole('row').filter({ hasText: /^Total/ });
  await expect(total).toContainText('100,0%');
  await expect(page.getByRole('button', { name: 'Baixar relatório' })).toBeEnabled();
});
