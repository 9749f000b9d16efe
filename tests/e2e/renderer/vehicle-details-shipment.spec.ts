/**
 * The vehicle details answer "when will it arrive, is it late?": the shipment (saída, previsão,
 * target, dias de atraso, modal, rota) and the Expurgo state with its history, documents formatted as printed,
 * where the vehicle is and when that was reported; an unknown chassis says so plainly.
 */
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

test('a late vehicle shows its shipment, delay, Expurgo, formatted CNPJ and NF-e key, and its place', async ({ page }) => {
  const late = e2eDatabaseRow<{ chassi: string; motivo: string }>(
    `SELECT v.chassi, e.motivo FROM vehicles v JOIN shipments s ON s.vehicle_id = v.id JOIN kpi_exclusions k ON k.vehicle_id = v.id AND k.ativo = 1
     JOIN kpi_exclusion_events e ON e.chassi = v.chassi AND e.acao = 'aplicar-expurgo'
     WHERE s.situacao = 'ENTREGUE' AND julianday(s.data_entrega) - julianday(s.data_prevista) > 0 AND v.chave_nfe IS NOT NULL ORDER BY v.id, e.id DESC LIMIT 1`,
  );
  await openApp(page, `/vehicles/details/${late.chassi}`);

  const shipment = page.getByRole('region', { name: 'Embarque e entrega' });
  await expect(shipment).toContainText('Saída', { timeout: 20_000 });
  await expect(shipment).toContainText(/Previsão de entrega\s*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(shipment).toContainText(/Target \(dias\)\s*\d+/);
  await expect(shipment).toContainText(/Dias de atraso\s*[1-9]\d*/);
  await expect(shipment).toContainText(/Modal\s*(Rodoviário|Cabotagem|Ferroviário)/);
  await expect(shipment).toContainText(/Rota: fábrica de origem\s*[A-Z]{3}/);
  await expect(page.getByRole('region', { name: 'Expurgo de KPI' })).toContainText(late.motivo);
  const history = page.getByRole('list', { name: 'Histórico de expurgo' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Expurgo aplicado' }).last()).toContainText(late.motivo);

  const invoice = page.getByRole('region', { name: 'Pedido e nota fiscal' });
  await expect(invoice).toContainText(/CNPJ da concessionária\s*\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
  await expect(invoice).toContainText(/Chave de acesso da NF-e\s*(\d{4} ){10}\d{4}/);

  const place = page.getByTestId('vehicle-place');
  await expect(place).toContainText(/Cidade\/UF \(último registro\)\s*.+\/[A-Z]{2}/);
  await expect(place).toContainText(/Atualizado em\s*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await page.getByRole('region', { name: 'Localização' }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: 'test-results/screens/vehicle-details-late.png', fullPage: true });
});

test('a vehicle never shipped says so, and counts in the KPIs', async ({ page }) => {
  const waiting = e2eDatabaseRow<{ chassi: string }>(
    'SELECT chassi FROM vehicles v WHERE NOT EXISTS (SELECT 1 FROM shipments s WHERE s.vehicle_id = v.id) AND NOT EXISTS (SELECT 1 FROM kpi_exclusions k WHERE k.vehicle_id = v.id AND k.ativo = 1) ORDER BY id LIMIT 1',
  );
  await openApp(page, `/vehicles/details/${waiting.chassi}`);
  await expect(page.getByRole('region', { name: 'Embarque e entrega' })).toContainText('O veículo ainda não foi embarcado', { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Expurgo de KPI' })).toContainText('Sem expurgo ativo: este chassi conta nos KPIs.');
});

test('an unknown chassis shows "Veículo não encontrado" without a retry button', async ({ page }) => {
  await openApp(page, '/vehicles/details/9BWZZZ377VT999999');
  await expect(page.getByText('Veículo não encontrado', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Nenhum veículo tem o chassi 9BWZZZ377VT999999.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
});
