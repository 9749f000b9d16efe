/**
 * The filter panel: applied filters as removable pills; on a phone the panel folds once a search ran,
 * so the results are on screen without scrolling past fourteen filters.
 */
import { type Page } from '@playwright/test';
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'analista' });

const table = (page: Page) => page.getByRole('table', { name: 'Consulta de Veículos' });

async function searchFor(page: Page, order: string) {
  await page.getByLabel('Número do pedido').fill(order);
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/vehicle/list'));
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  return (await request).postDataJSON() as { filters: Record<string, unknown> };
}

test('applied filters show as pills; removing one searches again without it', async ({ page }) => {
  await openApp(page, '/vehicles/search');
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await status.click();
  await page.getByRole('option', { name: 'Em trânsito' }).click();
  await page.keyboard.press('Escape');
  expect((await searchFor(page, '45000')).filters).toEqual({ numeroPedido: '45000', status: ['TRANSITO'] });

  const applied = page.getByRole('group', { name: 'Filtros aplicados' });
  await expect(applied).toContainText('Número do pedido: 45000');
  await expect(applied).toContainText('Status: Em trânsito');
  await expect(page.getByLabel('2 filtros aplicados')).toBeVisible();

  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/vehicle/list'));
  await page.getByRole('button', { name: 'Remover o filtro Número do pedido' }).click();
  expect((await request).postDataJSON().filters).toEqual({ status: ['TRANSITO'] });
  await expect(page.getByLabel('Número do pedido')).toHaveValue('');
  await expect(page.getByLabel('1 filtro aplicado')).toBeVisible();
});

test('on a phone the panel folds after a search and the results come first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, '/vehicles/search');
  await expect(page.getByLabel('Número do pedido')).toBeVisible({ timeout: 20_000 });
  await searchFor(page, '4500');
  const toggle = page.getByRole('button', { name: /^Filtros/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Número do pedido')).toBeHidden();
  const firstRow = table(page).locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  await expect
    .poll(
      async () => {
        const box = (await firstRow.boundingBox())!;
        return box.y >= 0 && box.y + box.height <= 844;
      },
      { message: 'the first result row is on screen' },
    )
    .toBe(true);

  await toggle.click();
  await expect(page.getByLabel('Número do pedido')).toHaveValue('4500');
});
