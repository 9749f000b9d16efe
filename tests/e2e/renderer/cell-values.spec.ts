/**
 * Values read whole and as labels: a chassis is copied in one click (or Enter) without opening its row,
 * a cell cut short with an ellipsis shows its whole text in a tooltip on hover, codes of an enum show
 * their labels (Rotas e Targets: "Rodoviário", never "RODOVIARIO"), and the Aging card that counts the
 * yard says what it counts.
 */
import { expect, openApp, test } from '../support/fixtures.ts';
import { stillLoading } from '../support/loading.ts';

test.use({ signedInAs: 'admin' });

const chassis = /^[A-HJ-NPR-Z0-9]{17}$/;

test('a chassis is copied in one click or with Enter, and its row stays closed', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page, '/administration/transport-delay');
  const table = page.getByRole('table', { name: 'Justificativas de atraso' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const url = page.url();

  const firstRow = table.locator('tbody tr').first();
  const value = (await firstRow.getByRole('link').first().textContent())!.trim();
  expect(value).toMatch(chassis);
  // Every chassis reads whole beside its button.
  const cut = await table
    .locator('tbody tr td:first-child')
    .evaluateAll((cells) =>
      cells.filter((cell) => [cell, ...cell.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth)).map((cell) => cell.textContent),
    );
  expect(cut).toEqual([]);
  const copy = firstRow.getByRole('button', { name: `Copiar chassi ${value}` });
  await copy.click();
  await expect(page.getByText('Chassi copiado.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  expect(page.url()).toBe(url);

  const second = table.locator('tbody tr').nth(1);
  const other = (await second.getByRole('link').first().textContent())!.trim();
  await second.getByRole('button', { name: `Copiar chassi ${other}` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(other);
  expect(page.url()).toBe(url);
});

test('a cell cut short shows its whole text in a tooltip', async ({ page }) => {
  await openApp(page, '/users');
  const table = page.getByRole('table', { name: 'Usuários e acessos' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const index = await table.getByRole('columnheader', { name: /^Permissões efetivas/ }).evaluate((th) => (th as HTMLTableCellElement).cellIndex);
  const cell = table.locator('tbody tr').first().locator('td').nth(index);
  expect(await cell.evaluate((td) => td.scrollWidth > td.clientWidth), 'the permissions are cut short').toBe(true);
  const text = (await cell.textContent())!;
  await cell.hover();
  await expect(page.getByRole('tooltip')).toHaveText(text);
  // A cell that shows all of its text has none.
  await table.locator('tbody tr').first().locator('td').nth(0).hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('Rotas e Targets shows the transport mode by its label', async ({ page }) => {
  await openApp(page, '/settings/transport-routes');
  const table = page.getByRole('table', { name: 'Rotas e Targets' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(stillLoading(page.getByRole('main'))).toHaveCount(0);
  const index = await table.getByRole('columnheader', { name: /^Modal/ }).evaluate((th) => (th as HTMLTableCellElement).cellIndex);
  const modes = await table.locator('tbody tr').evaluateAll((rows, index) => rows.map((row) => (row as HTMLTableRowElement).cells[index]!.innerText), index);
  expect(modes.length).toBeGreaterThan(0);
  for (const mode of modes) expect(['Rodoviário', 'Cabotagem', 'Ferroviário']).toContain(mode);
});

test('the Aging card of the yard says what it counts', async ({ page }) => {
  await openApp(page, '/dashboard/aging-transit-time');
  const card = page.getByRole('group', { name: 'No pátio' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: 'O que conta: No pátio' }).focus();
  await expect(page.getByRole('tooltip')).toContainText('Faturado, Liberado p/ transporte ou Bloqueado');
});
