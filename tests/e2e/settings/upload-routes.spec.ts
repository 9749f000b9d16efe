/**
 * "Planilha de Rotas" (template, upload with progress, counts, row errors,
 * the unreadable-file message) and "Rotas e Targets" (Editar target); route names imported from a
 * spreadsheet are shown as text, never run.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { routeSheetHeaders, routeWorkbook, validRouteRows } from '../../helpers/route-workbook.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { capturedBearer, scriptPayloads, watchForScripts } from '../security/script-watch.ts';

test.use({ signedInAs: 'admin' });
// One after another: a test here counts every route to prove a refused file imported nothing.
test.describe.configure({ mode: 'default' });

const specMessage = 'Erro na leitura do arquivo. Por favor escolha um arquivo válido e tente novamente.';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Signs in on the routes list (its search lends the test the SPA's token), then opens the upload page. */
async function openUploadPage(page: Page): Promise<string> {
  const bearer = capturedBearer(page);
  await openApp(page, '/settings/transport-routes');
  const token = await bearer;
  // Playwright intercepts the file chooser while a listener is on: one from now, since one added at the
  // key press (chooseFile) may only take effect after the chooser has opened.
  page.on('filechooser', () => undefined);
  await page.goto('/settings/upload-file');
  await expect(page.getByRole('heading', { name: 'Planilha de Rotas' })).toBeVisible();
  return token;
}

/**
 * Destination cities no other test or attempt writes: a retry or a test beside this one imports new
 * routes (not updates of the last attempt's), and the counts below are of these cities only.
 */
const ownCities = (name: string) => `E2E ${name} ${randomUUID().slice(0, 8)}`;

/** Total of routes whose city starts with `prefix`, through the API (as the list page asks it). */
async function routeTotal(request: APIRequestContext, bearer: string, prefix?: string): Promise<number> {
  const response = await request.post('/api/transportroute/list', {
    headers: { authorization: bearer },
    data: { page: 1, pageSize: 1, filters: prefix ? { destinoCidade: prefix } : {} },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

/** Chooses the file with the keyboard: focus the picker, Enter opens the system dialog. */
async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType = xlsxType): Promise<void> {
  const picker = page.getByRole('button', { name: /Planilha de rotas/ });
  await picker.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name, mimeType, buffer });
}

test('downloads the template, fills it with 1,000 rows and imports them with progress and counts', async ({ page }) => {
  const bearer = await openUploadPage(page);
  const cities = ownCities('Mil');
  const before = await routeTotal(page.request, bearer, cities);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar modelo' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('modelo_planilha_rotas.xlsx');
  const book = XLSX.read(await readFile((await template.path())!));
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  expect(XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 })[0]).toEqual(routeSheetHeaders);
  // The example row is overwritten: exactly 1,000 rows under the template's headers.
  XLSX.utils.sheet_add_aoa(sheet, validRouteRows(1000, cities), { origin: 'A2' });
  const filled = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;

  await chooseFile(page, 'rotas-mil.xlsx', filled);
  // The request is held until the progress is seen (the upload itself is local and instant).
  let release: () => void = () => undefined;
  const progressSeen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/transportroute/import', async (route) => {
    await progressSeen;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Enviar planilha' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  release();
  const done = page.getByRole('status').filter({ hasText: 'Arquivo enviado' });
  await expect(done).toContainText('Planilha importada: 1.000 rotas criadas e 0 atualizadas.', { timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await routeTotal(page.request, bearer, cities)).toBe(before + 1000);
});

test('a file with 3 bad rows lists the 3 errors and imports nothing', async ({ page }) => {
  const bearer = await openUploadPage(page);
  const cities = ownCities('Erros');
  const before = await routeTotal(page.request, bearer, cities);
  const rows = [
    ...validRouteRows(20, cities),
    ['XXX', 'SP', 'Campinas', 'CEG', 'RODOVIARIO', 3, 100],
    ['BET', 'ZZ', 'Campinas', 'CEG', 'RODOVIARIO', 3, 100],
    ['BET', 'SP', 'Campinas', 'CEG', 'RODOVIARIO', 500, 100],
  ];
  await chooseFile(page, 'rotas-erros.xlsx', routeWorkbook(rows));
  await page.getByRole('button', { name: 'Enviar planilha' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Arquivo recusado' })).toContainText('A planilha tem 3 erro(s) em 3 linha(s); nada foi importado.');
  const table = page.getByRole('table', { name: 'Erros do arquivo' });
  for (const header of ['Linha', 'Coluna', 'Mensagem']) await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.locator('tbody tr').nth(0)).toContainText('22PLANTA_ORIGEMPlanta "XXX" não cadastrada.');
  await expect(table.locator('tbody tr').nth(1)).toContainText('23UF_DESTINOUF "ZZ" inválida.');
  await expect(table.locator('tbody tr').nth(2)).toContainText('24DIAS_TARGETDeve ser um número inteiro entre 1 e 120.');
  expect(await routeTotal(page.request, bearer, cities)).toBe(before);
});

test('a file that is not an xlsx gets the unreadable-file message, in the browser and from the server', async ({ page }) => {
  const bearer = await openUploadPage(page);
  const before = await routeTotal(page.request, bearer);
  // Wrong type by name: refused before sending.
  await chooseFile(page, 'rotas.csv', Buffer.from('PLANTA_ORIGEM;UF_DESTINO\nBET;SP\n'), 'text/csv');
  await expect(page.getByText(specMessage)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar planilha' })).toBeDisabled();
  // An .xlsx name over other content: the server reads it and refuses it (415).
  await chooseFile(page, 'rotas.xlsx', Buffer.from('isto não é uma planilha'));
  await page.getByRole('button', { name: 'Enviar planilha' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Arquivo recusado' })).toHaveText(
    /Arquivo recusado\s*Erro na leitura do arquivo\. Por favor escolha um arquivo válido e tente novamente\./,
  );
  await expect(page.getByRole('table', { name: 'Erros do arquivo' })).toHaveCount(0);
  expect(await routeTotal(page.request, bearer)).toBe(before);
});

test('route names with script imported from a spreadsheet are shown as text, never run', async ({ page }) => {
  const watch = watchForScripts(page);
  const bearer = await openUploadPage(page);
  const cities = ownCities('Hostil');
  const names = scriptPayloads.map((payload) => `${cities} ${payload}`);
  const hostile = names.map((name, i) => ['SJP', ['AC', 'AL', 'AM', 'AP'][i]!, name, 'VNT', 'RODOVIARIO', 9, 999]);
  // A bad row carrying a payload too: the error table shows it as text, as the analyst wrote it.
  await chooseFile(page, 'rotas-hostis-erro.xlsx', routeWorkbook([[scriptPayloads[1], 'SP', 'X', 'CEG', 'RODOVIARIO', 3, 1]]));
  await page.getByRole('button', { name: 'Enviar planilha' }).click();
  await expect(page.getByRole('table', { name: 'Erros do arquivo' })).toContainText(`Planta "${scriptPayloads[1]!}" não cadastrada.`);

  await chooseFile(page, 'rotas-hostis.xlsx', routeWorkbook(hostile));
  await page.getByRole('button', { name: 'Enviar planilha' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Arquivo enviado' })).toContainText('4 rotas criadas');

  await page.goto('/settings/transport-routes');
  await page.getByRole('combobox', { name: 'Fábrica de origem' }).click();
  await page.getByRole('option', { name: 'Fábrica São José dos Pinhais' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Cidade de destino' }).fill(cities);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const table = page.getByRole('table', { name: 'Rotas e Targets' });
  for (const name of names) await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  await watch.expectNothingRan();
  // A filter value with markup is text too: exactly the one route whose city starts with it.
  expect(await routeTotal(page.request, bearer, `${cities} <img`)).toBe(1);
});

test('admin edits a route target with the row action and sees the new value', async ({ page }) => {
  const bearer = await openUploadPage(page);
  const city = ownCities('Alvo');
  await chooseFile(page, 'rota-alvo.xlsx', routeWorkbook([['GRV', 'RS', city, 'TVS', 'RODOVIARIO', 4, 260]]));
  await page.getByRole('button', { name: 'Enviar planilha' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Arquivo enviado' })).toContainText('1 rotas criadas');

  await page.goto('/settings/transport-routes');
  await page.getByRole('textbox', { name: 'Cidade de destino' }).fill(city);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const table = page.getByRole('table', { name: 'Rotas e Targets' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText(city);
  await table.getByRole('button', { name: 'Editar target: GRV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar target da rota' });
  await expect(dialog.getByLabel(/Target \(dias de trânsito\)/)).toHaveValue('4');
  await dialog.getByLabel(/Target \(dias de trânsito\)/).fill('17');
  await dialog.getByLabel(/Motivo da alteração/).fill('Nova balsa no trajeto (e2e)');
  await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(page.getByText(`Target da rota GRV → ${city}/RS atualizado.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(table.locator('tbody tr')).toContainText('17');
  await expect(table.locator('tbody tr')).toContainText('admin');

  const route = (await (
    await page.request.post('/api/transportroute/list', {
      headers: { authorization: bearer },
      data: { page: 1, pageSize: 1, filters: { destinoCidade: city } },
    })
  ).json()) as { items: { id: number; diasTarget: number }[] };
  expect(route.items[0]!.diasTarget).toBe(17);

  // The history the dialog promises: the route's page, opened from its row.
  await table.getByRole('cell', { name: city }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/transport-routes/${route.items[0]!.id}$`));
  await expect(page.getByRole('heading', { name: `Rota GRV → ${city}/RS` })).toBeVisible();
  const history = page.getByRole('region', { name: 'Histórico do target' });
  await expect(history).toContainText('Target alterado');
  await expect(history).toContainText('Nova balsa no trajeto (e2e)');
  await expect(history).toContainText('admin');
});
