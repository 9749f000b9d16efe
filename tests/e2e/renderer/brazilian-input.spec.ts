/**
 * Numbers and dates typed the Brazilian way in list filters: "10.000" is ten thousand, "10.000,50"
 * is accepted, a decimal point is refused with a hint; dates are typed as dd/mm/aaaa or picked from
 * the usual periods; the calendar's controls have names.
 */
import { type Page } from '@playwright/test';
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'analista' });

const claimsTable = (page: Page) => page.getByRole('table', { name: 'Sinistro' });
const vehiclesTable = (page: Page) => page.getByRole('table', { name: 'Consulta de Veículos' });

/** The body of the next list request sent after `action`. */
async function listRequestAfter(page: Page, path: string, action: () => Promise<void>) {
  const request = page.waitForRequest((candidate) => candidate.url().endsWith(path) && candidate.method() === 'POST');
  await action();
  return (await request).postDataJSON() as { filters: Record<string, unknown> };
}

const reais = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

test('Sinistro: the value filter reads "10.000" and "20.000,50" as reais and lists only claims between them', async ({ page }) => {
  await openApp(page, '/claims');
  await expect(claimsTable(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const from = page.locator('input[id$="valor_min"]');
  const to = page.locator('input[id$="valor_max"]');

  await from.fill('10.5');
  await expect(page.getByText('Use vírgula para os decimais (ex.: 10,5)')).toBeVisible();
  await from.fill('10.000');
  await to.fill('20.000,50');
  // Leaving the field (not Tab: the next field is a searchable select whose list opens on focus).
  await to.blur();
  await expect(to).toHaveValue('20.000,5');
  const body = await listRequestAfter(page, '/api/claims/list', () => page.getByRole('button', { name: 'Pesquisar' }).click());
  expect(body.filters.valor).toEqual({ min: 10000, max: 20000.5 });

  const rows = claimsTable(page).locator('tbody tr');
  const valueColumn = (await claimsTable(page).getByRole('columnheader').allInnerTexts()).findIndex((text) => text.startsWith('Valor'));
  // The rows before the answer stay on screen until it is drawn: read them until the filtered ones show.
  const shownValues = async () => (await rows.locator(`td:nth-child(${valueColumn + 1})`).allInnerTexts()).map(reais);
  await expect
    .poll(
      async () => {
        const values = await shownValues();
        return values.length > 0 && values.every((value) => value >= 10000 && value <= 20000.5);
      },
      { message: 'só sinistros entre R$ 10.000,00 e R$ 20.000,50' },
    )
    .toBe(true);
});

test('Consulta de Veículos: order dates typed as dd/mm/aaaa or picked from a period preset', async ({ page }) => {
  await openApp(page, '/vehicles/search');
  await expect(vehiclesTable(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const from = page.getByRole('textbox', { name: 'Data do pedido: De' });
  const to = page.getByRole('textbox', { name: 'Data do pedido: Até' });

  await from.click();
  await expect(page.getByRole('button', { name: 'Próximo mês' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mês anterior' })).toBeVisible();
  await from.fill('01/09/2026');
  await to.fill('30/09/2026');
  await to.press('Escape');
  let body = await listRequestAfter(page, '/api/vehicle/list', () => page.getByRole('button', { name: 'Pesquisar' }).click());
  expect(body.filters.dataPedido).toEqual({ from: '2026-09-01', to: '2026-09-30' });

  await page.getByRole('button', { name: 'Editar filtros' }).click();
  await page.getByRole('button', { name: 'Períodos: Data do pedido' }).click();
  await page.getByRole('menuitem', { name: 'Últimos 30 dias' }).click();
  const expected = await page.evaluate(() => {
    const iso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const today = new Date();
    return { from: iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29)), to: iso(today) };
  });
  body = await listRequestAfter(page, '/api/vehicle/list', () => page.getByRole('button', { name: 'Pesquisar' }).click());
  expect(body.filters.dataPedido).toEqual(expected);
  await page.getByRole('button', { name: 'Editar filtros' }).click();
  await expect(from).toHaveValue(expected.from.split('-').reverse().join('/'));
});
