/**
 * check:manifests against the API's filter declarations: fixed filters must hold values the API
 * accepts, a form filter must have the API's type, format and codes, a list's fixed filters go in
 * `filters.fixed`, and a filter no index serves is a warning (never a failure).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkManifests } from '../../../scripts/manifest-check/check.mjs';
import { editedManifests, repo } from './support/edited-manifests.ts';

const work = mkdtempSync(path.join(tmpdir(), 'vtlog-contract-filters-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The real manifests with one edit of vehicles-in-stock.json; the problems and warnings of that file. */
function checkEdited(name: string, edit: (page: any) => void) {
  const manifestsDir = editedManifests(path.join(work, name), { 'pages/vehicles-in-stock.json': edit });
  const { problems, warnings } = checkManifests({ root: repo, manifestsDir });
  const mine = (lines: string[]) => lines.filter((line) => line.includes('vehicles-in-stock.json')).map((line) => line.replace(/^\S+:\d+:\d+ {2}/, ''));
  return { problems: mine(problems), warnings: mine(warnings) };
}

describe('check:manifests: filters against the API', () => {
  it('accepts the real page and warns (only) about its unindexed filters, naming the cost', () => {
    const { problems, warnings } = checkEdited('real', () => {});
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(/^\/filters\/schema\/properties\/anoModelo {2}o filtro "anoModelo" não tem índice na API: lê todas as linhas de vehicles/),
      expect.stringMatching(
        /^\/filters\/schema\/properties\/cidade__contains {2}o filtro "cidade__contains" não tem índice na API: lê todas as linhas de vehicles/,
      ),
    ]);
  });

  it('refuses a fixed filter value the API would refuse, and a fixed filter the API does not know', () => {
    expect(checkEdited('fixed-value', (page) => (page.filters.fixed = { status: ['ESTOQUE'] })).problems).toEqual([
      expect.stringMatching(/^\/filters\/fixed\/status {2}o filtro fixo "status" seria recusado pela API: \/0 deve ser um de: "PRODUZIDO", "EM ESTOQUE"/),
    ]);
    expect(checkEdited('fixed-name', (page) => (page.filters.fixed = { situacaoAtual: ['X'] })).problems).toEqual([
      expect.stringMatching(/^\/filters\/fixed\/situacaoAtual {2}a API não aceita o filtro fixo "situacaoAtual".* \(filtros aceitos: chassi, numeroPedido, /),
    ]);
  });

  it('refuses a fixed filter in source.body of a list (it would not be validated, and the form could replace it)', () => {
    expect(checkEdited('body-filters', (page) => (page.source.body = { filters: { status: ['EM ESTOQUE'] } })).problems).toEqual([
      '/source/body/filters  numa lista, filtros fixos vão em "filters.fixed" (validados contra a API e sempre enviados)',
    ]);
  });

  it('refuses a form filter of another type, format or with codes the API does not know', () => {
    expect(checkEdited('type', (page) => (page.filters.schema.properties.anoModelo.type = 'string')).problems).toEqual([
      '/filters/schema/properties/anoModelo/type  a API espera o tipo "integer" neste filtro, não "string"',
    ]);
    expect(
      checkEdited('enum', (page) => (page.filters.schema.properties.uf = { type: 'array', title: 'UF', items: { type: 'string', enum: ['SP', 'XX'] } }))
        .problems,
    ).toEqual([expect.stringMatching(/^\/filters\/schema\/properties\/uf\/items\/enum\/1 {2}a API recusaria "XX" neste filtro: deve ser um de: "AC", "AL", /)]);
    expect(
      checkEdited(
        'format',
        (page) =>
          (page.filters.schema.properties.dataPedido = {
            type: 'object',
            title: 'Data do pedido',
            properties: { from: { type: 'string', format: 'date-time' } },
          }),
      ).problems,
    ).toEqual(['/filters/schema/properties/dataPedido/properties/from/format  a API espera o formato "date" neste filtro, não "date-time"']);
  });

  it('lists what the API accepts for an unknown filter', () => {
    expect(checkEdited('unknown', (page) => (page.filters.schema.properties.corExterna = { type: 'string', title: 'Cor externa' })).problems).toEqual([
      expect.stringMatching(/^\/filters\/schema\/properties\/corExterna {2}a API não aceita o filtro "corExterna".* \(filtros aceitos: .*\bcor\b/),
    ]);
  });

  it('takes a filter on a declared field with an operator, and warns when no index serves that operator', () => {
    const { problems, warnings } = checkEdited('operator', (page) => {
      page.filters.schema.properties.versao__notIn = { type: 'array', title: 'Exceto versões', items: { type: 'string' } };
      page.filters.schema.properties.numeroPedido__eq = { type: 'string', title: 'Pedido exato' };
    });
    expect(problems).toEqual([]);
    expect(warnings).toContainEqual(
      expect.stringMatching(/^\/filters\/schema\/properties\/versao__notIn {2}o filtro "versao__notIn" não tem índice na API: lê todas as linhas de vehicles/),
    );
    expect(warnings.some((w) => w.includes('numeroPedido__eq'))).toBe(false);
  });

  it('names the operators of a field for an operator it does not have, suggesting the closest', () => {
    expect(checkEdited('bad-operator', (page) => (page.filters.schema.properties.cidade__contans = { type: 'string', title: 'Cidade' })).problems).toEqual([
      expect.stringMatching(
        /^\/filters\/schema\/properties\/cidade__contans {2}a API não aceita o filtro "cidade__contans": o campo "cidade" não tem o operador "contans" — você quis dizer "cidade__contains"\? \(filtros do campo: cidade \(eq\), cidade__notEq \(notEq\), .*cidade__contains \(contains\)\)$/,
      ),
    ]);
    expect(checkEdited('no-operator', (page) => (page.filters.schema.properties.status__like = { type: 'string', title: 'Status' })).problems).toEqual([
      expect.stringMatching(
        /o campo "status" não tem o operador "like" .*\(filtros do campo: status__eq \(eq\), status__notEq \(notEq\), status \(in\), status__notIn \(notIn\)\)$/,
      ),
    ]);
  });
});
