/**
 * A page made of manifests only: "Veículos em estoque" reuses POST /vehicle/list with a fixed status
 * filter the user can neither see nor remove, filters by ano/modelo and by part of the city (the
 * README's filters, an operator one included, on declared vehicle fields) and shows the colour. And a filter value the API would refuse
 * is refused by the form, under its field, with the table still on screen.
 */
import { type Page } from '@playwright/test';
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'analista' });

const table = (page: Page) => page.getByRole('table', { name: 'Veículos em estoque' });
const filters = (page: Page) => page.getByRole('search', { name: 'Filtros' });
const column = (page: Page, n: number) => table(page).locator(`tbody tr td:nth-child(${n})`).allInnerTexts();

function listRequest(page: Page) {
  return page.waitForRequest((request) => request.url().endsWith('/api/vehicle/list') && request.method() === 'POST');
}

test('Veículos em estoque: fixed status filter always sent, ano/modelo filter, colour column', async ({ page }) => {
  await openApp(page, '/vehicles');
  let sent = listRequest(page);
  await page.getByRole('link', { name: /Veículos em estoque/ }).click();
  await expect(page).toHaveURL(/\/vehicles\/in-stock/);
  expect((await sent).postDataJSON().filters).toEqual({ status: ['EM ESTOQUE'] });
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });

  // Only vehicles in stock, each with its colour; the status is not a field the user could clear.
  await expect.poll(async () => new Set(await column(page, 5))).toEqual(new Set(['Em estoque']));
  expect((await column(page, 3)).every((cor) => /^[A-Za-zçã]+$/.test(cor))).toBe(true);
  await expect(filters(page).getByText('Status')).toHaveCount(0);

  const year = (await column(page, 4))[0]!;
  sent = listRequest(page);
  await filters(page).getByLabel('Ano/modelo').fill(year);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  expect((await sent).postDataJSON().filters).toEqual({ anoModelo: Number(year), status: ['EM ESTOQUE'] });
  await expect.poll(async () => new Set(await column(page, 4))).toEqual(new Set([year]));
  await expect.poll(async () => new Set(await column(page, 5))).toEqual(new Set(['Em estoque']));

  // A filter with an operator (cidade__contains, manifest only): part of the city, any case.
  await page.getByRole('button', { name: 'Editar filtros' }).click();
  await filters(page).getByLabel('Ano/modelo').fill('');
  sent = listRequest(page);
  await filters(page).getByLabel('Cidade contém').fill('paulo');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  expect((await sent).postDataJSON().filters).toEqual({ cidade__contains: 'paulo', status: ['EM ESTOQUE'] });
  await expect(page.getByText('Erro ao carregar a página')).toHaveCount(0);
  await expect.poll(async () => new Set(await column(page, 5))).toEqual(new Set(['Em estoque']));

  // "Limpar" clears the user's filters, never the page's.
  sent = listRequest(page);
  await page.getByRole('button', { name: 'Limpar' }).click();
  expect((await sent).postDataJSON().filters).toEqual({ status: ['EM ESTOQUE'] });
});

test('Consulta de Veículos: a chassis the API would refuse is refused under the field, the table stays', async ({ page }) => {
  await openApp(page, '/vehicles/search');
  const search = page.getByRole('table', { name: 'Consulta de Veículos' });
  await expect(search.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/vehicle/list')) requests++;
  });
  await page.getByRole('textbox', { name: 'Chassi', exact: true }).fill('AB');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByRole('search', { name: 'Filtros' })).toContainText('Informe ao menos 3 caracteres');
  await expect(page.getByRole('textbox', { name: 'Chassi', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(search.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText('Erro ao carregar a página')).toHaveCount(0);
  expect(requests).toBe(0);
});

test('a 400 the API still answers about a filter shows under that field in Portuguese, not as a page error', async ({ page }) => {
  await openApp(page, '/vehicles/search');
  const search = page.getByRole('table', { name: 'Consulta de Veículos' });
  await expect(search.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  // The API's refusal as it answers it (e.g. a rule the form could not know yet, from a newer API).
  await page.route('**/api/vehicle/list', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 400,
        code: 'VALIDATION',
        field: 'body.filters.numeroPedido',
        message: 'O campo body.filters.numeroPedido está em formato inválido.',
      }),
    }),
  );
  await page.getByRole('textbox', { name: 'Número do pedido' }).fill('123');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByRole('search', { name: 'Filtros' })).toContainText('Está em formato inválido.');
  await expect(page.getByText('Erro ao carregar a página')).toHaveCount(0);
  await expect(search).toBeVisible();
});
