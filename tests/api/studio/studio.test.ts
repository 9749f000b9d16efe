/**
 * The manifest studio's API: the manifests as text, the checker over an edited file (the same
 * problems, at the same line and column, as check:manifests on a folder holding that file) and the
 * roles' permissions for the preview; nothing is ever written to the server's manifests.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkManifests } from '../../../scripts/manifest-check/check.mjs';
import type { DraftProblem } from '../../../src/server/workers/manifest-draft-check.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const manifestsDir = path.join(root, 'manifests');
const vehiclesSearch = readFileSync(path.join(manifestsDir, 'pages/vehicles-search.json'), 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 20 });
});
afterAll(async () => t.close());

const check = (file: string, text: string) => t.as('admin', { method: 'POST', url: '/api/studio/check', payload: { file, text } });
const errorsOf = (problems: DraftProblem[]) => problems.filter((p) => p.severity === 'error');

/** What the command line reports for the folder with `file` replaced by `text`, named within the folder. */
function commandLineProblems(file: string, text: string) {
  const copy = mkdtempSync(path.join(tmpdir(), 'studio-test-'));
  try {
    cpSync(manifestsDir, copy, { recursive: true });
    writeFileSync(path.join(copy, file), text);
    return checkManifests({ root, manifestsDir: copy }).entries.map((e) => ({ ...e, file: path.relative(copy, path.resolve(root, e.file)) }));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Three mistakes of different kinds, each alone (a page the schema refuses is not checked further):
 * a wrong type (schema), an unknown enum (cross-reference), an unknown column field (API contract).
 */
const mistakes = {
  schema: {
    text: vehiclesSearch.replace(/"width": \d+/, '"width": "largo"'),
    at: '"largo"',
  },
  enum: { text: vehiclesSearch.replace('"enum": "vehicle-status",', '"enum": "vehicle-statuss",'), at: '"vehicle-statuss"' },
  contract: { text: vehiclesSearch.replace('"field": "regiao",', '"field": "regiaoo",'), at: '"regiaoo"' },
};

describe('GET /api/studio/files and /api/studio/file', () => {
  it('lists the pages, the menu and the enums the server runs', async () => {
    const response = await t.as('admin', { method: 'GET', url: '/api/studio/files' });
    expect(response.statusCode).toBe(200);
    const files = response.json().files as { file: string; kind: string; label: string }[];
    expect(files).toContainEqual({ file: 'pages/vehicles-search.json', kind: 'page', label: 'Consulta de Veículos' });
    expect(files).toContainEqual({ file: 'menu.json', kind: 'menu', label: 'Menu lateral' });
    expect(files).toContainEqual({ file: 'enums/vehicle-status.json', kind: 'enum', label: 'vehicle-status' });
    expect(files.filter((f) => f.kind === 'page')).toHaveLength(readdirSync(path.join(manifestsDir, 'pages')).length);
  });

  it('answers a file as the server runs it, and 404 or 400 naming the field for a missing or foreign one', async () => {
    const response = await t.as('admin', { method: 'GET', url: '/api/studio/file?file=pages/vehicles-search.json' });
    expect(response.json()).toEqual({ file: 'pages/vehicles-search.json', text: vehiclesSearch });
    const missing = await t.as('admin', { method: 'GET', url: '/api/studio/file?file=pages/nao-existe.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', field: 'querystring.file', message: 'O manifesto pages/nao-existe.json não existe.' });
    const foreign = await t.as('admin', { method: 'GET', url: '/api/studio/file?file=../identity/realm-vtlog.json' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('file');
  });
});

describe('POST /api/studio/check', () => {
  it('accepts the committed file, and a column and a filter with an operator added', async () => {
    expect(errorsOf((await check('pages/vehicles-search.json', vehiclesSearch)).json().problems)).toEqual([]);
    const edited = vehiclesSearch
      .replace(
        '"numeroNF": {\n          "type": "string",\n          "title": "Número da NF"\n        },',
        '"numeroNF": {\n          "type": "string",\n          "title": "Número da NF"\n        },\n        "cidade__contains": {\n          "type": "string",\n          "title": "Cidade contém"\n        },',
      )
      .replace(
        '"field": "diasNoStatus",',
        '"field": "cidade",\n      "label": "Cidade",\n      "format": "text"\n    },\n    {\n      "field": "diasNoStatus",',
      );
    expect(edited).not.toBe(vehiclesSearch);
    const response = await check('pages/vehicles-search.json', edited);
    expect(response.statusCode).toBe(200);
    expect(errorsOf(response.json().problems)).toEqual([]);
  });

  for (const [kind, mistake] of Object.entries(mistakes)) {
    it(`reports a ${kind} mistake at the line and column the command line reports`, async () => {
      const response = await check('pages/vehicles-search.json', mistake.text);
      const problems = errorsOf(response.json().problems).map(({ severity: _, ...problem }) => problem);
      expect(problems).toEqual(commandLineProblems('pages/vehicles-search.json', mistake.text));
      const line = mistake.text.split('\n').findIndex((l) => l.includes(mistake.at)) + 1;
      expect(problems).toContainEqual(expect.objectContaining({ file: 'pages/vehicles-search.json', line }));
    });
  }

  it('reports broken JSON at its position, and never touches the server folder', async () => {
    const before = statSync(path.join(manifestsDir, 'pages/vehicles-search.json')).mtimeMs;
    const response = await check('pages/vehicles-search.json', vehiclesSearch.replace('"kind": "list",', '"kind": "list"'));
    const [problem] = response.json().problems as DraftProblem[];
    expect(problem).toMatchObject({ file: 'pages/vehicles-search.json', line: 5, col: 3, severity: 'error' });
    expect(problem!.message).toMatch(/^JSON inválido/);
    expect(readFileSync(path.join(manifestsDir, 'pages/vehicles-search.json'), 'utf8')).toBe(vehiclesSearch);
    expect(statSync(path.join(manifestsDir, 'pages/vehicles-search.json')).mtimeMs).toBe(before);
  });

  it('checks a new page together with the others: the path another page has is a problem', async () => {
    const copy = vehiclesSearch.replace('"id": "vehicles-search"', '"id": "vehicles-search-copia"');
    const problems = errorsOf((await check('pages/vehicles-search-copia.json', copy)).json().problems);
    expect(problems.some((p) => p.file === 'pages/vehicles-search-copia.json')).toBe(true);
  });

  it('refuses a file outside the folder, a text too long and callers without manifest-studio', async () => {
    const outside = await check('../package.json', '{}');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toContain('file');
    const long = await check('pages/x.json', 'x'.repeat(200_001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('text');
    for (const user of ['analista', 'operador'] as const) {
      const denied = await t.as(user, { method: 'POST', url: '/api/studio/check', payload: { file: 'menu.json', text: '{}' } });
      expect(denied.statusCode).toBe(403);
    }
  });
});

describe('GET /api/studio/roles', () => {
  it("gives each role's permissions, as the preview's switch uses them", async () => {
    const response = await t.as('admin', { method: 'GET', url: '/api/studio/roles' });
    const roles = response.json().roles as { role: string; permissions: { rsname: string; scopes: string[] }[] }[];
    const of = (role: string) => roles.find((r) => r.role === role)?.permissions.map((p) => p.rsname) ?? [];
    expect(roles.map((r) => r.role)).toEqual(expect.arrayContaining(['admin', 'analista', 'operador']));
    expect(of('admin')).toContain('manifest-studio');
    expect(of('analista')).toContain('list-vehicles');
    expect(of('analista')).not.toContain('manifest-studio');
    expect(of('analista')).not.toContain('kpi-exclusion');
  });
});
