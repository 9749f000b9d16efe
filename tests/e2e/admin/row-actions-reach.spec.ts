/**
 * Row actions within reach on a 1366 px screen: the pinned "Ações" column keeps Justificar,
 * Encerrar and Editar target whole on screen beside wide tables, and a delay's details page has
 * the same actions.
 */
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin', viewport: { width: 1366, height: 768 } });

for (const theme of ['light', 'dark'] as const) {
  test(`Justificar and Encerrar are whole on screen at 1366 px, beside the wide delay table (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((scheme) => localStorage.setItem('vtlog-color-scheme', scheme), theme);
    await openApp(page, '/administration/transport-delay');
    const table = page.getByRole('table', { name: 'Justificativas de atraso' });
    const justify = table.getByRole('button', { name: /^Justificar: / }).first();
    await expect(justify, 'the rows have loaded').toBeVisible({ timeout: 30_000 });
    // Rows justified by other tests push the first pending one down the page: each button's row is brought
    // up by scrolling the page vertically only, so what is checked is that the pinned column keeps it whole.
    for (const button of [justify, table.getByRole('button', { name: /^Encerrar: / }).first()]) {
      await button.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 200));
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    await keepScreenshot(page, { path: `test-results/screens/transport-delay-1366-${theme}.png` });
  });
}

test('Editar target is whole on screen at 1366 px', async ({ page }) => {
  await openApp(page, '/settings/transport-routes');
  const table = page.getByRole('table', { name: 'Rotas e Targets' });
  const editTarget = table.getByRole('button', { name: /^Editar target: / }).first();
  await expect(editTarget, 'the rows have loaded').toBeVisible({ timeout: 30_000 });
  await expect(editTarget).toBeInViewport({ ratio: 1 });
});

test("a delay's details page offers Justificar (pending) and Encerrar (justified)", async ({ page }) => {
  const pending = e2eDatabaseRow<{ id: number; chassi: string }>(
    "SELECT d.id, v.chassi FROM transport_delays d JOIN vehicles v ON v.id = d.vehicle_id WHERE d.situacao = 'PENDENTE' ORDER BY d.id LIMIT 1",
  );
  const justified = e2eDatabaseRow<{ id: number; chassi: string }>(
    "SELECT d.id, v.chassi FROM transport_delays d JOIN vehicles v ON v.id = d.vehicle_id WHERE d.situacao = 'JUSTIFICADO' ORDER BY d.id LIMIT 1",
  );
  await openApp(page, `/administration/transport-delay/${pending.id}`);
  await expect(page.getByRole('button', { name: /^Encerrar: / })).toHaveCount(0);
  await page.getByRole('button', { name: `Justificar: ${pending.chassi}` }).click();
  const dialog = page.getByRole('dialog', { name: `Justificar atraso do chassi ${pending.chassi}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'CANCELAR' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto(`/administration/transport-delay/${justified.id}`);
  await expect(page.getByRole('button', { name: `Encerrar: ${justified.chassi}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Justificar: / })).toHaveCount(0);
});
