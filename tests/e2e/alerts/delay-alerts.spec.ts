/**
 * The bell: admin (subscribed to a delay's region and carrier) and operador (subscribed to another
 * region) watch their bells while operador rejects the delay's justification. Admin's bell counts
 * the alert and lists it, operador's does not; admin opens it in one browser and the count clears in
 * admin's other browser, without a reload. Both subscribe to delay alerts only, so alerts other
 * specs raise meanwhile (refused route spreadsheets) never reach these bells. The delay is the
 * newest one the seed left justified, which no other spec decides; each run starts from a fresh
 * database (scripts/run-e2e.mjs).
 */
import { bell, openBell, popover, refreshed, subscribe } from '../support/alert-bell.ts';
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { expect, newPageAs, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

const delayAlerts = 'Atraso aguardando justificativa';

test('a rejected justification alerts the user of its region, and opening the alert clears the count in their other browser', async ({ page, browser }) => {
  test.setTimeout(180_000); // three signed-in browsers and two waits for the bell's refresh
  const delay = e2eDatabaseRow<{ id: number; chassi: string; regiao: string; regiaoNome: string; transportadora: string }>(
    `SELECT d.id, v.chassi, v.regiao_codigo AS regiao, r.nome AS regiaoNome, c.nome AS transportadora
       FROM transport_delays d
       JOIN vehicles v ON v.id = d.vehicle_id
       JOIN regions r ON r.codigo = v.regiao_codigo
       JOIN shipments s ON s.id = d.shipment_id
       JOIN carriers c ON c.id = s.carrier_id
     WHERE d.situacao = 'JUSTIFICADO'
       AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.recurso = 'transport-delay' AND a.registro = CAST(d.id AS TEXT))
     ORDER BY d.id DESC LIMIT 1`,
  );
  const elsewhere = e2eDatabaseRow<{ nome: string }>(`SELECT nome FROM regions WHERE codigo <> '${delay.regiao}' ORDER BY codigo LIMIT 1`);
  const title = `Justificativa rejeitada: chassi ${delay.chassi}`;

  await page.setViewportSize({ width: 1440, height: 900 });
  await openApp(page);
  await subscribe(
    page,
    { regions: [delay.regiaoNome], carriers: [delay.transportadora], types: [delayAlerts] },
    'test-results/screens/alerts-preferences-light.png',
  );
  await expect(bell(page)).toHaveAccessibleName('Alertas: nenhum não lido');

  const operador = await newPageAs(browser, 'operador');
  await openApp(operador);
  await subscribe(operador, { regions: [elsewhere.nome], types: [delayAlerts] });
  const adminElsewhere = await newPageAs(browser, 'admin');
  await openApp(adminElsewhere);
  await expect(bell(adminElsewhere)).toHaveAccessibleName('Alertas: nenhum não lido');

  // Operador rejects the justification on the delay's page.
  await operador.goto(`/administration/transport-delay/${delay.id}`);
  await operador.getByRole('button', { name: `Encerrar: ${delay.chassi}` }).click();
  const decision = operador.getByRole('dialog', { name: `Encerrar justificativa do chassi ${delay.chassi}` });
  await decision.getByRole('radio', { name: 'Rejeitar a justificativa' }).check();
  await decision.getByLabel('Observação').fill('Falta o comprovante do pedágio.');
  await decision.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(operador.getByText(`Justificativa do chassi ${delay.chassi} avaliada.`)).toBeVisible();

  // Admin's bells count it by themselves; operador's, of another region, does not.
  await expect(bell(page)).toHaveAccessibleName('Alertas: 1 não lido', refreshed);
  await expect(page.getByTestId('alert-count')).toHaveText('1');
  await expect(bell(adminElsewhere)).toHaveAccessibleName('Alertas: 1 não lido', refreshed);
  await openBell(operador);
  await expect(popover(operador).getByText(title)).toHaveCount(0);
  await expect(bell(operador)).toHaveAccessibleName('Alertas: nenhum não lido');

  // From the keyboard: Enter on the bell opens it with the focus inside.
  await bell(page).focus();
  await page.keyboard.press('Enter');
  await expect(popover(page)).toBeVisible();
  await expect(popover(page).locator(':focus')).toHaveCount(1);
  const item = popover(page).getByRole('link', { name: new RegExp(title) });
  await expect(item).toContainText(delayAlerts);
  await expect(item).toContainText('Rejeitada por operador: "Falta o comprovante do pedágio.". O atraso voltou a Pendente e aguarda nova justificativa.');
  await expect(item).toContainText('agora');
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(popover(page)).toHaveCSS('opacity', '1');
  await keepScreenshot(page, { path: 'test-results/screens/alerts-bell-light.png' });
  // Escape closes it and gives the focus back to the bell; the dark theme shows the same.
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);
  await expect(bell(page)).toBeFocused();
  await page.getByTestId('theme-toggle').click();
  await openBell(page);
  // Once the popover has faded in, and with the pointer off the theme switch (its tooltip).
  await page.mouse.move(700, 700);
  await expect(popover(page)).toHaveCSS('opacity', '1');
  await keepScreenshot(page, { path: 'test-results/screens/alerts-bell-dark.png' });

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/administration/transport-delay/${delay.id}$`));
  await expect(bell(page)).toHaveAccessibleName('Alertas: nenhum não lido');
  await expect(page.getByTestId('alert-count')).toHaveCount(0);
  // Admin's other browser learns of the read by itself.
  await expect(bell(adminElsewhere)).toHaveAccessibleName('Alertas: nenhum não lido', refreshed);
  await openBell(adminElsewhere);
  await expect(popover(adminElsewhere).getByRole('link', { name: new RegExp(title) })).not.toHaveAttribute('data-unread');

  await operador.close();
  await adminElsewhere.close();
});
