/**
 * A shipment that turns at risk: admin lowers its route's target, the server's risk sweep finds its
 * forecast past the new due date and raises the alert. Analista (subscribed to the shipment's region)
 * is told in both of her browsers; operador (subscribed to another region) is not. Analista opens the
 * alert in one browser, lands on the vehicle "Em risco", and the count clears in her other browser
 * without a reload. The route is one with a history of its own (so its forecast does not move with
 * the target); its other shipments on the way may turn at risk too, so the counts are read, not
 * guessed. The spec runs in the alerts project, after every other spec (playwright.config.ts), since
 * it moves due dates and opens delays.
 */
import type { Page } from '@playwright/test';
import { capturedBearer } from '../security/script-watch.ts';
import { bell, openBell, popover, refreshed, subscribe } from '../support/alert-bell.ts';
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { expect, newPageAs, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'analista' });

const riskAlerts = 'Embarque em risco';

/** The bell's accessible name for `count` unread alerts. */
const unreadName = (count: number) => (count === 0 ? 'Alertas: nenhum não lido' : `Alertas: ${count} ${count === 1 ? 'não lido' : 'não lidos'}`);

/** Opens the app and returns the signed-in user's bearer, as the SPA sends it. */
async function openWithBearer(page: Page): Promise<string> {
  const bearer = capturedBearer(page);
  await openApp(page);
  return bearer;
}

test('a shipment that turns at risk alerts the user of its region, not one of another, and reading it clears the count in her other browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // four signed-in browsers and two waits for the bell's refresh
  const shipment = e2eDatabaseRow<{ routeId: number; target: number; chassi: string; regiao: string; regiaoNome: string }>(
    `SELECT s.route_id AS routeId, r.dias_target AS target, v.chassi, v.regiao_codigo AS regiao, g.nome AS regiaoNome
       FROM shipments s
       JOIN transport_routes r ON r.id = s.route_id
       JOIN vehicles v ON v.id = s.vehicle_id
       JOIN regions g ON g.codigo = v.regiao_codigo
     WHERE s.risco_entrega = 'NO_PRAZO' AND r.dias_target >= 3
       AND julianday('now') - julianday(s.data_saida) BETWEEN 0 AND r.dias_target - 2.5
       AND (SELECT count(*) FROM shipments h WHERE h.route_id = s.route_id AND h.data_entrega >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-170 days')) >= 40
     ORDER BY s.id LIMIT 1`,
  );
  const elsewhere = e2eDatabaseRow<{ codigo: string }>(`SELECT codigo FROM regions WHERE codigo <> '${shipment.regiao}' ORDER BY codigo LIMIT 1`);
  const title = `Embarque em risco: chassi ${shipment.chassi}`;

  await page.setViewportSize({ width: 1440, height: 900 });
  const analistaBearer = await openWithBearer(page);
  await subscribe(page, { regions: [shipment.regiaoNome], types: [riskAlerts] });
  // Alerts of the demo data's start (the first sweep) are not this test's: read them all.
  await page.request.post('/api/alerts/read-all', { headers: { authorization: analistaBearer } });
  const analistaElsewhere = await newPageAs(browser, 'analista');
  await openApp(analistaElsewhere);
  await expect(bell(analistaElsewhere)).toHaveAccessibleName('Alertas: nenhum não lido', refreshed);

  const operador = await newPageAs(browser, 'operador');
  const operadorBearer = await openWithBearer(operador);
  const subscribed = await operador.request.put('/api/alerts/subscriptions', {
    headers: { authorization: operadorBearer },
    data: { regioes: [elsewhere.codigo], transportadoras: [], tipos: ['EM_RISCO'] },
  });
  expect(subscribed.status()).toBe(200);

  // Admin lowers the route's target by 2 days: the due date comes before the route's usual transit.
  const admin = await newPageAs(browser, 'admin');
  const adminBearer = await openWithBearer(admin);
  const lowered = await admin.request.put(`/api/transportroute/${shipment.routeId}/target`, {
    headers: { authorization: adminBearer },
    data: { diasTarget: shipment.target - 2, motivo: 'Nova rota expressa (e2e)' },
  });
  expect(lowered.status(), await lowered.text()).toBe(200);

  await expect(bell(page)).not.toHaveAccessibleName('Alertas: nenhum não lido', refreshed);
  const unread = (await (await page.request.get('/api/alerts/unread-count', { headers: { authorization: analistaBearer } })).json()).total as number;
  await expect(bell(page)).toHaveAccessibleName(unreadName(unread), refreshed);
  await expect(bell(analistaElsewhere)).toHaveAccessibleName(unreadName(unread), refreshed);
  const operadorAlerts = await operador.request.get('/api/alerts', { headers: { authorization: operadorBearer }, params: { pageSize: 100 } });
  expect(((await operadorAlerts.json()) as { items: { titulo: string }[] }).items.map((alert) => alert.titulo)).not.toContain(title);
  await openBell(operador);
  await expect(popover(operador).getByText(title)).toHaveCount(0);

  await openBell(page);
  const item = popover(page).getByRole('link', { name: new RegExp(title) });
  await expect(item).toContainText(riskAlerts);
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/details/${shipment.chassi}$`));
  await expect(page.getByRole('region', { name: 'Embarque e entrega' })).toContainText(/Risco de entrega\s*Em risco/, { timeout: 20_000 });
  await expect(bell(page)).toHaveAccessibleName(unreadName(unread - 1));
  // Her other browser learns of the read by itself.
  await expect(bell(analistaElsewhere)).toHaveAccessibleName(unreadName(unread - 1), refreshed);

  await Promise.all([analistaElsewhere.close(), operador.close(), admin.close()]);
});
