/**
 * "Will it arrive on time?" before the due date: a vehicle at risk shows its predicted arrival, the
 * window around it and the "Em risco" badge on its details, and the vehicle search finds the
 * vehicles at risk with the Risco de entrega filter.
 */
import { type Page } from '@playwright/test';
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'analista' });

const dateTime = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

function listResponse(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/api/vehicle/list') && response.request().method() === 'POST');
}

test('a vehicle at risk shows its predicted arrival, the window and the "Em risco" badge', async ({ page }) => {
  const atRisk = e2eDatabaseRow<{ chassi: string }>("SELECT chassi FROM vehicles WHERE risco_entrega = 'EM_RISCO' ORDER BY id LIMIT 1");
  await openApp(page, `/vehicles/details/${atRisk.chassi}`);
  const shipment = page.getByRole('region', { name: 'Embarque e entrega' });
  await expect(shipment).toContainText(new RegExp(`Previsão de chegada\\s*${dateTime.source}`), { timeout: 20_000 });
  await expect(shipment).toContainText(new RegExp(`Janela de chegada: de\\s*${dateTime.source}`));
  await expect(shipment).toContainText(new RegExp(`Janela de chegada: até\\s*${dateTime.source}`));
  await expect(shipment).toContainText(/Risco de entrega\s*Em risco/);
  await shipment.scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: 'test-results/screens/vehicle-details-at-risk.png', fullPage: true });
});

test('the vehicle search filters by Risco de entrega = Em risco', async ({ page }) => {
  const expected = e2eDatabaseRow<{ n: number }>("SELECT count(*) AS n FROM vehicles WHERE risco_entrega = 'EM_RISCO'");
  await openApp(page, '/vehicles/search');
  const table = page.getByRole('table', { name: 'Consulta de Veículos' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('combobox', { name: 'Risco de entrega' }).click();
  await page.getByRole('option', { name: 'Em risco' }).click();
  await page.keyboard.press('Escape');
  const answer = listResponse(page);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  expect((await answer).request().postDataJSON()).toMatchObject({ page: 1, filters: { risco: ['EM_RISCO'] } });
  await expect(page.getByTestId('list-total')).toHaveText(expected.n === 1 ? '1 registro' : `${expected.n.toLocaleString('pt-BR')} registros`);
  const risks = table.getByRole('cell').filter({ hasText: /^(No prazo|Em risco|Atrasado)$/ });
  await expect(risks.first()).toBeVisible();
  expect(new Set(await risks.allInnerTexts())).toEqual(new Set(['Em risco']));
  await keepScreenshot(page, { path: 'test-results/screens/vehicles-search-at-risk.png', fullPage: true });
});
