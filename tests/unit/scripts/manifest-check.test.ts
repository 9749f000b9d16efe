import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkManifests } from '../../../scripts/manifest-check/check.mjs';

const repo = path.resolve(import.meta.dirname, '../../..');
const fixtures = path.join(repo, 'tests/fixtures/manifest-check');
const work = mkdtempSync(path.join(tmpdir(), 'vtlog-manifest-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A project folder made of the base fixture with the case's files (manifests, and any openapi.json or realm) laid over it. */
function project(caseName?: string, folder = caseName ?? 'base'): string {
  const root = path.join(work, folder);
  cpSync(path.join(fixtures, 'base'), root, { recursive: true });
  if (caseName) cpSync(path.join(fixtures, 'cases', caseName), root, { recursive: true, filter: (source) => path.basename(source) !== 'expected.txt' });
  return root;
}

function check(root: string, openapiFile = path.join(root, 'openapi.json')) {
  return checkManifests({
    root,
    schemasDir: path.join(repo, 'schemas'),
    openapiFile,
    widgetNamesFile: path.join(repo, 'src/web/renderer/rjsf/widget-names.json'),
    customDir: path.join(repo, 'src/web/custom'),
  }).problems;
}

describe('check:manifests', () => {
  it('accepts the base fixture', () => {
    expect(check(project())).toEqual([]);
  });

  const cases = readdirSync(path.join(fixtures, 'cases'));
  it.each(cases)('reports %s at its file:line:col and JSON pointer', (caseName) => {
    const expected = readFileSync(path.join(fixtures, 'cases', caseName, 'expected.txt'), 'utf8')
      .trim()
      .split('\n');
    expect(check(project(caseName))).toEqual(expected);
  });

  it('reports every schema error of a file, not just the first', () => {
    const root = project('bad-type', 'several-errors');
    const file = path.join(root, 'manifests/pages/home.json');
    const home = JSON.parse(readFileSync(file, 'utf8'));
    delete home.title;
    home.kind = 'landing';
    writeFileSync(file, JSON.stringify(home, null, 2));
    const problems = check(root);
    expect(problems).toContain('manifests/pages/home.json:1:1  /  falta a propriedade obrigatória "title"');
    expect(problems.some((p) => p.includes('/kind  "landing" não é um dos valores aceitos'))).toBe(true);
    expect(problems.some((p) => p.includes('/pageSize/default'))).toBe(true);
  });

  it('fails, not skips the API rules, when the OpenAPI document is missing', () => {
    expect(check(project(undefined, 'no-openapi'), '/nonexistent/openapi.json')).toEqual([
      expect.stringMatching(/^\.\.(\/\.\.)*\/nonexistent\/openapi\.json:1:1 {2}\/ {2}o documento OpenAPI da API não existe/),
    ]);
  });

  it('names a required manifest file that is missing', () => {
    const root = project(undefined, 'no-menu');
    rmSync(path.join(root, 'manifests/menu.json'));
    expect(check(root)).toEqual(['manifests/menu.json:1:1  /  arquivo obrigatório não encontrado']);
  });

  it('accepts the real manifests of the product', () => {
    expect(checkManifests({ root: repo }).problems).toEqual([]);
  });
});
