/**
 * check:manifests on the forms' initial values and field order, against the real manifests and the
 * real OpenAPI document: a filter default is judged where it sits (a date range's `to` is a date) by
 * the form's own schema and by the API's filter schema, and a ui:order is judged as RJSF judges it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFormRules } from '../../../scripts/manifest-check/form-rules.mjs';
import { loadJsonFile } from '../../../scripts/manifest-check/load.mjs';
import { Report } from '../../../scripts/manifest-check/report.mjs';
import { checkEditedProject } from './support/edited-manifests.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'vtlog-form-values-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const openapi = JSON.parse(readFileSync(path.join(repo, 'openapi/vtlog-api.json'), 'utf8'));
const rules = createFormRules({ widgetNamesFile: path.join(repo, 'src/web/renderer/rjsf/widget-names.json'), openapi });

type Page = Record<string, any>;

/** The form rules' problems for one page (pointer and message), after `edit`. */
function problemsOf(name: string, edit: (page: Page) => void = () => {}): string[] {
  const page = JSON.parse(readFileSync(path.join(repo, 'manifests/pages', `${name}.json`), 'utf8'));
  edit(page);
  const file = path.join(work, `${name}-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(page, null, 2));
  const report = new Report();
  rules.check(report, loadJsonFile(work, file));
  return report.lines().map((line) => line.replace(/^\S+:\d+:\d+ {2}/, ''));
}

const delays = (edit: (filters: Page) => void) => problemsOf('transport-delay', (page) => edit(page.filters));

describe('check:manifests: initial values of the forms', () => {
  it('accepts every real page, with the API consulted', () => {
    const pages = readdirSync(path.join(repo, 'manifests/pages')).map((file) => file.replace(/\.json$/, ''));
    expect(pages.flatMap((name) => problemsOf(name).map((line) => `${name}: ${line}`))).toEqual([]);
  });

  it('refuses a default of another type, naming the type and the value written as it', () => {
    expect(delays((filters) => (filters.defaults = { situacao: 'PENDENTE' }))).toEqual([
      '/filters/defaults/situacao  valor inicial recusado pela API e pelo formulário (a lista abriria com erro 400 de POST /transport-delay/list para todos, e a exportação também): "PENDENTE" deve ser uma lista — você quis dizer ["PENDENTE"]?',
    ]);
  });

  it('refuses an unknown code at its own position, naming the codes', () => {
    expect(delays((filters) => (filters.defaults = { situacao: ['PENDENTE', 'JUSTIFICADA'] }))).toEqual([
      '/filters/defaults/situacao/1  valor inicial recusado pela API e pelo formulário (a lista abriria com erro 400 de POST /transport-delay/list para todos, e a exportação também): "JUSTIFICADA" não é um dos valores aceitos — você quis dizer "JUSTIFICADO"? (valores: "PENDENTE", "JUSTIFICADO", "ENCERRADO")',
    ]);
  });

  it('reads a date range `to` as a date, and suggests it written AAAA-MM-DD', () => {
    expect(delays((filters) => (filters.defaults = { dataPrevista: { to: '30/09/2026' } }))).toEqual([
      '/filters/defaults/dataPrevista/to  valor inicial recusado pela API e pelo formulário (a lista abriria com erro 400 de POST /transport-delay/list para todos, e a exportação também): "30/09/2026" não é uma data AAAA-MM-DD — você quis dizer "2026-09-30"?',
    ]);
  });

  it('tells what only the API refuses: its date bounds, its characters, its fields', () => {
    expect(delays((filters) => (filters.defaults = { dataPrevista: { from: '1999-12-31' }, chassi: 'VTIO4251' }))).toEqual([
      '/filters/defaults/dataPrevista/from  valor inicial recusado pela API (a lista abriria com erro 400 de POST /transport-delay/list para todos, e a exportação também): "1999-12-31" deve ser igual ou posterior a 2000-01-01',
      '/filters/defaults/chassi  valor inicial recusado pela API (a lista abriria com erro 400 de POST /transport-delay/list para todos, e a exportação também): "VTIO4251" tem caracteres não permitidos: I, O (Completo (17) ou os últimos caracteres)',
    ]);
    expect(delays((filters) => (filters.defaults = { dataPrevista: { from: '2026-01-01', ate: '2026-02-01' } }))).toEqual([
      expect.stringMatching(/^\/filters\/defaults\/dataPrevista\/ate {2}valor inicial recusado pela API .*: "ate" não é aceito aqui .*\(aceitos: from, to\)$/),
    ]);
  });

  it('tells what only the form refuses (its own stricter limit), with the field description as the hint', () => {
    expect(delays((filters) => (filters.defaults = { chassi: 'VT1' }))).toEqual([
      '/filters/defaults/chassi  valor inicial recusado pelo formulário: "VT1" deve ter pelo menos 4 caractere(s) (Completo (17) ou os últimos caracteres)',
    ]);
  });

  it('leaves alone what the request never sends: empty values and fixed filters', () => {
    expect(delays((filters) => (filters.defaults = { transportadora: [], dataPrevista: {} }))).toEqual([]);
    expect(
      delays((filters) => {
        filters.fixed = { chassi: 'VT004251' };
        filters.defaults = { chassi: 'VTIO4251' };
      }),
    ).toEqual([]);
  });

  it('judges a schema `default` where it sits, against the API filter of its field', () => {
    expect(delays((filters) => (filters.schema.properties.dataPrevista.properties.to.default = '2026-09-31'))).toEqual([
      '/filters/schema/properties/dataPrevista/properties/to/default  valor inicial recusado pela API e pelo formulário (a pesquisa teria erro 400 de POST /transport-delay/list): "2026-09-31" não é uma data AAAA-MM-DD (ex.: "2026-09-30")',
    ]);
  });
});

describe('check:manifests: ui:order of the forms', () => {
  it('refuses a new filter left out of ui:order (RJSF would replace the form by an error)', () => {
    expect(delays((filters) => (filters.schema.properties.id = { type: 'integer', title: 'Atraso' }))).toEqual([
      '/filters/uiSchema/ui:order  falta o campo "id" na ordem: o RJSF trocaria o formulário inteiro por um erro em inglês; inclua-o onde deve aparecer, ou "*" no lugar dos campos não listados',
    ]);
  });

  it('accepts a "*" for the fields not listed, and a date range drawn by its widget has no order of its own', () => {
    expect(
      delays((filters) => {
        filters.schema.properties.id = { type: 'integer', title: 'Atraso' };
        filters.uiSchema['ui:order'] = ['situacao', '*', 'chassi'];
        filters.uiSchema.dataPrevista['ui:order'] = ['from'];
      }),
    ).toEqual([]);
  });
});

describe('form value positions', () => {
  it('a `to` in a form value (a date range default) is a value, not a route', () => {
    const { problems } = checkEditedProject(path.join(work, 'date-range-to'), {
      'pages/transport-delay.json': (page) => (page.filters.defaults.dataPrevista = { to: '2026-09-30' }),
    });
    expect(problems).toEqual([]);
  });
});
