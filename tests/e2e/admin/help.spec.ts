/** Admin rewrites a help topic with the editor; analista reads it, without an edit button. */
import type { Page } from '@playwright/test';
import { capturedBearer, scriptPayload, watchForScripts } from '../security/script-watch.ts';
import { expect, newPageAs, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin', viewport: { width: 1440, height: 900 } });

const topicsTable = (page: Page) => page.getByRole('table', { name: 'Ajuda' });
const topicUrl = '/api/help/topics/perfil';

test('admin edits a help topic; analista reads the new text and has no edit button', async ({ page, browser, undoAfterTest }) => {
  const adminWatch = watchForScripts(page);
  const bearer = capturedBearer(page);
  await openApp(page, '/help');
  const authorization = await bearer;
  const original = (await (await page.request.get(topicUrl, { headers: { authorization } })).json()) as { conteudo: string };
  // The topic's text as it was before the test is put back after it: a retry starts from the same text.
  undoAfterTest(async () => {
    const restored = await page.request.put(topicUrl, { headers: { authorization }, data: { conteudo: original.conteudo } });
    expect(restored.ok()).toBe(true);
  });
  await expect(topicsTable(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await keepScreenshot(page, { path: 'test-results/screens/help-list-light.png' });
  await page.evaluate(() => localStorage.setItem('vtlog-color-scheme', 'dark'));
  await page.reload();
  await expect(topicsTable(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });

  await topicsTable(page).getByRole('button', { name: 'Editar: Perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar a ajuda de Perfil' });
  const editor = dialog.getByRole('textbox', { name: 'Texto de ajuda' });
  await expect(editor).toContainText('preferência de tema');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Troque o tema em ');
  await page.keyboard.press('Control+I');
  await page.keyboard.type('Preferências');
  await page.keyboard.press('Control+I');
  await page.keyboard.type(`. ${scriptPayload}`);
  await keepScreenshot(page, { path: 'test-results/screens/help-edit-dark.png' });
  await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(page.getByText('Ajuda de Perfil atualizada.')).toBeVisible();
  await expect(topicsTable(page).locator('tr', { hasText: 'Perfil' })).toContainText('Troque o tema em Preferências.');

  const analista = await newPageAs(browser, 'analista', { viewport: { width: 1440, height: 900 } });
  const analistaWatch = watchForScripts(analista);
  await openApp(analista, '/help');
  await expect(topicsTable(analista).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(topicsTable(analista).getByRole('button', { name: /^Editar/ })).toHaveCount(0);
  await expect(topicsTable(analista).getByRole('columnheader', { name: 'Ações' })).toHaveCount(0);
  await expect(topicsTable(analista)).not.toContainText('Justificativas de atraso');

  await analista.getByRole('search', { name: 'Filtros' }).getByLabel('Buscar').fill('tema');
  await analista.getByRole('button', { name: 'Pesquisar' }).click();
  await topicsTable(analista).getByRole('link', { name: 'Perfil' }).click();
  await expect(analista).toHaveURL(/\/help\/perfil$/);
  const topic = analista.getByRole('region', { name: 'Como usar a tela' });
  await expect(topic.locator('em', { hasText: 'Preferências' })).toBeVisible();
  await expect(topic).toContainText(scriptPayload);
  await analista.evaluate(() => localStorage.setItem('vtlog-color-scheme', 'dark'));
  await analista.reload();
  await expect(topic.locator('em', { hasText: 'Preferências' })).toBeVisible();
  await keepScreenshot(analista, { path: 'test-results/screens/help-topic-dark.png' });
  await analistaWatch.expectNothingRan();
  await adminWatch.expectNothingRan();
  await analista.close();
});
