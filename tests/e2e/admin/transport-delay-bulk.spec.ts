/**
 * Admin justifies three pending delays at once (Justificar selecionados): one reason and comment,
 * a toast with the count, the rows become Justificado, one audit row each, and the menu's pending
 * count drops by three. Safe to retry: it picks delays pending at the time and asserts changes.
 */
import { type Locator, type Page } from '@playwright/test';
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

const delaysTable = (page: Page) => page.getByRole('table', { name: 'Justificativas de atraso' });
/** Row boxes that can be checked: a pending delay's is "Selecionar <chassi>", another's "<chassi> não pode ser selecionado". */
const selectableBoxes = (page: Page) =>
  delaysTable(page)
    .locator('tbody')
    .getByRole('checkbox', { name: /^Selecionar / });
/** The collapsed sidebar's Administração item: its name carries the count of its hidden child. */
const administration = (page: Page) => page.getByTestId('sidebar').locator('[data-menu-id="administration"]');
const pendingIn = /Justificativas de atraso, ([\d.]+) pendentes/;

async function pendingCount(group: Locator): Promise<number> {
  await expect(group).toHaveAttribute('aria-label', pendingIn);
  const [, count] = pendingIn.exec((await group.getAttribute('aria-label')) ?? '')!;
  return Number(count!.replaceAll('.', ''));
}

test('admin justifies three pending delays at once; the rows, the audit log and the menu count follow', async ({ page }) => {
  test.setTimeout(120_000); // a rich-text dialog, then the same screens in the dark theme
  await page.setViewportSize({ width: 1440, height: 900 });
  // The oldest pending delays: the specs that justify one delay take the newest (the default sort), so
  // the two never reach for the same rows when they run side by side.
  await openApp(page, '/administration/transport-delay?situacao=PENDENTE&situacao=JUSTIFICADO&sort=dataPrevista');
  await expect(selectableBoxes(page).nth(2)).toBeVisible({ timeout: 20_000 });
  const before = await pendingCount(administration(page));
  await expect(administration(page).locator('[data-menu-dot]')).toBeVisible();

  const boxes = selectableBoxes(page);
  const chassis: string[] = [];
  for (let i = 0; i < 3; i++) chassis.push((await boxes.nth(i).getAttribute('aria-label'))!.replace('Selecionar ', ''));
  for (const each of chassis)
    await delaysTable(page)
      .getByRole('checkbox', { name: `Selecionar ${each}` })
      .check();
  // The box sits in a row that links to the delay: checking it must not open the delay.
  await expect(page).toHaveURL(/\/administration\/transport-delay(\?|$)/);
  await expect(page.getByTestId('selection-count')).toHaveText('3 linhas selecionadas');
  await keepScreenshot(page, { path: 'test-results/screens/transport-delay-bulk-selection-light.png' });

  await page.getByRole('button', { name: 'Justificar selecionados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Justificar 3 atraso(s) selecionado(s)' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Motivo').click();
  await page.getByRole('option', { name: 'Condições climáticas' }).click();
  await dialog.getByRole('textbox', { name: 'Comentário' }).click();
  await page.keyboard.type('Chuva forte na BR-116 (teste e2e em lote).');
  const startedAt = new Date(Date.now() - 60_000).toISOString();
  await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();

  await expect(page.getByText('3 atraso(s) justificado(s).')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('selection-count')).toHaveText('Nenhuma linha selecionada');
  for (const each of chassis) {
    const row = delaysTable(page).locator('tbody tr', { hasText: each });
    await expect(row).toContainText('Justificado');
    await expect(row).toContainText('Condições climáticas');
    await expect(row.getByRole('checkbox', { name: `${each} não pode ser selecionado` })).toBeDisabled();
  }
  const audited = e2eDatabaseRow<{ n: number }>(
    `SELECT count(*) AS n FROM audit_log a
       JOIN transport_delays d ON a.registro = CAST(d.id AS TEXT)
       JOIN vehicles v ON v.id = d.vehicle_id
     WHERE a.recurso = 'transport-delay' AND a.acao = 'justificar' AND a.usuario = 'admin'
       AND a.ocorrido_em >= '${startedAt}' AND v.chassi IN (${chassis.map((c) => `'${c}'`).join(', ')})`,
  );
  expect(audited.n).toBe(3);
  // At least these three fewer (a spec running beside this one may justify others meanwhile).
  await expect.poll(() => pendingCount(administration(page))).toBeLessThanOrEqual(before - 3);

  // The expanded menu shows the number beside the entry, in the group of the current page.
  await page.getByTestId('sidebar-toggle').click();
  const entry = page.getByRole('link', { name: pendingIn });
  await expect(entry.locator('[data-menu-badge]')).toHaveText(/^[\d.]+$/);
  expect(await entry.getAttribute('aria-label')).toContain(`${await entry.locator('[data-menu-badge]').innerText()} pendentes`);
  await keepScreenshot(page, { path: 'test-results/screens/transport-delay-bulk-menu-light.png' });

  await page.evaluate(() => localStorage.setItem('vtlog-color-scheme', 'dark'));
  await page.reload();
  await expect(selectableBoxes(page).nth(1)).toBeVisible({ timeout: 20_000 });
  await selectableBoxes(page).first().check();
  await selectableBoxes(page).nth(1).check();
  await expect(page.getByTestId('selection-count')).toHaveText('2 linhas selecionadas');
  await expect(administration(page)).toHaveAttribute('aria-label', pendingIn);
  await keepScreenshot(page, { path: 'test-results/screens/transport-delay-bulk-selection-dark.png' });
  await page.getByTestId('sidebar-toggle').click();
  await expect(page.getByRole('link', { name: pendingIn }).locator('[data-menu-badge]')).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/screens/transport-delay-bulk-menu-dark.png' });
});
