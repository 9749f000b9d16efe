/**
 * HTML pasted into the rich-text editor is reduced to text and formatting before any document sees it:
 * no payload's handler is even reported against the CSP, and its image is never requested.
 */
import { expect, openApp, test } from '../support/fixtures.ts';
import { scriptPayloads, watchForScripts } from './script-watch.ts';

test.use({ signedInAs: 'operador' });

test('pasting hostile HTML into the editor runs, loads and reports nothing', async ({ page }) => {
  const watch = watchForScripts(page);
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective}: ${event.sample}`));
  });
  const payloadRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/x$/.test(new URL(request.url()).pathname)) payloadRequests.push(request.url());
  });

  await openApp(page, '/administration/transport-delay');
  const justify = page
    .getByRole('table', { name: 'Justificativas de atraso' })
    .getByRole('button', { name: /^Justificar: / })
    .first();
  await expect(justify).toBeVisible({ timeout: 20_000 });
  await justify.click();
  const dialog = page.getByRole('dialog', { name: /^Justificar atraso do chassi / });
  const editor = dialog.getByRole('textbox', { name: 'Comentário' });
  await editor.click();

  for (const [index, payload] of scriptPayloads.entries()) {
    await editor.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, `<p>colado ${index} <b>negrito</b> ${payload}</p>`);
    await expect(editor).toContainText(`colado ${index}`);
  }
  await expect(editor.locator('strong', { hasText: 'negrito' })).toHaveCount(scriptPayloads.length);
  await expect(editor.locator('img, svg, script, [onerror], [onload]')).toHaveCount(0);
  // A link with a script URL keeps its text, never the URL.
  await expect(editor.locator('a[href^="javascript"]')).toHaveCount(0);

  expect(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations)).toEqual([]);
  expect(payloadRequests).toEqual([]);
  await watch.expectNothingRan();
});
