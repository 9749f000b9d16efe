/**
 * A count cell of a report preview opens the list of its records: the "Sudeste" cell of a status row
 * of "Veículos por status", reached with the keyboard, leads to the vehicle search with the status
 * and the region applied (shown as filter pills), and the list counts what the cell says. A screenshot
 * of the preview with its linked cells goes to test-results/screenshots.
 */
import { expect, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'analista' });

const ptBr = new Intl.NumberFormat('pt-BR');

test('a count cell of the vehicles-by-status preview opens the vehicle search with the same total', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openApp(page, '/reports/vehicles-by-status');
  await page.getByRole('button', { name: 'Visualizar' }).click();
  const table = page.getByRole('table', { name: 'Veículos por status' });
  const cell = table.getByRole('link', { name: /^Sudeste, (?!Total).+: [\d.]+ — ver os registros$/ }).first();
  await expect(cell).toBeVisible({ timeout: 20_000 });
  const [, status, count] = /^Sudeste, (.+): ([\d.]+) — ver os registros$/.exec((await cell.getAttribute('aria-label'))!)!;
  await expect(cell).toHaveText(count!);
  await keepScreenshot(page, { path: 'test-results/screenshots/report-drill-preview.png', fullPage: true, animations: 'disabled' });

  await cell.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vehicles\/search\?.*status=.*regiao=SE/);
  const total = Number(count!.replaceAll('.', ''));
  await expect(page.getByTestId('list-total')).toHaveText(new RegExp(`^${ptBr.format(total).replace('.', '\\.')} registros?$`), { timeout: 20_000 });
  const applied = page.getByRole('group', { name: 'Filtros aplicados' });
  await expect(applied.getByText(new RegExp(`^Status: ${status}$`))).toBeVisible();
  await expect(applied.getByText(/^Região: Sudeste$/)).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/screenshots/report-drill-list.png', fullPage: true, animations: 'disabled' });
});
