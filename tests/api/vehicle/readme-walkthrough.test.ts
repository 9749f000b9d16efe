/**
 * The README's "Add a filter or a column (no TypeScript)" is true: its two snippets, read from the
 * README itself, applied to a copy of the manifests, pass check:manifests, and the API then filters
 * by the new filter and fills the new column.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withApiConstraints } from '../../../scripts/api-contract/filter-constraints.mjs';
import { checkManifests } from '../../../scripts/manifest-check/check.mjs';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The line after `marker` in the README's walkthrough block, as JSON. */
function snippetAfter(marker: string): unknown {
  const block = /## Add a filter or a column[\s\S]*?```jsonc\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const lines = block.split('\n');
  const line = lines[lines.findIndex((l) => l.includes(marker)) + 1]?.trim().replace(/,$/, '') ?? '';
  return JSON.parse(line.startsWith('{') ? line : `{${line}}`);
}

const work = mkdtempSync(path.join(tmpdir(), 'vtlog-readme-'));
const manifestsDir = path.join(work, 'manifests');
const pageFile = path.join(manifestsDir, 'pages/vehicles-search.json');
let t: TestApp;
beforeAll(async () => {
  cpSync(path.join(root, 'manifests'), manifestsDir, { recursive: true });
  const page = JSON.parse(readFileSync(pageFile, 'utf8'));
  const column = snippetAfter('// in "columns"') as { field: string };
  page.columns.splice(2, 0, column);
  Object.assign(page.filters.schema.properties, snippetAfter('// in "filters" -> "schema" -> "properties"'), snippetAfter('a filter with an operator'));
  writeFileSync(pageFile, JSON.stringify(page, null, 2));
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('README walkthrough: a filter and a column added by editing one manifest', () => {
  it('applies the README snippets: the cor column, the anoModelo filter and the cidade__contains filter', () => {
    const page = JSON.parse(readFileSync(pageFile, 'utf8'));
    expect(page.columns.map((c: { field: string }) => c.field)).toContain('cor');
    expect(page.filters.schema.properties.anoModelo).toMatchObject({ type: 'integer' });
    expect(page.filters.schema.properties.cidade__contains).toMatchObject({ type: 'string' });
  });

  it('passes check:manifests (the unindexed filter is a warning, not a failure)', () => {
    const { problems, warnings } = checkManifests({ root, manifestsDir });
    expect(problems).toEqual([]);
    expect(warnings.some((w) => w.includes('vehicles-search.json') && w.includes('"anoModelo" não tem índice'))).toBe(true);
    expect(warnings.some((w) => w.includes('vehicles-search.json') && w.includes('"cidade__contains" não tem índice'))).toBe(true);
  });

  it('filters by model year and fills the colour column through the API', async () => {
    const page = withApiConstraints(JSON.parse(readFileSync(pageFile, 'utf8')), JSON.parse(readFileSync(path.join(root, 'openapi/vtlog-api.json'), 'utf8')));
    const list = async (filters: Record<string, unknown>) => {
      const response = await t.as('analista', { method: 'POST', url: `/api${page.source.path}`, payload: { page: 1, pageSize: 500, filters } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { total: number; items: { anoModelo: number; cor: string; cidade: string }[] };
    };
    const all = await list({});
    const year = all.items[0]!.anoModelo;
    const filtered = await list({ anoModelo: year });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    expect(filtered.items.every((item) => item.anoModelo === year)).toBe(true);
    expect(filtered.items.every((item) => typeof item.cor === 'string' && item.cor.length > 0)).toBe(true);
    // The form refuses what the API would: the README's bounds and the API's agree.
    expect(page.filters.schema.properties.anoModelo).toMatchObject({ minimum: 1990, maximum: 2100 });
  });

  it('filters by part of the city name, whatever the case', async () => {
    const page = withApiConstraints(JSON.parse(readFileSync(pageFile, 'utf8')), JSON.parse(readFileSync(path.join(root, 'openapi/vtlog-api.json'), 'utf8')));
    expect(page.filters.schema.properties.cidade__contains).toMatchObject({ minLength: 1, maxLength: 60 });
    const list = async (filters: Record<string, unknown>) =>
      (await t.as('analista', { method: 'POST', url: `/api${page.source.path}`, payload: { page: 1, pageSize: 500, filters } })).json() as {
        total: number;
        items: { cidade: string }[];
      };
    const all = await list({});
    const part = all.items[0]!.cidade.slice(1, 4);
    const filtered = await list({ cidade__contains: part.toUpperCase() });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    expect(filtered.items.every((item) => item.cidade.toLowerCase().includes(part.toLowerCase()))).toBe(true);
  });
});
