import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describe as describeError, patternMessages } from '../../../scripts/manifest-check/schema-rules.mjs';
import { formatJson } from '../../../scripts/manifest-check/report.mjs';
import { checkEditedProject, type ManifestEdits, repo } from './support/edited-manifests.ts';

const work = mkdtempSync(path.join(tmpdir(), 'vtlog-check-output-messages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every `pattern` keyword of the manifest schemas and the components' props schemas. */
function schemaPatterns(): string[] {
  const files = [
    ...readdirSync(path.join(repo, 'schemas')).map((name) => path.join(repo, 'schemas', name)),
    ...readdirSync(path.join(repo, 'src/web/custom'), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.props.schema.json'))
      .map((name) => path.join(repo, 'src/web/custom', name)),
  ];
  const found = new Set<string>();
  const walk = (node: unknown, key?: string): void => {
    if (Array.isArray(node)) node.forEach((item) => walk(item));
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        // `properties` maps names to schemas: a property called "pattern" is no keyword.
        if (k === 'pattern' && typeof v === 'string' && key !== 'properties') found.add(v);
        if (k !== 'examples' && k !== 'enum' && k !== 'const' && k !== 'default') walk(v, k);
      }
    }
  };
  for (const file of files) walk(JSON.parse(readFileSync(file, 'utf8')));
  return [...found].sort();
}

/** The product's manifests, copied, with `edits` applied (by file under manifests/); the problems found. */
const checkEdited = (name: string, edits: ManifestEdits): string[] => checkEditedProject(path.join(work, name), edits).problems;

describe('check:manifests messages', () => {
  it('says in words what every schema pattern expects, never the raw expression', () => {
    const patterns = schemaPatterns();
    expect(patterns.length).toBeGreaterThan(5);
    for (const pattern of patterns) {
      expect(patternMessages, `falta a tradução do pattern ${pattern} em scripts/manifest-check/schema-rules.mjs`).toHaveProperty([pattern]);
      for (const value of ['', 'Valor Errado', 'x_y', '/A b/']) {
        const { message } = describeError({ keyword: 'pattern', params: { pattern }, data: value, instancePath: '/x', parentSchema: { pattern } } as never);
        expect(message).not.toContain(pattern);
        expect(message).toMatch(/\(ex\.: .+\)$/);
      }
    }
  });

  it('falls back to the field description for a pattern it does not know', () => {
    const { message } = describeError({
      keyword: 'pattern',
      params: { pattern: '^x+$' },
      data: 'y',
      instancePath: '/code',
      parentSchema: { title: 'Código', description: 'Só letras x.', pattern: '^x+$' },
    } as never);
    expect(message).toBe('não está no formato esperado para "Código": Só letras x.');
  });

  it('names the mistake and an example for patterns, and the close value for enums', () => {
    const problems = checkEdited('several', {
      'app.json': (app) => (app.version = '2025-05-26'),
      'permissions.json': (permissions) => (permissions.scopes = ['view', 'view']),
      'pages/vehicles-search.json': (page) => {
        page.path = 'vehicles/search';
        page.source.paging = 'bdy';
        page.source.path = 'vehicle/list';
        page.titel = page.title;
      },
      'pages/orders.json': (page) => (page.kind = 'lsit'),
      'pages/upload-routes.json': (page) => {
        delete page.form.upload;
        page.form.downloads = [];
      },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^manifests\/app\.json:\d+:\d+ {2}\/version {2}deve separar ano, mês e dia com pontos, no formato AAAA\.MM\.DD \(ex\.: 2025\.05\.26\)$/,
        ),
        expect.stringMatching(/ {2}\/scopes {2}não pode repetir itens \(os itens 0 e 1 são iguais\)$/),
        expect.stringMatching(/^manifests\/pages\/vehicles-search\.json:\d+:\d+ {2}\/path {2}deve começar com \/ \(ex\.: \/vehicles\/search\)$/),
        expect.stringMatching(/ {2}\/source\/paging {2}"bdy" não é um dos valores aceitos — você quis dizer "body"\? \(valores: body, none\)$/),
        expect.stringMatching(/ {2}\/source\/path {2}deve começar com \/ \(ex\.: \/vehicle\/list\)$/),
        expect.stringMatching(/ {2}\/titel {2}propriedade desconhecida "titel" — você quis dizer "title"\?$/),
        expect.stringMatching(
          /^manifests\/pages\/orders\.json:\d+:\d+ {2}\/kind {2}"lsit" não é um dos valores aceitos — você quis dizer "list"\? \(valores: home, list, /,
        ),
        expect.stringMatching(/^manifests\/pages\/upload-routes\.json:\d+:\d+ {2}\/form {2}falta uma destas propriedades: "schema" ou "upload"$/),
        expect.stringMatching(/ {2}\/form {2}com "downloads" é preciso informar também "result"$/),
      ]),
    );
    // One message for the anyOf, not one per branch; no English from Ajv and no raw expression anywhere.
    expect(problems.filter((p) => p.includes('upload-routes.json') && p.includes('falta a propriedade obrigatória'))).toEqual([]);
    for (const problem of problems) expect(problem).not.toMatch(/must |\^\/|\$$|padrão \^/);
  });

  it('says several mistakes of one value at once', () => {
    const { message } = describeError({
      keyword: 'pattern',
      params: { pattern: '^[a-z][a-z0-9-]*$' },
      data: 'List_Vehicles',
      instancePath: '/resources/0/name',
      parentSchema: {},
    } as never);
    expect(message).toBe('deve ter só letras minúsculas; deve separar as palavras com hífen (-), não com _, . ou espaço (ex.: list-vehicles)');
  });

  it('gives every JSON entry its severity, errors and warnings in file order', () => {
    const at = (file: string, line: number, message: string) => ({ file, line, col: 1, pointer: '/', message });
    const entries = JSON.parse(formatJson([at('b.json', 1, 'erro'), at('a.json', 9, 'erro')], [at('a.json', 2, 'aviso')]));
    expect(entries).toEqual([
      { file: 'a.json', line: 2, col: 1, pointer: '/', severity: 'warning', message: 'aviso' },
      { file: 'a.json', line: 9, col: 1, pointer: '/', severity: 'error', message: 'erro' },
      { file: 'b.json', line: 1, col: 1, pointer: '/', severity: 'error', message: 'erro' },
    ]);
    expect(JSON.parse(formatJson([], []))).toEqual([]);
  });
});
