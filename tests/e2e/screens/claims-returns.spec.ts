/** Sinistro and Devolução lists open their details; a column hidden by permission stays hidden. */
import { type Page } from '@playwright/test';
import { expect, newPageAs, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'analista' });

const claimsTable = (page: Page) => page.getByRole('table', { name: 'Sinistro' });
const delayHeader = (page: Page) => claimsTable(page).getByRole('columnheader', { name: /Atraso no transporte/ });

test.describe('as operador', () => {
  test.use({ signedInAs: 'operador' });

  test('Sinistro: the transport-delay column shows only to users holding transport-delay', async ({ page, browser }) => {
    await openApp(page, '/claims');
    await expect(claimsTable(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
    await expect(delayHeader(page)).toBeVisible();

    const other = await newPageAs(browser, 'analista');
    await openApp(other, '/claims');
    await expect(claimsTable(other).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
    await expect(claimsTable(other).getByRole('columnheader', { name: 'Valor' })).toBeVisible();
    await expect(delayHeader(other)).toHaveCount(0);
    await expect(claimsTable(other)).toContainText(/R\$\s?[\d.]+,\d{2}/);
    await other.close();
  });
});

test('Sinistro and Devolução rows open their details with the vehicle timeline', async ({ page }) => {
  await openApp(page, '/claims');
  await expect(claimsTable(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await claimsTable(page).locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/claims\/\d+$/);
  await expect(page.getByRole('region', { name: 'Sinistro', exact: true })).toContainText(/R\$/);
  await expect(page.getByRole('region', { name: 'Linha do tempo do veículo' })).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  await page.goto('/returns');
  const returnsTable = page.getByRole('table', { name: 'Devolução' });
  await expect(returnsTable.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await returnsTable.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/returns\/\d+$/);
  await expect(page.getByRole('region', { name: 'Veículo e pedido' }).getByRole('link').first()).toHaveAttribute('href', /\/vehicles\/details\//);
});
