/**
 * The manifest studio (issue 36): admin edits vehicles-search in the browser, sees the preview draw
 * the added column and filter on real rows, downloads the file (which check:manifests accepts in a
 * copy of manifests/), and sees each mistake marked where the command line reports it; analista is
 * denied. Nothing here writes to the server, so the test is safe to retry.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, newPageAs, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

const run = promisify(execFile);
const committed = readFileSync('manifests/pages/vehicles-search.json', 'utf8');

/** vehicles-search with a "Cidade" column and a "Cidade contém" filter (field cidade, operator contains). */
const withCityColumnAndFilter = committed
  .replace(
    '"numeroNF": {\n          "type": "string",\n          "title": "Número da NF"\n        },',
    '"numeroNF": {\n          "type": "string",\n          "title": "Número da NF"\n        },\n        "cidade__contains": {\n          "type": "string",\n          "title": "Cidade contém"\n        },',
  )
  .replace('"field": "diasNoStatus",', '"field": "cidade",\n      "label": "Cidade",\n      "format": "text"\n    },\n    {\n      "field": "diasNoStatus",');

/** Three mistakes of different kinds (each alone: a page the schema refuses is not checked further). */
const mistakes = [
  { kind: 'schema', text: committed.replace('"title": "Consulta de Veículos",', '"title": 7,') },
  { kind: 'enum', text: committed.replace('"enum": "vehicle-status",', '"enum": "vehicle-statuss",') },
  { kind: 'API contract', text: committed.replace('"field": "regiao",', '"field": "regiaoo",') },
];

/** The JSON token that starts at a 1-based line and column of `text` (a quoted name or value, or a bare one). */
function tokenAt(text: string, line: number, col: number): string {
  const rest = text.split('\n')[line - 1]!.slice(col - 1);
  return /^"(?:[^"\\]|\\.)*"|^[^\s,}\]]+/.exec(rest)![0];
}

/** check:manifests (the command line, JSON output) on a copy of manifests/ with vehicles-search replaced by `file`. */
async function commandLine(
  file: string,
): Promise<{ code: number; problems: { file: string; line: number; col: number; message: string; severity: string }[] }> {
  const copy = mkdtempSync(path.join(tmpdir(), 'studio-e2e-'));
  try {
    cpSync('manifests', copy, { recursive: true });
    cpSync(file, path.join(copy, 'pages/vehicles-search.json'));
    const outcome = await run('node', ['scripts/check-manifests.mjs', '--format', 'json', copy]).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    const problems = (JSON.parse(outcome.stdout) as { file: string; line: number; col: number; message: string; severity: string }[]).map((p) => ({
      ...p,
      file: path.relative(copy, path.resolve(p.file)),
    }));
    return { code: outcome.code, problems };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Replaces the editor's whole text, as a paste would. */
async function setEditorText(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'Editor do manifesto pages/vehicles-search.json' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

/** Picks a manifest in the studio's file list by its path. */
async function openFile(page: Page, file: string) {
  await page.getByLabel('Manifesto', { exact: true }).click();
  // A page's option reads "Title (pages/file.json)"; the menu's and the enums', their path.
  await page.getByRole('option', { name: file }).click();
}

/** /studio with vehicles-search open, checked and previewed, from a clean studio session. */
async function openStudio(page: Page) {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.addInitScript(() => sessionStorage.removeItem('vtlog:studio-session'));
  await openApp(page, '/studio');
  await expect(page.getByRole('heading', { name: 'Estúdio de manifestos' })).toBeVisible();
  await openFile(page, 'pages/vehicles-search.json');
  // On a busy 2-core machine a check (the whole check:manifests) can take seconds.
  await expect(page.getByText('Sem problemas')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('studio-preview').locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 });
}

test('admin adds a column and a filter, sees them on real rows and downloads a file check:manifests accepts', async ({ page }) => {
  await openStudio(page);
  await keepScreenshot(page, { path: 'test-results/screens/studio-light.png', fullPage: true, animations: 'disabled' });

  await setEditorText(page, withCityColumnAndFilter);
  const preview = page.getByTestId('studio-preview');
  await expect(preview.getByRole('columnheader', { name: /^Cidade Redimensionar/ })).toBeVisible({ timeout: 60_000 });
  await expect(preview.getByRole('textbox', { name: 'Cidade contém' })).toBeVisible();
  await expect(page.getByText('Sem problemas')).toBeVisible();
  // Real rows: the new column holds the vehicles' cities.
  const cityIndex = (await preview.getByRole('columnheader').allInnerTexts()).findIndex((text) => text.startsWith('Cidade'));
  await expect(preview.locator('tbody tr').first().locator('td').nth(cityIndex)).not.toBeEmpty();

  await page.getByRole('tab', { name: 'Alterações' }).click();
  await expect(page.getByLabel('Alterações em pages/vehicles-search.json')).toContainText('+        "cidade__contains": {');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar arquivo' }).click();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'studio-download-')), 'vehicles-search.json');
  await (await download).saveAs(file);
  expect((await download).suggestedFilename()).toBe('vehicles-search.json');
  expect(readFileSync(file, 'utf8')).toBe(withCityColumnAndFilter);
  const accepted = await commandLine(file);
  expect(accepted.problems.filter((p) => p.severity === 'error')).toEqual([]);
  expect(accepted.code).toBe(0);
});

test('each mistake is marked at the line and column the command line reports', async ({ page }) => {
  test.setTimeout(240_000);
  await openStudio(page);
  const folder = mkdtempSync(path.join(tmpdir(), 'studio-mistakes-'));
  for (const mistake of mistakes) {
    const file = path.join(folder, `${mistake.kind}.json`);
    writeFileSync(file, mistake.text);
    const { problems } = await commandLine(file);
    const expected = problems.filter((p) => p.severity === 'error');
    expect(expected.length, mistake.kind).toBeGreaterThan(0);
    await setEditorText(page, mistake.text);
    await expect(page.getByText(expected.length === 1 ? '1 problema' : `${expected.length} problemas`, { exact: true }), mistake.kind).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('list', { name: 'Problemas do check:manifests' }).getByRole('listitem').filter({ hasNotText: '(aviso)' })).toHaveText(
      expected.map((p) => `manifests/${p.file}:${p.line}:${p.col} ${p.message}`),
    );
    // The editor's own marks: F8 goes to the first of them (the page's warnings too) on the line the
    // command line names, and on from mark to mark to the first error, over the token at its column.
    const [firstMark] = problems.filter((p) => p.file === 'pages/vehicles-search.json').sort((a, b) => a.line - b.line || a.col - b.col);
    const [first] = expected;
    const editor = page.getByRole('textbox', { name: 'Editor do manifesto pages/vehicles-search.json' });
    const activeLine = page.locator('.cm-activeLineGutter').filter({ hasText: /^\d+$/ });
    await editor.press('F8');
    await expect(activeLine).toHaveText(String(firstMark!.line));
    await expect(async () => {
      if ((await activeLine.innerText()) !== String(first!.line)) await editor.press('F8');
      await expect(activeLine).toHaveText(String(first!.line), { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('.cm-lintRange-error').first()).toHaveText(tokenAt(mistake.text, first!.line, first!.col));
  }
  rmSync(folder, { recursive: true, force: true });
});

test('the preview is read-only, and shows a page as another role would see it', async ({ page }) => {
  await openStudio(page);
  await openFile(page, 'pages/transport-delay.json');
  const preview = page.getByTestId('studio-preview');
  await expect(preview.getByRole('heading', { name: 'Justificativas de atraso' })).toBeVisible({ timeout: 60_000 });
  const justify = preview.getByRole('button', { name: /^Justificar:/ });
  // admin may justify, but nothing is written from the preview: no row action, no bulk action, no
  // saved view, and a column hidden there is not kept.
  await expect(justify.first()).toBeDisabled({ timeout: 30_000 });
  await preview
    .locator('tbody')
    .getByRole('checkbox', { name: /^Selecionar / })
    .first()
    .check();
  await expect(preview.getByRole('button', { name: 'Justificar selecionados' })).toBeDisabled();
  await expect(preview.getByRole('button', { name: /^Visões/ })).toHaveCount(0);
  const kept: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user-preferences/') && request.method() !== 'GET') kept.push(request.url());
  });
  await preview.getByRole('button', { name: 'Colunas' }).click();
  await page.getByRole('checkbox', { name: 'Motivo', exact: true }).uncheck();
  await expect(preview.getByRole('columnheader', { name: /^Motivo/ })).toHaveCount(0);
  expect(kept).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByLabel('Ver como', { exact: true }).click();
  await page.getByRole('option', { name: 'Papel analista' }).click();
  await expect(preview.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(justify).toHaveCount(0);
  await page.getByLabel('Ver como', { exact: true }).click();
  await page.getByRole('option', { name: 'Papel operador' }).click();
  await expect(justify.first()).toBeDisabled({ timeout: 30_000 });
});

test('the studio in the dark theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('vtlog-color-scheme', 'dark'));
  await openStudio(page);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await keepScreenshot(page, { path: 'test-results/screens/studio-dark.png', fullPage: true, animations: 'disabled' });
});

test('analista gets "Acesso negado" on /studio', async ({ browser }) => {
  const page = await newPageAs(browser, 'analista');
  await openApp(page, '/studio');
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  await page.close();
});
