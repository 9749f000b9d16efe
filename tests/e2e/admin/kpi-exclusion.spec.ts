/**
 * Expurgo: as admin, paste chassis of the demo base (and an invalid one), consult,
 * apply the exclusion with a reason, see it in the table and in the downloaded report, revert one
 * and find both reasons in the chassis's history on its details page;
 * as operador (view only) the page is denied.
 */
import { readFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { capturedBearer } from '../security/script-watch.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

/** Column positions of the result table (0: the selection checkbox). */
const EXPURGADO = 5;
const EXPURGADO_POR = 7;
const REVERTIDO_POR = 10;

async function demoChassis(page: Page, count: number): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Consulta de Veículos' });
  await expect(table.locator('tbody tr').nth(count - 1)).toBeVisible({ timeout: 20_000 });
  const firstCells = await table.locator('tbody tr td:first-child').allTextContents();
  return firstCells.slice(0, count).map((text) => text.trim());
}

function rowOf(result: Locator, chassi: string): Locator {
  return result.locator('tbody tr').filter({ hasText: chassi });
}

test('admin applies an exclusion with a reason, sees it in the table and the report, and reverts one', async ({ page, undoAfterTest }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const bearer = capturedBearer(page);
  await openApp(page, '/vehicles/search');
  const chassis = await demoChassis(page, 3);
  const [first, second, third] = chassis as [string, string, string];
  const authorization = await bearer;
  // The chassis leave as they came, without an active exclusion: a retry applies it anew.
  undoAfterTest(async () => {
    const reverted = await page.request.post('/api/vehicle/vehicleKpiExclusion/revert', {
      headers: { authorization },
      data: { chassis, motivo: 'Fim do teste e2e' },
    });
    expect(reverted.ok()).toBe(true);
  });

  await page.goto('/administration/kpi-exclusion');
  await expect(page.getByRole('heading', { name: 'Expurgo' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Chassis').fill(`${first.toLowerCase()}, ${second}\nABC123\n${third}`);
  await expect(page.getByTestId('code-list-invalid')).toContainText('1 inválido (ignorado): ABC123');
  await expect(page.getByText('3 válidos')).toBeVisible();
  await page.getByRole('button', { name: 'Consultar' }).click();

  const result = page.getByRole('table', { name: 'Expurgo' });
  await expect(rowOf(result, third)).toBeVisible();
  await expect(result.locator('tbody tr')).toHaveCount(3);
  // Keyboard: the row checkboxes are reachable and toggled with Space.
  await result.getByRole('checkbox', { name: `Selecionar ${first}` }).focus();
  await page.keyboard.press('Space');
  await result.getByRole('checkbox', { name: `Selecionar ${second}` }).check();
  await expect(page.getByTestId('selection-count')).toHaveText('2 linhas selecionadas');
  await keepScreenshot(page, { path: testInfo.outputPath('kpi-exclusion-selected.png') });

  await page.getByRole('button', { name: 'Expurgar' }).click();
  const applyDialog = page.getByRole('dialog', { name: 'Expurgar 2 chassi(s)' });
  await applyDialog.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(applyDialog.getByText('Campo obrigatório').first()).toBeVisible();
  await applyDialog.getByLabel(/Motivo do expurgo/).fill('Frota interna (teste e2e)');
  await keepScreenshot(page, { path: testInfo.outputPath('kpi-exclusion-dialog.png') });
  await page.keyboard.press('Enter'); // Enter confirms
  await expect(page.getByText('2 chassi(s) expurgado(s); 0 já estava(m) expurgado(s).')).toBeVisible();
  await expect(applyDialog).toBeHidden();

  for (const chassi of [first, second]) {
    await expect(rowOf(result, chassi).locator('td').nth(EXPURGADO)).toHaveText('Sim');
    await expect(rowOf(result, chassi).locator('td').nth(EXPURGADO_POR)).toHaveText('admin');
    await expect(rowOf(result, chassi)).toContainText('Frota interna (teste e2e)');
  }
  await expect(rowOf(result, third).locator('td').nth(EXPURGADO)).toHaveText('Não');
  await expect(page.getByTestId('selection-count')).toHaveText('Nenhuma linha selecionada');
  await keepScreenshot(page, { path: testInfo.outputPath('kpi-exclusion-applied.png') });

  const reportRequest = page.waitForRequest((request) => request.url().endsWith('/api/vehicle/vehicleKpiExclusion/report'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar planilha' }).click();
  expect((await reportRequest).postDataJSON()).toEqual({ clientTimeZone: 'America/Sao_Paulo', chassis: [first, second, third] });
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^expurgo_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = XLSX.read(readFileSync(await file.path()), { type: 'buffer', cellNF: true });
  const sheet = book.Sheets.Expurgo!;
  const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet);
  expect(rows.map((row) => [row.Chassi, row.Expurgado, row['Expurgado por'] ?? null])).toEqual([
    [first, 'Sim', 'admin'],
    [second, 'Sim', 'admin'],
    [third, 'Não', null],
  ]);
  expect(rows[0]!['Motivo do expurgo']).toBe('Frota interna (teste e2e)');
  // A real date cell (I2: "Expurgado em") in the pt-BR format, and the status as its label.
  expect(sheet.I2).toMatchObject({ t: 'n', z: 'dd/mm/yyyy hh:mm' });
  expect(sheet.I2!.w).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  expect(rows[0]!.Status).not.toMatch(/^[A-Z_]+$/);
  const history = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets['Histórico']!);
  expect(history.filter((row) => row.Chassi === first).at(-1)).toMatchObject({ Ação: 'Expurgo aplicado', Motivo: 'Frota interna (teste e2e)' });
  await expect(page.getByText(/Arquivo expurgo_.*\.xlsx gerado\./)).toBeVisible();

  await result.getByRole('checkbox', { name: `Selecionar ${second}` }).check();
  await page.getByRole('button', { name: 'Reverter expurgo' }).click();
  const revertDialog = page.getByRole('dialog', { name: 'Reverter o expurgo de 1 chassi(s)' });
  await revertDialog.getByLabel(/Motivo da reversão/).fill('Expurgo aplicado por engano');
  await revertDialog.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(page.getByText('1 expurgo(s) revertido(s); 0 chassi(s) sem expurgo ativo.')).toBeVisible();
  await expect(rowOf(result, second).locator('td').nth(EXPURGADO)).toHaveText('Não');
  await expect(rowOf(result, second).locator('td').nth(REVERTIDO_POR)).toHaveText('admin');
  await expect(rowOf(result, first).locator('td').nth(EXPURGADO)).toHaveText('Sim');
  await expect(rowOf(result, first).locator('td').nth(REVERTIDO_POR)).toHaveText('--');

  await page.evaluate(() => localStorage.setItem('vtlog-color-scheme', 'dark'));
  await page.reload();
  await page.getByLabel('Chassis').fill(chassis.join('\n'));
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(rowOf(result, first).locator('td').nth(EXPURGADO)).toHaveText('Sim');
  await result.getByRole('checkbox', { name: `Selecionar ${first}` }).check();
  await keepScreenshot(page, { path: testInfo.outputPath('kpi-exclusion-dark.png') });

  // The chassis's history keeps the reason of the exclusion and the reason of its revert.
  await page.goto(`/vehicles/details/${second}`);
  const timeline = page.getByRole('list', { name: 'Histórico de expurgo' });
  const applied = timeline.getByRole('listitem').filter({ hasText: 'Frota interna (teste e2e)' }).last();
  await expect(applied).toContainText('Expurgo aplicado', { timeout: 20_000 });
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Expurgo aplicado por engano' }).last()).toContainText('Expurgo revertido');
  await timeline.scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: 'test-results/screens/kpi-exclusion-history-dark.png' });
});

test.describe('as operador', () => {
  test.use({ signedInAs: 'operador' });

  test('operador (Expurgo view only) is sent to /access-denied', async ({ page }) => {
    await openApp(page, '/administration/kpi-exclusion');
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(page.getByText('Acesso negado')).toBeVisible();
  });
});
