import { type Locator, type Page } from '@playwright/test';
import { solidPng } from '../../../src/server/db/seed/png.ts';
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

const payload = '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">';

const saved = (page: Page) => page.waitForResponse((r) => /\/api\/receipt\/\d+\/(answers|attachments|status)$/.test(r.url()) && r.ok());

async function answerAll(page: Page, items: Locator): Promise<Locator> {
  const count = await items.count();
  let damaged: Locator | undefined;
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    const needsPhoto = (await item.getByText('Foto se não conforme').count()) > 0;
    const choice = needsPhoto && !damaged ? 'Não OK' : 'OK';
    await Promise.all([saved(page), item.getByText(choice, { exact: true }).click()]);
    if (choice === 'Não OK') damaged = items.nth(i);
  }
  if (!damaged) throw new Error('template without an item that requires a photo');
  return damaged;
}

test('a receipt is registered end to end with a photo; its report shows the answers and the photo; a script in a note stays text', async ({ page }) => {
  const { id } = e2eDatabaseRow<{ id: number }>('SELECT id FROM receipts WHERE receipt_status = 0 ORDER BY id LIMIT 1');
  await openApp(page, `/receipts/${id}`);
  await expect(page.getByTestId('receipt-status')).toHaveText('Não iniciado');
  await Promise.all([saved(page), page.getByRole('button', { name: 'Iniciar recebimento' }).click()]);
  await expect(page.getByTestId('receipt-status')).toHaveText('Em execução');

  const items = page.locator('[data-testid^="checklist-item-"]');
  await expect(items.first()).toBeVisible();
  const damaged = await answerAll(page, items);
  const damagedId = await damaged.getAttribute('data-testid');
  const card = page.getByTestId(damagedId ?? '');
  await card.getByLabel('Código de avaria').fill('03042');
  await Promise.all([saved(page), card.getByLabel('Código de avaria').blur()]);
  await page
    .getByTestId(damagedId ?? '')
    .getByLabel('Observação')
    .fill(payload);
  await Promise.all([
    saved(page),
    page
      .getByTestId(damagedId ?? '')
      .getByLabel('Observação')
      .blur(),
  ]);
  await Promise.all([
    saved(page),
    page
      .getByTestId(damagedId ?? '')
      .locator('input[type=file]')
      .setInputFiles({ name: 'avaria.png', mimeType: 'image/png', buffer: solidPng(32, [200, 40, 40]) }),
  ]);
  await expect(page.getByTestId(damagedId ?? '').getByRole('img', { name: /Foto 1 de/ })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/screens/receipt-in-progress-light.png', fullPage: true });

  await page.getByRole('button', { name: 'Finalizar recebimento' }).click();
  await page.getByLabel('Rejeitado').check();
  await page.getByLabel('Motivo da rejeição').fill('Risco profundo na porta dianteira');
  await Promise.all([saved(page), page.getByRole('button', { name: 'CONFIRMAR' }).click()]);
  await expect(page.getByTestId('receipt-status')).toHaveText('Rejeitado');
  await expect(page.getByTestId(damagedId ?? '').getByTestId('checklist-note')).toHaveText(payload);
  expect(await page.evaluate('window.__xss')).toBeUndefined();

  await page.getByRole('link', { name: 'Relatório de inspeção' }).click();
  const report = page.getByTestId('inspection-report');
  await expect(report).toContainText('Não conforme');
  await expect(report).toContainText('03-04-2');
  await expect(report).toContainText(payload);
  await expect(report.locator('img[src^="data:image/png;base64,"]')).toHaveCount(1);
  expect(await report.locator('script').count()).toBe(0);
  expect(await page.evaluate('window.__xss')).toBeUndefined();
  await keepScreenshot(page, { path: 'test-results/screens/inspection-report-light.png', fullPage: true });
  await page.evaluate("localStorage.setItem('vtlog-color-scheme', 'dark')");
  await page.reload();
  await expect(page.getByTestId('inspection-report')).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/screens/inspection-report-dark.png', fullPage: true });
  await page.goto(`/receipts/${id}`);
  await expect(page.getByTestId('receipt-status')).toHaveText('Rejeitado');
  await keepScreenshot(page, { path: 'test-results/screens/receipt-finished-dark.png', fullPage: true });
});

test.describe('as operador', () => {
  test.use({ signedInAs: 'operador' });

  test('the checklist template editor reorders items with the keyboard (light and dark)', async ({ page }) => {
    await openApp(page, '/settings/receipt-checklist');
    const items = page.getByTestId('template-item');
    await expect(items.first()).toBeVisible();
    const first = await items.nth(0).getByLabel('Descrição do item 1').inputValue();
    await page.getByRole('button', { name: 'Mover item 1 para baixo' }).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(1).getByLabel('Descrição do item 2')).toHaveValue(first);
    await keepScreenshot(page, { path: 'test-results/screens/receipt-checklist-light.png', fullPage: true });
    await page.evaluate("localStorage.setItem('vtlog-color-scheme', 'dark')");
    await page.reload();
    await expect(page.getByTestId('template-item').first()).toBeVisible();
    await keepScreenshot(page, { path: 'test-results/screens/receipt-checklist-dark.png', fullPage: true });
  });
});
