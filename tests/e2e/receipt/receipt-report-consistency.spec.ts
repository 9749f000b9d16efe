import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { expect, openApp, test } from '../support/fixtures.ts';

// A user in Manaus (UTC-4): one hour behind São Paulo, so a report written in another zone shows.
test.use({ signedInAs: 'admin', timezoneId: 'America/Manaus' });

test('the receipt screen and its inspection report show the same times and the same damage codes', async ({ page }) => {
  const { id, codigo } = e2eDatabaseRow<{ id: number; codigo: string }>(
    `SELECT r.id, a.codigo_avaria AS codigo FROM receipts r JOIN checklist_answers a ON a.checklist_id = r.checklist_id
     WHERE r.finalizado_em IS NOT NULL AND a.codigo_avaria IS NOT NULL ORDER BY r.id LIMIT 1`,
  );
  const shown = `${codigo.slice(0, 2)}-${codigo.slice(2, 4)}-${codigo.slice(4)}`;
  await openApp(page, `/receipts/${id}`);
  const summary = page.getByRole('region', { name: `Recebimento nº ${id}`, exact: true });
  const fact = (label: string) => summary.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(fact('Fim')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const started = await fact('Início').textContent();
  const finished = await fact('Fim').textContent();
  await expect(page.getByText(`Código de avaria: ${shown}`).first()).toBeVisible();

  await page.getByRole('link', { name: 'Relatório de inspeção' }).click();
  const report = page.getByTestId('inspection-report');
  await expect(report.locator('dt:text-is("Início") + dd')).toHaveText(started ?? '');
  await expect(report.locator('dt:text-is("Fim") + dd')).toHaveText(finished ?? '');
  await expect(report.getByRole('cell', { name: shown, exact: true }).first()).toBeVisible();
  await expect(report.getByRole('cell', { name: codigo, exact: true })).toHaveCount(0);
});
