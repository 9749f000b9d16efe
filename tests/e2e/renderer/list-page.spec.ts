/** A generated list page filters, sorts and pages on the server. */
import { type Page } from '@playwright/test';
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'analista' });

function table(page: Page) {
  return page.getByRole('table', { name: 'Consulta de Veículos' });
}

async function firstColumn(page: Page): Promise<string[]> {
  return table(page).locator('tbody tr td:first-child').allInnerTexts();
}

function listResponse(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/api/vehicle/list') && response.request().method() === 'POST');
}

test('vehicle search: filter by the last 8 characters, sort by a column, change page', async ({ page }) => {
  await openApp(page, '/vehicles/search');
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('list-total')).toHaveText(/^[\d.]+ registros$/);

  // sort: the chassis header sorts on the server, ascending then descending
  let answer = listResponse(page);
  await page.getByRole('button', { name: /^Chassi: ordenar/ }).click();
  expect((await answer).request().postDataJSON().sort).toEqual([{ field: 'chassi', direction: 'asc' }]);
  await expect(table(page).getByRole('columnheader', { name: /Chassi/ })).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await firstColumn(page);
  expect([...ascending].sort()).toEqual(ascending);

  // paging: page 2 asks the server for page 2 and shows other rows
  answer = listResponse(page);
  await page.getByRole('button', { name: 'Página 2' }).click();
  expect((await answer).request().postDataJSON()).toMatchObject({ page: 2 });
  await expect.poll(async () => (await firstColumn(page))[0]).not.toBe(ascending[0]);
  expect(page.url()).toMatch(/[?&]sid=\d+/);

  // filter: the last 8 characters of a chassis find that vehicle
  const chassis = ascending[3] ?? '';
  answer = listResponse(page);
  await page.getByRole('textbox', { name: 'Chassi', exact: true }).fill(chassis.slice(-8));
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  expect((await answer).request().postDataJSON()).toMatchObject({ page: 1, filters: { chassi: chassis.slice(-8) } });
  await expect(table(page).locator('tbody tr').first()).toContainText(chassis);
  await expect(page.getByTestId('list-total')).toHaveText(/^1 registro$/);

  // Limpar goes back to every vehicle
  await page.getByRole('button', { name: 'Limpar' }).click();
  await expect(page.getByTestId('list-total')).not.toHaveText(/^1 registro$/);
  await expect(page.getByRole('textbox', { name: 'Chassi', exact: true })).toHaveValue('');
});
