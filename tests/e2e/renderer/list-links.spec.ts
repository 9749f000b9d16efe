/**
 * Links that mean what they say: a link written by hand (no sort, no sid) shows the total the API
 * answers for the same filters, for every kind of filter; what a link asks that the list cannot do is
 * named above the results; "Copiar link" copies a link that reproduces the list; results come first
 * (the filter panel folds into one line of removable filters, the first row above the fold at 1366×768).
 */
import { type Page } from '@playwright/test';
import { capturedBearer } from '../security/script-watch.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { stillLoading } from '../support/loading.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

type Filters = Record<string, unknown>;
type Row = Record<string, unknown>;

/** The list API, asked with the page's own token (the page sends it as the signed-in user). */
function listApi(page: Page, bearer: string, path: string) {
  return async (filters: Filters): Promise<{ total: number; items: Row[] }> => {
    const response = await page.request.post(`/api${path}`, { headers: { authorization: bearer }, data: { page: 1, pageSize: 25, sort: [], filters } });
    expect(response.status(), `${path} ${JSON.stringify(filters)}`).toBe(200);
    return (await response.json()) as { total: number; items: Row[] };
  };
}

/** Opens `path` signed in and returns the list API with the token the page used. */
async function openWithApi(page: Page, path: string, apiPath: string) {
  const bearer = capturedBearer(page);
  await openApp(page, path);
  return listApi(page, await bearer, apiPath);
}

const totalText = (total: number) => new RegExp(`^${new Intl.NumberFormat('pt-BR').format(total)} registros?$`);
const listTotal = (page: Page) => page.getByTestId('list-total');
const linkProblems = (page: Page) => page.getByRole('alert').filter({ hasText: 'Parte deste link não foi aplicada' });
const filterToggle = (page: Page) => page.getByRole('search', { name: 'Filtros' }).getByRole('button', { name: /^Filtros/ });

/** Opens each hand-written link and expects the total the API gives for its filters, and no link problem. */
async function expectLinksMatchApi(
  page: Page,
  path: string,
  links: [query: string, filters: Filters][],
  api: (filters: Filters) => Promise<{ total: number }>,
) {
  const everything = (await api({})).total;
  for (const [query, filters] of links) {
    const { total } = await api(filters);
    // A filter the seed data does not narrow would not show the link was applied.
    expect(total, `${query} narrows the list`).toBeLessThan(everything);
    await page.goto(`${path}?${query}`);
    await expect(listTotal(page), query).toHaveText(totalText(total), { timeout: 20_000 });
    await expect(filterToggle(page), `${query}: results first`).toHaveAttribute('aria-expanded', 'false');
    await expect(linkProblems(page)).toHaveCount(0);
  }
}

test('hand-written links to the vehicle search show the total the API answers for their filters', async ({ page }) => {
  test.setTimeout(150_000);
  const api = await openWithApi(page, '/vehicles/search', '/vehicle/list');
  const [first] = (await api({ status: ['TRANSITO'] })).items;
  const chassi = String(first!.chassi);
  const day = String(first!.dataPedido).slice(0, 10);
  await expectLinksMatchApi(
    page,
    '/vehicles/search',
    [
      ['status=TRANSITO&status=ENTREGUE', { status: ['TRANSITO', 'ENTREGUE'] }],
      [`numeroPedido=${String(first!.numeroPedido)}`, { numeroPedido: String(first!.numeroPedido) }],
      [`chassi=${chassi.slice(-8)}`, { chassi: chassi.slice(-8) }],
      ['bloqueado=true', { bloqueado: true }],
      [`dataPedido=${day}..${day}`, { dataPedido: { from: day, to: day } }],
      [`dataPedido=${day}..`, { dataPedido: { from: day } }],
    ],
    api,
  );
  await expect(page.getByRole('group', { name: 'Filtros aplicados' })).toContainText(`Data do pedido: a partir de ${day.split('-').reverse().join('/')}`);
});

test('hand-written links to the vehicles in stock (a number filter) and the transport delays show the API’s totals', async ({ page }) => {
  test.setTimeout(150_000);
  const inStock = await openWithApi(page, '/vehicles/in-stock', '/vehicle/list');
  const fixed = { status: ['EM ESTOQUE'] };
  // A model year some vehicles in stock have and others do not.
  const everything = await inStock(fixed);
  const years = [...new Set(everything.items.map((vehicle) => Number(vehicle.anoModelo)))];
  const totals = await Promise.all(years.map(async (candidate) => [candidate, (await inStock({ ...fixed, anoModelo: candidate })).total] as const));
  const [year] = totals.find(([, total]) => total > 0 && total < everything.total) ?? [years[0]! - 1];
  await expectLinksMatchApi(page, '/vehicles/in-stock', [[`anoModelo=${year}`, { ...fixed, anoModelo: year }]], (filters) => inStock({ ...fixed, ...filters }));

  const delays = await openWithApi(page, '/administration/transport-delay', '/transport-delay/list');
  const [delay] = (await delays({ situacao: ['PENDENTE'] })).items;
  const due = String(delay!.dataPrevista).slice(0, 10);
  await expectLinksMatchApi(
    page,
    '/administration/transport-delay',
    [
      ['situacao=PENDENTE', { situacao: ['PENDENTE'] }],
      [`chassi=${String(delay!.chassi).slice(-8)}`, { chassi: String(delay!.chassi).slice(-8) }],
      [`destinoUf=${String(delay!.destinoUf)}&situacao=PENDENTE`, { destinoUf: [String(delay!.destinoUf)], situacao: ['PENDENTE'] }],
      [`dataPrevista=..${due}&situacao=PENDENTE`, { dataPrevista: { to: due }, situacao: ['PENDENTE'] }],
    ],
    delays,
  );
});

test('a link with parameters the list cannot use names each one and applies the rest', async ({ page }) => {
  const api = await openWithApi(page, '/vehicles/search', '/vehicle/list');
  const { total } = await api({ status: ['TRANSITO'] });
  await page.goto('/vehicles/search?status=XYZ&status=TRANSITO&dataPedido=2026-13-45..2026-99-99&stauts=X&pageSize=33');
  const problems = linkProblems(page);
  await expect(problems).toContainText('Status: “XYZ” não é um valor conhecido.', { timeout: 20_000 });
  await expect(problems).toContainText('Data do pedido: “2026-13-45” não é uma data válida.');
  await expect(problems).toContainText('Data do pedido: “2026-99-99” não é uma data válida.');
  await expect(problems).toContainText('“stauts” não é um filtro desta página.');
  await expect(problems).toContainText('Linhas por página: “33” não é uma das opções (25, 50, 100, 200).');
  await expect(listTotal(page)).toHaveText(totalText(total));
  await expect(page.getByRole('group', { name: 'Filtros aplicados' })).toHaveText('Status: Em trânsito');

  // A change rewrites the link from the state: nothing is wrong with it any more.
  await page
    .getByRole('table', { name: 'Consulta de Veículos' })
    .getByRole('button', { name: /Chassi: ordenar/ })
    .click();
  await expect(page).toHaveURL(/[?&]sort=chassi(&|$)/);
  await expect(problems).toHaveCount(0);
  expect(new URL(page.url()).searchParams.has('stauts')).toBe(false);

  await page.goto('/administration/transport-delay?situacao=ABERTO');
  await expect(linkProblems(page)).toContainText('Situação: “ABERTO” não é um valor conhecido.', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Fechar aviso do link' }).click();
  await expect(linkProblems(page)).toHaveCount(0);
});

test('Copiar link copies a link without the sid that shows the same list in another page', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const api = await openWithApi(page, '/vehicles/search?status=ENTREGUE&sort=chassi&pageSize=100', '/vehicle/list');
  await expect(page.getByRole('group', { name: 'Filtros aplicados' })).toHaveText('Status: Entregue', { timeout: 20_000 });
  const order = String((await api({ status: ['ENTREGUE'] })).items[0]!.numeroPedido);
  await page.getByRole('button', { name: 'Editar filtros' }).click();
  await page.getByRole('search', { name: 'Filtros' }).getByLabel('Número do pedido').fill(order);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL(/[?&]sid=\d+/);
  await expect(page.getByRole('group', { name: 'Filtros aplicados' })).toContainText(`Número do pedido: ${order}`);
  await expect(stillLoading(page.getByRole('main'))).toHaveCount(0, { timeout: 20_000 });
  const total = (await api({ status: ['ENTREGUE'], numeroPedido: order })).total;
  expect(total).toBeGreaterThan(0);
  await expect(listTotal(page)).toHaveText(totalText(total));
  const firstRow = await page.getByRole('table', { name: 'Consulta de Veículos' }).locator('tbody tr td:first-child').first().innerText();

  await page.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link copiado')).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.origin + link.pathname).toBe(`${baseURL}/vehicles/search`);
  expect(link.searchParams.has('sid')).toBe(false);
  expect(link.searchParams.getAll('status')).toEqual(['ENTREGUE']);
  expect(link.searchParams.get('pageSize')).toBe('100');

  const other = await context.newPage();
  await openApp(other, link.toString());
  await expect(listTotal(other)).toHaveText(totalText(total), { timeout: 20_000 });
  await expect(other.getByRole('table', { name: 'Consulta de Veículos' }).locator('tbody tr td:first-child').first()).toHaveText(firstRow);
  await other.close();
});

test('Copiar link says so when the list is too long for a link', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openApp(page, '/vehicles/search');
  await page.evaluate(() => navigator.clipboard.writeText('antes'));
  const list = page.getByRole('search', { name: 'Filtros' }).getByLabel('Lista de chassis');
  const chassis = Array.from({ length: 100 }, (_, index) => `9BWZZZ377VT${String(index).padStart(6, '0')}`);
  await list.fill(chassis.join('\n'));
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByRole('group', { name: 'Filtros aplicados' })).toContainText('Lista de chassis');
  await page.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Os filtros desta lista são longos demais para caber em um link; nenhum link foi copiado.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('antes');
});

for (const theme of ['light', 'dark'] as const) {
  test(`results first at 1366×768 (${theme}): after Pesquisar the filters fold into removable chips`, async ({ page }) => {
    await page.addInitScript((scheme) => localStorage.setItem('vtlog-color-scheme', scheme), theme);
    await page.setViewportSize({ width: 1366, height: 768 });
    const api = await openWithApi(page, '/vehicles/search', '/vehicle/list');
    const form = page.getByRole('search', { name: 'Filtros' });
    await expect(form.getByLabel('Número do pedido')).toBeVisible({ timeout: 20_000 });
    const status = form.getByRole('combobox', { name: 'Status', exact: true });
    await status.click();
    await page.getByRole('option', { name: 'Em trânsito' }).click();
    await page.keyboard.press('Escape');
    const order = String((await api({ status: ['TRANSITO'] })).items[0]!.numeroPedido);
    await form.getByLabel('Número do pedido').fill(order);
    await page.getByRole('button', { name: 'Pesquisar' }).click();

    const chips = page.getByRole('group', { name: 'Filtros aplicados' });
    await expect(chips).toContainText('Status: Em trânsito');
    await expect(chips).toContainText(`Número do pedido: ${order}`);
    await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(form.getByLabel('Número do pedido')).toBeHidden();
    const found = (await api({ status: ['TRANSITO'], numeroPedido: order })).total;
    expect(found).toBeGreaterThan(0);
    await expect(listTotal(page)).toHaveText(totalText(found));
    const firstRow = page.getByRole('table', { name: 'Consulta de Veículos' }).locator('tbody tr').first();
    await expect(firstRow.getByRole('link')).toBeVisible();
    await expect
      .poll(
        async () => {
          const box = (await firstRow.boundingBox())!;
          return box.y >= 0 && box.y + box.height <= 768;
        },
        { message: 'the first result row is above the fold' },
      )
      .toBe(true);
    await expect(stillLoading(page.getByRole('main'))).toHaveCount(0, { timeout: 20_000 });
    await keepScreenshot(page, { path: `test-results/screenshots/filters-folded-${theme}.png`, animations: 'disabled' });

    // Removed from the keyboard, a chip searches again without its filter.
    await page.getByRole('button', { name: 'Remover o filtro Número do pedido' }).focus();
    await page.keyboard.press('Enter');
    await expect(chips).toHaveText('Status: Em trânsito');
    await expect(listTotal(page)).toHaveText(totalText((await api({ status: ['TRANSITO'] })).total));

    await page.getByRole('button', { name: 'Editar filtros' }).click();
    await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(form.getByRole('textbox').first()).toBeFocused();
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Limpar' }).click();
    await expect(chips).toHaveCount(0);
    await expect(listTotal(page)).toHaveText(totalText((await api({})).total));
  });
}
