/**
 * Client validation in the real browser under the app's Content-Security-Policy (no
 * 'unsafe-eval'): the forms use validators compiled at build time, so a bad value shows its pt-BR
 * message, nothing is sent, and the browser reports no CSP violation.
 */
import { type Page } from '@playwright/test';
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'admin' });

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Collects every CSP violation the page reports, from its first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return console;
}

async function violations(page: Page, console: string[]): Promise<string[]> {
  return [...console, ...(await page.evaluate(() => window.cspViolations ?? []))];
}

/** A field's error message as shown on the page (the form also keeps a hidden list of its errors). */
const shownError = (page: Page, text: string) => page.getByRole('main').getByText(text).filter({ visible: true });

test('a bad filter value shows the pt-BR message, sends no search and breaks no CSP rule', async ({ page }) => {
  const console = await watchCsp(page);
  await openApp(page, '/vehicles/search');
  const csp = (await page.request.get('/vehicles/search')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  await expect(page.getByRole('table', { name: 'Consulta de Veículos' }).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });

  const searches: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/vehicle/list')) searches.push(request.postDataJSON());
  });
  await page.getByRole('textbox', { name: 'Chassi', exact: true }).fill('IOQ*');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(shownError(page, 'Caracteres não permitidos: I, O, Q, *')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Chassi', exact: true })).toHaveAttribute('aria-invalid', 'true');
  // the message is the field's own: what a screen reader reads with it
  await expect(page.getByRole('textbox', { name: 'Chassi', exact: true })).toHaveAccessibleDescription(/Caracteres não permitidos: I, O, Q, \*/);
  expect(searches).toEqual([]);

  await page.getByRole('textbox', { name: 'Chassi', exact: true }).fill('VT004251');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect.poll(() => searches.length).toBe(1);
  await expect(shownError(page, 'Caracteres não permitidos: I, O, Q, *')).toHaveCount(0);
  // the search folded the form into its applied filters: unfolded, the field has no error left
  await page.getByRole('button', { name: 'Editar filtros' }).click();
  await expect(page.getByRole('textbox', { name: 'Chassi', exact: true })).not.toHaveAccessibleDescription(/Caracteres não permitidos/);
  expect(await violations(page, console)).toEqual([]);
});

test('a form page asks for its required field in pt-BR before calling the API', async ({ page }) => {
  const console = await watchCsp(page);
  await openApp(page, '/reports/delays-by-carrier');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(request.url());
  });
  await page.getByRole('button', { name: 'Baixar relatório' }).click();
  await expect(shownError(page, 'Campo obrigatório').first()).toBeVisible();
  expect(calls.filter((url) => url.includes('/report'))).toEqual([]);
  expect(await violations(page, console)).toEqual([]);
});
