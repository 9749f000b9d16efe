/**
 * "Lista de chassis" on Consulta de Veículos: chassis pasted as they come (lower case, commas, spaces,
 * line breaks, one invalid) are searched together; the invalid one is named and left out.
 */
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'analista' });

test('a pasted list of chassis finds exactly those vehicles', async ({ page }) => {
  await openApp(page, '/vehicles/search');
  const table = page.getByRole('table', { name: 'Consulta de Veículos' });
  await expect(table.locator('tbody tr').nth(2)).toBeVisible({ timeout: 20_000 });
  const chassis = (await table.locator('tbody tr td:first-child').allTextContents()).slice(0, 3).map((text) => text.trim());
  const [first, second, third] = chassis as [string, string, string];

  await page.getByLabel('Lista de chassis').fill(`  ${first.toLowerCase()}, ${second}\nVT00O4I5\n${third}  `);
  await expect(page.getByTestId('code-list-invalid')).toContainText('VT00O4I5');
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/vehicle/list'));
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  expect((await request).postDataJSON().filters).toEqual({ chassi__in: [first, second, third] });

  await expect(page.getByTestId('list-total')).toHaveText('3 registros');
  await expect(table.locator('tbody tr')).toHaveCount(3);
  const shown = (await table.locator('tbody tr td:first-child').allTextContents()).map((text) => text.trim());
  expect(shown.sort()).toEqual([...chassis].sort());
});
