/** Issue 5 acceptance: the export action downloads the filtered list as a file. */
import { expect, test } from '@playwright/test';
import { login } from '../support/login.ts';

test('Exportar downloads an xlsx of the current filters', async ({ page }) => {
  await login(page, 'admin', '/vehicles/search');
  await expect(page.getByRole('table', { name: 'Consulta de Veículos' }).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Número do pedido').fill('1');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL(/[?&]sid=\d+/);

  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/vehicle/report'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  expect((await request).postDataJSON()).toMatchObject({ filters: { numeroPedido: '1' }, sort: [{ field: 'dataPedido', direction: 'desc' }] });
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByText(/Arquivo .*\.xlsx gerado\./)).toBeVisible();
});
