/**
 * Operador justifies a pending delay (reason + formatted comment), admin accepts
 * it, the history shows both; hostile HTML in a comment never runs.
 */
import { type Page } from '@playwright/test';
import { scriptPayloads, watchForScripts } from '../security/script-watch.ts';
import { expect, newPageAs, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'operador' });

const delaysTable = (page: Page) => page.getByRole('table', { name: 'Justificativas de atraso' });

/** The history's entries: exactly two, in this order (an entry's formatted comment may hold a list of its own). */
const historyOfTwo = `
- list "Histórico":
  - /children: equal
  - listitem:
    - text: /Justificativa registrada/
  - listitem:
    - text: /Justificativa aceita/
`;

async function searchChassis(page: Page, chassis: string) {
  await page.getByRole('search', { name: 'Filtros' }).getByLabel('Chassi').fill(chassis);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(delaysTable(page).locator('tbody tr')).toHaveCount(1);
}

test('operador justifies a pending delay, admin accepts it, and the history shows both steps', async ({ page, browser }) => {
  test.setTimeout(120_000); // two users sign in, two dialogs, a details page in both themes
  const operadorWatch = watchForScripts(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openApp(page, '/administration/transport-delay');
  const justify = delaysTable(page)
    .getByRole('button', { name: /^Justificar: / })
    .first();
  await expect(justify).toBeVisible({ timeout: 20_000 });
  const chassis = (await justify.getAttribute('aria-label'))!.replace('Justificar: ', '');
  await searchChassis(page, chassis);
  await expect(delaysTable(page).getByRole('button', { name: /^Encerrar: / })).toHaveCount(0);

  await delaysTable(page)
    .getByRole('button', { name: `Justificar: ${chassis}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Justificar atraso do chassi ${chassis}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Motivo').click();
  await page.getByRole('option', { name: 'Quebra mecânica' }).click();

  // Keyboard only in the editor: bold with Ctrl+B, then a bullet list from the toolbar.
  const editor = dialog.getByRole('textbox', { name: 'Comentário' });
  await editor.click();
  await page.keyboard.type('Pane no ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('cavalo mecânico');
  await page.keyboard.press('Control+B');
  await page.keyboard.type(` ${scriptPayloads[1]}`);
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Lista com marcadores' }).click();
  await page.keyboard.type('Socorro acionado às 14h');
  // HTML pasted from elsewhere: the editor keeps the text, never the handler.
  await editor.evaluate((element, payload) => {
    const data = new DataTransfer();
    data.setData('text/html', `<p>colado${payload}</p>`);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, scriptPayloads.slice(0, 3).join(''));
  await expect(editor.locator('strong')).toHaveText('cavalo mecânico');
  await keepScreenshot(page, { path: 'test-results/screens/justify-dialog.png' });
  await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(page.getByText(`Atraso do chassi ${chassis} justificado.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = delaysTable(page).locator('tbody tr').first();
  await expect(row).toContainText('Justificado');
  await expect(row).toContainText('Quebra mecânica');
  await expect(row.getByRole('button', { name: `Encerrar: ${chassis}` })).toBeVisible();

  const admin = await newPageAs(browser, 'admin', { viewport: { width: 1440, height: 900 } });
  const adminWatch = watchForScripts(admin);
  await openApp(admin, '/administration/transport-delay');
  await expect(delaysTable(admin).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await searchChassis(admin, chassis);
  const detailsHref = (await delaysTable(admin).getByRole('link', { name: chassis }).getAttribute('href'))!;
  await delaysTable(admin)
    .getByRole('button', { name: `Encerrar: ${chassis}` })
    .click();
  const closeDialog = admin.getByRole('dialog', { name: `Encerrar justificativa do chassi ${chassis}` });
  await closeDialog.getByRole('radio', { name: 'Aceitar a justificativa' }).check();
  await closeDialog.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(admin.getByText(`Justificativa do chassi ${chassis} avaliada.`)).toBeVisible();

  // Closed delays leave the default filter (open cases: Pendente and Justificado).
  await expect(delaysTable(admin)).toContainText('Nenhum atraso encontrado para os filtros informados.');
  await admin.goto(detailsHref);
  await expect(admin).toHaveURL(/\/administration\/transport-delay\/\d+$/);
  const history = admin.getByRole('region', { name: 'Histórico', exact: true });
  const entries = history.getByRole('list', { name: 'Histórico', exact: true });
  const entry = (title: string) => entries.getByRole('listitem').filter({ hasText: title });
  await expect(entries).toMatchAriaSnapshot(historyOfTwo);
  await expect(entry('Justificativa registrada')).toContainText('operador');
  await expect(entry('Justificativa aceita')).toContainText('admin');
  await expect(history.locator('strong', { hasText: 'cavalo mecânico' })).toBeVisible();
  await expect(history.locator('li', { hasText: 'Socorro acionado às 14h' })).toBeVisible();
  await expect(history).toContainText(scriptPayloads[1]!);
  await expect(admin.getByRole('region', { name: 'Embarque', exact: true })).toContainText('Encerrado');
  await expect(admin.locator('main img, main [onerror]')).toHaveCount(0);
  await keepScreenshot(admin, { path: 'test-results/screens/delay-details-light.png', fullPage: true });
  await admin.evaluate(() => localStorage.setItem('vtlog-color-scheme', 'dark'));
  await admin.reload();
  await expect(entries).toMatchAriaSnapshot(historyOfTwo);
  await keepScreenshot(admin, { path: 'test-results/screens/delay-details-dark.png', fullPage: true });
  await adminWatch.expectNothingRan();
  await operadorWatch.expectNothingRan();
  await admin.close();
});

test.describe('as analista', () => {
  test.use({ signedInAs: 'analista' });

  test('analista, without transport-delay, is sent to access denied', async ({ page }) => {
    await openApp(page, '/administration/transport-delay');
    await expect(page).toHaveURL(/\/access-denied$/);
  });
});
