/**
 * Admin opens Mensagens de integração from the menu, filters the rejected messages and marks one
 * handled with a reason: the row shows "Tratada", who and why, an audit row is written, and the
 * integration dashboard counts handled rejections. Safe to retry: it takes whichever rejected message
 * is open at the time.
 */
import { type Page } from '@playwright/test';
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { sidebar } from '../support/shell.ts';

test.use({ signedInAs: 'admin' });

const messagesTable = (page: Page) => page.getByRole('table', { name: 'Mensagens de integração' });
const handleButtons = (page: Page) => messagesTable(page).getByRole('button', { name: /^Marcar como tratada: / });

test('admin filters the rejected messages and marks one handled with a reason', async ({ page }) => {
  test.setTimeout(120_000); // a dialog, then the same screen in the dark theme
  await page.setViewportSize({ width: 1440, height: 900 });
  await openApp(page, '/');
  const nav = sidebar(page);
  if ((await nav.getAttribute('data-expanded')) === null) await page.getByTestId('sidebar-toggle').click();
  await nav.getByRole('button', { name: 'Dashboard' }).click();
  await nav.getByRole('link', { name: 'Mensagens de integração' }).click();
  await expect(page).toHaveURL(/\/integration-messages(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Mensagens de integração' })).toBeVisible();
  await expect(messagesTable(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('combobox', { name: 'Resultado', exact: true }).click();
  await page.getByRole('option', { name: 'Rejeitada' }).click();
  await page.keyboard.press('Escape');
  // Without the chassis under Expurgo, as the dashboard counts: "Não" is a filter too, unlike an unticked box.
  await page.getByRole('combobox', { name: 'Em Expurgo', exact: true }).click();
  await page.getByRole('option', { name: 'Não' }).click();
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/integration-messages/list'));
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  expect((await request).postDataJSON().filters).toEqual({ resultado: ['REJEITADA'], expurgo: false });
  await expect(page).toHaveURL(/resultado=REJEITADA/);
  await expect(page).toHaveURL(/expurgo=false/);
  const applied = page.getByRole('group', { name: 'Filtros aplicados' });
  await expect(applied).toContainText('Resultado: Rejeitada');
  await expect(applied).toContainText('Em Expurgo: não');
  await expect(page.getByLabel('2 filtros aplicados')).toBeVisible();
  const rows = messagesTable(page).locator('tbody tr');
  await expect(handleButtons(page).first()).toBeVisible({ timeout: 20_000 });
  // Every row on screen is a rejection.
  for (const row of await rows.all()) await expect(row).toContainText('Rejeitada');
  await keepScreenshot(page, { path: 'test-results/screens/integration-messages-rejected-light.png' });

  const button = handleButtons(page).first();
  const received = (await button.getAttribute('aria-label'))!.replace('Marcar como tratada: ', '');
  await button.click();
  const dialog = page.getByRole('dialog', { name: /^Marcar como tratada a mensagem / });
  await expect(dialog).toBeVisible();
  // The reason is required: confirming without it marks the field, and the dialog stays.
  const motivo = dialog.getByRole('textbox', { name: 'Motivo do tratamento' });
  await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(motivo).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Campo obrigatório', { exact: true }).first()).toBeVisible();
  const reason = `Reenviada após correção do cadastro (e2e ${Date.now()}).`;
  await motivo.fill(reason);
  await keepScreenshot(page, { path: 'test-results/screens/integration-messages-dialog-light.png' });
  const startedAt = new Date(Date.now() - 60_000).toISOString();
  await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();

  await expect(page.getByText('Mensagem marcada como tratada.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = rows.filter({ hasText: reason });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Tratada');
  await expect(row).toContainText('admin');
  await expect(row.getByRole('button', { name: `Marcar como tratada: ${received}` })).toHaveCount(0);
  const audited = e2eDatabaseRow<{ n: number }>(
    `SELECT count(*) AS n FROM audit_log WHERE recurso = 'integration-messages' AND acao = 'marcar-tratada' AND usuario = 'admin'
       AND ocorrido_em >= '${startedAt}' AND detalhes LIKE '%${reason}%'`,
  );
  expect(audited.n).toBe(1);
  await keepScreenshot(page, { path: 'test-results/screens/integration-messages-handled-light.png' });

  // The newest rejection is in the dashboard's default period (its last 30 days of messages).
  await openApp(page, '/dashboard/integration-failure-rate');
  await expect(page.getByTestId('kpi-total.tratadas')).toHaveText(/[1-9]/, { timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'Mensagens rejeitadas' })).toContainText(/\d em aberto/);
  await keepScreenshot(page, { path: 'test-results/screens/integration-messages-dashboard-light.png' });
  await page.goBack();

  await page.evaluate(() => localStorage.setItem('vtlog-color-scheme', 'dark'));
  await page.reload();
  await expect(rows.filter({ hasText: reason })).toContainText('Tratada', { timeout: 20_000 });
  await keepScreenshot(page, { path: 'test-results/screens/integration-messages-handled-dark.png' });
  await handleButtons(page).first().click();
  const darkDialog = page.getByRole('dialog', { name: /^Marcar como tratada a mensagem / });
  await darkDialog.getByRole('textbox', { name: 'Motivo do tratamento' }).fill('Reprocessada na origem.');
  await keepScreenshot(page, { path: 'test-results/screens/integration-messages-dialog-dark.png' });
  await darkDialog.getByRole('button', { name: 'CANCELAR' }).click();
  await expect(darkDialog).toHaveCount(0);
});
