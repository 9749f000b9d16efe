/**
 * Browser side: the SPA's CSP is sent and blocks inline script; stored script payloads
 * (a receipt checklist note, the chassis search text) stay text; the permission list kept in
 * sessionStorage cannot be read as plain text.
 */
import { readFileSync } from 'node:fs';
import { type APIRequestContext } from '@playwright/test';
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { capturedBearer, scriptPayload, scriptPayloads, watchForScripts } from './script-watch.ts';

test.use({ signedInAs: 'admin' });

const resourceNames = (JSON.parse(readFileSync('manifests/permissions.json', 'utf8')) as { resources: { name: string }[] }).resources.map((r) => r.name);

test('the SPA is served with a CSP that blocks inline script', async ({ page }) => {
  for (const path of ['/', '/vehicles/search?sid=1', '/config.json']) {
    const csp = (await page.request.get(path)).headers()['content-security-policy'] ?? '';
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc, path).toMatch(/^script-src 'self'/);
    expect(scriptSrc, path).not.toContain('unsafe');
  }
  await openApp(page);
  // An inline script allowed to run does so as it is inserted; a blocked one is reported as a violation event.
  type Inline = Window & { __inline?: boolean; __violated?: string };
  await page.evaluate(() => {
    const w = window as Inline;
    document.addEventListener('securitypolicyviolation', (event) => (w.__violated = event.effectiveDirective), { once: true });
    const script = document.createElement('script');
    script.textContent = 'window.__inline = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as Inline).__inline === true), 'the inline script ran').toBe(false);
  await expect.poll(() => page.evaluate(() => (window as Inline).__violated ?? null)).toBe('script-src-elem');
});

test('the permission list in sessionStorage is encrypted: no resource name readable', async ({ page }) => {
  await openApp(page, '/vehicles/search');
  const stored = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  const record = JSON.parse(stored['vtlog.permissions'] ?? 'null') as Record<string, unknown> | null;
  expect(record).toMatchObject({ v: 1, salt: expect.any(String), iv: expect.any(String), data: expect.any(String) });
  const everything = Object.values(stored).join('\n');
  const readable = resourceNames.filter((name) => everything.includes(name));
  expect(readable).toEqual([]);
  // Base64 of the plain JSON would start with eyJ ('{"'); the cipher text must not decode to JSON either.
  expect(Buffer.from(String(record?.data), 'base64').toString('latin1')).not.toContain('"resource');
});

/** Answers every item of a receipt in progress (the first with the payload as its note) and accepts it. */
async function receiptWithPayloadNote(request: APIRequestContext, authorization: string): Promise<number> {
  const headers = { authorization };
  const api = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(url, { method, headers, data });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  // The last receipt in progress (the receipt e2e takes a not-started one).
  const { id: receiptId } = e2eDatabaseRow<{ id: number }>('SELECT id FROM receipts WHERE receipt_status = 1 ORDER BY id DESC LIMIT 1');
  const started = await api<{ checklistTemplateId: number }>('GET', `/api/receipt/details/${receiptId}`);
  const items = await api<{ id: number; tipoResposta: string }[]>('POST', '/api/checklist/template/item', { checklistTemplateId: started.checklistTemplateId });
  const answer = { OK_NOK: 'OK', SIM_NAO: 'SIM', TEXTO: scriptPayloads[1] } as Record<string, string>;
  await api('PUT', `/api/receipt/${receiptId}/answers`, {
    answers: items.map((item, index) => ({
      checklistItemId: item.id,
      resposta: answer[item.tipoResposta] ?? 'OK',
      observacao: index === 0 ? scriptPayload : null,
    })),
  });
  await api('POST', `/api/receipt/${receiptId}/status`, { receiptStatus: 2 });
  return receiptId;
}

test('a script stored in a checklist note stays text on the receipt and in its inspection report', async ({ page }) => {
  const watch = watchForScripts(page);
  const bearer = capturedBearer(page);
  await openApp(page, '/vehicles/search');
  const receiptId = await receiptWithPayloadNote(page.request, await bearer);

  await page.goto(`/receipts/${receiptId}`);
  await expect(page.getByTestId('receipt-status')).toHaveText('Recebido / Aceito');
  await expect(page.getByTestId('checklist-note').first()).toHaveText(scriptPayload);

  await page.getByRole('link', { name: 'Relatório de inspeção' }).click();
  const report = page.getByTestId('inspection-report');
  await expect(report).toContainText(scriptPayloads[0]!);
  await expect(report.locator('script, svg, img[onerror]')).toHaveCount(0);
  await watch.expectNothingRan();
});

test.describe('as analista', () => {
  test.use({ signedInAs: 'analista' });

  test('script typed as chassis search text stays text: in the filter and as a details link', async ({ page }) => {
    const watch = watchForScripts(page);
    await openApp(page, '/vehicles/search');
    const table = page.getByRole('table', { name: 'Consulta de Veículos' });
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });

    // The chassis filter refuses the text in pt-BR (in the form, or from the server when it gets there).
    const chassis = page.getByRole('textbox', { name: 'Chassi', exact: true });
    const refused = page.getByText('Caracteres não permitidos').or(page.getByRole('alert', { name: 'Erro ao carregar a página' }));
    for (const payload of scriptPayloads) {
      await chassis.fill(payload);
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await expect(refused.first()).toBeVisible();
      await expect(chassis).toHaveValue(payload);
    }
    await page.reload();
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });

    // No dot in this one: a dotted path is taken for a missing file (JSON 404), not a deep link.
    const linkPayload = "<img src=x onerror=alert('xss-link')>";
    await page.goto(`/vehicles/details/${encodeURIComponent(linkPayload)}`);
    await expect(page.getByRole('heading', { name: 'Detalhes do Veículo' })).toBeVisible();
    // Drawn as text in the trail, and the page's answer (no such vehicle) has come and been drawn.
    await expect(page.getByRole('navigation', { name: 'Trilha de navegação' })).toContainText(linkPayload);
    await expect(page.getByRole('alert').filter({ hasText: 'Erro ao carregar a página' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[onerror]'), 'the payload was not taken for markup').toHaveCount(0);
    await watch.expectNothingRan();
  });
});
