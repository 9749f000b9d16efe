// Placeholder, showWhen and fixed-body rules (scripts/manifest-check/placeholder-rules.mjs) on API
// contracts richer than the fixtures' base OpenAPI: a small API written here, and the product's own
// manifests and OpenAPI document with one realistic mistake each.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkManifests } from '../../../scripts/manifest-check/check.mjs';
import { loadManifests } from '../../../scripts/manifest-check/load.mjs';
import { checkPlaceholders } from '../../../scripts/manifest-check/placeholder-rules.mjs';
import { Report } from '../../../scripts/manifest-check/report.mjs';
import { createValidators, validateManifest } from '../../../scripts/manifest-check/schema-rules.mjs';
import { editedManifests, repo } from './support/edited-manifests.ts';

const work = mkdtempSync(path.join(tmpdir(), 'vtlog-placeholder-rules-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Entry {
  file: string;
  pointer: string;
  message: string;
}

const found = (entries: Entry[], pointer: string) => entries.filter((e) => e.pointer === pointer).map((e) => e.message);

// ---------------------------------------------------------------------------------------------
// A small API: a list of delays, one delay, and the call that closes it.

const delayFields = {
  id: { type: 'integer' },
  chassi: { type: 'string' },
  situacao: { type: 'string', enum: ['PENDENTE', 'JUSTIFICADO'] },
  tipo: { type: 'string' },
  prazo: { type: 'string', format: 'date' },
};
const listItem = { type: 'object', properties: { ...delayFields, transportadora: { type: 'string' } } };
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
/** The base fixture's API (its vehicles-search page) and the delays. */
const base = JSON.parse(readFileSync(path.join(repo, 'tests/fixtures/manifest-check/base/openapi.json'), 'utf8')) as {
  paths: object;
  components: { schemas: object };
};
const openapi = {
  openapi: '3.1.0',
  paths: {
    ...base.paths,
    '/api/delay/list': {
      post: {
        requestBody: json({ type: 'object', properties: { page: { type: 'integer' }, filters: { type: 'object', properties: {} } } }),
        responses: {
          200: json({
            type: 'object',
            properties: { items: { type: 'array', items: { $ref: '#/components/schemas/DelayItem' } }, total: { type: 'integer' } },
          }),
        },
      },
    },
    '/api/delay/{id}': { get: { responses: { 200: json({ type: 'object', properties: delayFields }) } } },
    '/api/delay/{id}/close': {
      post: {
        requestBody: json({
          type: 'object',
          additionalProperties: false,
          required: ['resultado'],
          properties: {
            resultado: { oneOf: [{ const: 'ACEITA' }, { const: 'REJEITADA' }] },
            observacao: { type: 'string', pattern: '\\S' },
            prazo: { type: 'string', format: 'date' },
            dias: { type: 'integer' },
          },
        }),
        responses: { 200: json({ type: 'object', properties: { ok: { type: 'boolean' } } }) },
      },
    },
  },
  components: { schemas: { ...base.components.schemas, DelayItem: listItem } },
};

const listPage = (rowActions: unknown[]) => ({
  id: 'delays',
  kind: 'list',
  path: '/delays',
  title: 'Atrasos',
  breadcrumb: [{ label: 'Início', to: '/' }, { label: 'Atrasos' }],
  permissions: [{ resource: 'list-vehicles' }],
  source: { method: 'POST', path: '/delay/list', paging: 'body' },
  columns: [
    { field: 'chassi', label: 'Chassi' },
    { field: 'tipo', label: 'Tipo', format: 'enum', enum: 'delay-type' },
  ],
  rowLink: { to: '/delays/{id}' },
  rowActions,
});

const detailsPage = {
  id: 'delay-details',
  kind: 'details',
  path: '/delays/:id',
  title: 'Atraso {chassi}',
  breadcrumb: [{ label: 'Início', to: '/' }, { label: 'Atrasos', to: '/delays' }, { label: 'Atraso {id}' }],
  permissions: [{ resource: 'list-vehicles' }],
  source: { method: 'GET', path: '/delay/{id}' },
  sections: [{ id: 'main', kind: 'fields', title: 'Atraso', fields: [{ field: 'chassi', label: 'Chassi' }] }],
  rowActionsOf: 'delays',
};

const delayType = {
  name: 'delay-type',
  title: 'Tipo de atraso',
  fallbackLabel: '--',
  values: [
    { value: 'CLIMA', label: 'Clima', color: 'blue' },
    { value: 'GREVE', label: 'Greve', color: 'red' },
  ],
};

const closeAction = (overrides: Record<string, unknown>) => ({
  id: 'close',
  label: 'Encerrar',
  permission: { resource: 'list-vehicles', scope: 'manage' },
  source: { method: 'POST', path: '/delay/{id}/close' },
  dialogTitle: 'Encerrar o atraso de {chassi}',
  ...overrides,
});

/** The base fixture with these pages (over its own) and the small API above; the problems as entries. */
function check(name: string, pages: Record<string, unknown>[]): Entry[] {
  const root = path.join(work, name);
  cpSync(path.join(repo, 'tests/fixtures/manifest-check/base'), root, { recursive: true });
  for (const page of pages) writeFileSync(path.join(root, 'manifests/pages', `${String(page.id)}.json`), JSON.stringify(page, null, 2));
  mkdirSync(path.join(root, 'manifests/enums'), { recursive: true });
  writeFileSync(path.join(root, 'manifests/enums/delay-type.json'), JSON.stringify(delayType, null, 2));
  writeFileSync(path.join(root, 'openapi.json'), JSON.stringify(openapi));
  return checkManifests({
    root,
    schemasDir: path.join(repo, 'schemas'),
    openapiFile: path.join(root, 'openapi.json'),
    widgetNamesFile: path.join(repo, 'src/web/renderer/rjsf/widget-names.json'),
    customDir: path.join(repo, 'src/web/custom'),
  }).entries;
}

describe('placeholder rules on a small API', () => {
  it('accepts row actions, links and titles filled from the row, the record and the route', () => {
    const action = closeAction({
      showWhen: { field: 'situacao', values: ['PENDENTE'] },
      message: 'O atraso do chassi {chassi} ({situacao}) é encerrado.',
      successMessage: 'Atraso {id} encerrado.',
      source: {
        method: 'POST',
        path: '/delay/{id}/close',
        body: { resultado: 'ACEITA', prazo: '{prazo}', dias: '{id}', observacao: 'Encerrado na tela {chassi}' },
      },
    });
    expect(check('accepts', [listPage([action]), detailsPage])).toEqual([]);
  });

  it('reports a path placeholder that is not a field of the row, where CONFIRMAR would do nothing', () => {
    const entries = check('path', [listPage([closeAction({ source: { method: 'POST', path: '/delay/{idd}/close' } })])]);
    expect(found(entries, '/rowActions/0/source/path')).toEqual([
      '"{idd}" não é campo da resposta de POST /delay/list — você quis dizer "id"? (campos: id, chassi, situacao, tipo, prazo, transportadora)',
    ]);
  });

  it('checks a list row action again on the record of the details page that shows it (rowActionsOf)', () => {
    const entries = check('rows-of', [listPage([closeAction({ message: 'Encerrar o atraso da {transportadora}?' })]), detailsPage]);
    expect(entries.filter((e) => e.file.endsWith('delays.json')).map((e) => `${e.pointer}  ${e.message}`)).toEqual([
      '/rowActions/0/message  na página de detalhes "delay-details" (rowActionsOf, a linha é o registro de GET /delay/{id}), "{transportadora}" não é campo da resposta de GET /delay/{id} (campos: id, chassi, situacao, tipo, prazo)',
    ]);
  });

  it('reports a details title naming a field the record lacks, and a nested field', () => {
    const page = {
      ...detailsPage,
      title: 'Atraso {chasi}',
      breadcrumb: [...detailsPage.breadcrumb.slice(0, 2), { label: '{situacao.codigo}' }],
      rowActionsOf: undefined,
    };
    const entries = check('title', [listPage([]), page]);
    expect(found(entries, '/title')).toEqual([
      '"{chasi}" não é campo da resposta de GET /delay/{id} nem parâmetro da rota /delays/:id — você quis dizer "chassi"? (campos: id, chassi, situacao, tipo, prazo; parâmetros: id)',
    ]);
    expect(found(entries, '/breadcrumb/2/label')).toHaveLength(1);
  });

  it('takes the codes of showWhen from the manifest enum when the API lists none, and a label is not a code', () => {
    const entries = check('show-when-enum', [listPage([closeAction({ showWhen: { field: 'tipo', values: ['CLIMA', 'Greve'] } })])]);
    expect(found(entries, '/rowActions/0/showWhen/values/1')).toEqual([
      '"Greve" não é código do campo "tipo" (enum "delay-type" de manifests/enums) — "Greve" é o rótulo; o código é "GREVE": o botão nunca apareceria nessas linhas (códigos: CLIMA, GREVE)',
    ]);
    expect(found(entries, '/rowActions/0/showWhen/values/0')).toEqual([]);
  });

  it('reports a fixed body the operation refuses: unknown key, unknown code, a placeholder of the wrong type', () => {
    const body = { resultado: 'ACEITO', obs: 'x', dias: '{chassi}', prazo: '{situacao}', observacao: ['{chassi}'] };
    const entries = check('body', [listPage([closeAction({ source: { method: 'POST', path: '/delay/{id}/close', body } })])]);
    expect(entries.filter((e) => e.pointer.includes('/body')).map((e) => `${e.pointer}  ${e.message}`)).toEqual([
      '/rowActions/0/source/body/resultado  POST /delay/{id}/close recusaria este corpo: "ACEITO" não é código aceito — você quis dizer "ACEITA"? (códigos: "ACEITA", "REJEITADA")',
      '/rowActions/0/source/body/obs  POST /delay/{id}/close recusaria este corpo: o campo "obs" não existe — você quis dizer "observacao"? (campos aceitos: resultado, observacao, prazo, dias)',
      '/rowActions/0/source/body/dias  POST /delay/{id}/close recusaria este corpo: deve ser do tipo integer, não string ({chassi} é string na resposta de POST /delay/list)',
      '/rowActions/0/source/body/observacao  POST /delay/{id}/close recusaria este corpo: deve ser do tipo string, não array',
    ]);
  });

  it('types a text made of placeholders as a string, whatever it holds', () => {
    const body = { resultado: '{situacao}', dias: '{id}-{chassi}' };
    const entries = check('body-text', [listPage([closeAction({ source: { method: 'POST', path: '/delay/{id}/close', body } })])]);
    expect(entries.filter((e) => e.pointer.includes('/body')).map((e) => `${e.pointer}  ${e.message}`)).toEqual([
      '/rowActions/0/source/body/resultado  POST /delay/{id}/close recusaria este corpo: {situacao} pode valer "PENDENTE", "JUSTIFICADO" (string na resposta de POST /delay/list), que a API não aceita aqui (códigos: "ACEITA", "REJEITADA")',
      '/rowActions/0/source/body/dias  POST /delay/{id}/close recusaria este corpo: deve ser do tipo integer, não string (texto montado com {id}, {chassi})',
    ]);
  });

  it('reports a body sent to an operation that takes none', () => {
    const entries = check('no-body', [
      listPage([]),
      { ...detailsPage, rowActionsOf: undefined, source: { method: 'GET', path: '/delay/{id}', body: { x: 1 } } },
    ]);
    expect(found(entries, '/source/body')).toEqual(['GET /delay/{id} não recebe corpo JSON (openapi/vtlog-api.json): tire "body" desta chamada']);
  });
});

// ---------------------------------------------------------------------------------------------
// The product's manifests and OpenAPI document, with one realistic mistake in each of a few pages
// (one run of the checker for all of them).

const mistakes: Record<string, (page: Record<string, any>) => void> = {
  'transport-delay.json': (page) => {
    page.rowActions[0].source.path = '/transport-delay/{idd}/justify';
    page.rowActions[1].showWhen.values = ['JUSTIFICADA'];
  },
  'vehicles-search.json': (page) => {
    page.actions[0].source.body = { page: 'vehicles-search', sort: [{ field: 'chasi' }] };
  },
  'vehicle-details.json': (page) => {
    page.sections.find((s: { props?: Record<string, unknown> }) => s.props?.latitude).props.latitude = '{localizacao.latitud}';
  },
  'kpi-exclusion.json': (page) => {
    page.form.result.selectionActions[0].successMessage = '{alterado} chassi(s) de {count}';
    page.form.result.selectionActions[0].dialogTitle = 'Expurgar {chassi}';
  },
  'upload-routes.json': (page) => {
    page.form.successMessage = '{created} criadas e {updatd} atualizadas';
  },
};

let productEntries: Entry[] | undefined;
/** The product's problems with the mistakes above, by file name and pointer. */
function product(file: string, pointer: string): string[] {
  if (!productEntries) {
    const dir = editedManifests(path.join(work, 'product'), Object.fromEntries(Object.entries(mistakes).map(([name, edit]) => [`pages/${name}`, edit])));
    productEntries = checkManifests({ root: repo, manifestsDir: dir }).entries;
  }
  return productEntries.filter((e) => e.file.endsWith(`/${file}`) && e.pointer === pointer).map((e) => e.message);
}

describe('placeholder rules on the product', () => {
  it('reports a misspelt field in the path of a row action (Justificar would do nothing)', () => {
    expect(product('transport-delay.json', '/rowActions/0/source/path')).toEqual([
      expect.stringMatching(/^"\{idd\}" não é campo da resposta de POST \/transport-delay\/list — você quis dizer "id"\? \(campos: id, /),
    ]);
  });

  it('reports a showWhen code the field never holds', () => {
    expect(product('transport-delay.json', '/rowActions/1/showWhen/values/0')).toEqual([
      '"JUSTIFICADA" não é código do campo "situacao" (resposta de POST /transport-delay/list) — você quis dizer "JUSTIFICADO"?: o botão nunca apareceria nessas linhas (códigos: PENDENTE, JUSTIFICADO, ENCERRADO)',
    ]);
  });

  it('reports an export body with a sort field the API does not sort by', () => {
    expect(product('vehicles-search.json', '/actions/0/source/body/sort/0/field')).toEqual([
      expect.stringMatching(/^POST \/vehicle\/report recusaria este corpo: "chasi" não é código aceito — você quis dizer "chassi"\?/),
    ]);
  });

  it('reports a nested placeholder typo in the props of a details section', () => {
    expect(product('vehicle-details.json', '/sections/7/props/latitude')).toEqual([
      expect.stringMatching(
        /^"\{localizacao\.latitud\}" não é campo da resposta de GET \/vehicle\/details\/chassis\/\{chassis\} nem parâmetro da rota \/vehicles\/details\/:chassis — você quis dizer "localizacao\.latitude"\?/,
      ),
    ]);
  });

  it('reports selection and upload messages naming what their answer does not carry', () => {
    expect(product('kpi-exclusion.json', '/form/result/selectionActions/0/successMessage')).toEqual([
      expect.stringMatching(/^"\{alterado\}" não é campo da resposta de POST \/vehicle\/vehicleKpiExclusion nem \{count\} — você quis dizer "alterados"\?/),
    ]);
    expect(product('kpi-exclusion.json', '/form/result/selectionActions/0/dialogTitle')).toEqual([
      '"{chassi}" não é preenchido aqui (preenchidos: {count}, o número de linhas selecionadas)',
    ]);
    expect(product('upload-routes.json', '/form/successMessage')).toEqual([
      '"{updatd}" não é campo da resposta de POST /transportroute/import — você quis dizer "updated"? (campos: created, updated)',
    ]);
  });

  it('reports nothing but the mistakes (no false alarm on the rest of the product)', () => {
    const dir = path.join(work, 'product');
    product('', '');
    const manifests = loadManifests(repo, dir);
    const validators = createValidators(path.join(repo, 'schemas'));
    for (const e of manifests.enums) e.valid = validateManifest(new Report(), e, validators.enum);
    for (const p of manifests.pages) p.valid = validateManifest(new Report(), p, validators.page);
    const report = new Report();
    checkPlaceholders(report, manifests, JSON.parse(readFileSync(path.join(repo, 'openapi/vtlog-api.json'), 'utf8')));
    expect(report.sorted().map((e: Entry) => `${path.basename(e.file)} ${e.pointer}`)).toEqual([
      'kpi-exclusion.json /form/result/selectionActions/0/dialogTitle',
      'kpi-exclusion.json /form/result/selectionActions/0/successMessage',
      'transport-delay.json /rowActions/0/source/path',
      'transport-delay.json /rowActions/1/showWhen/values/0',
      'upload-routes.json /form/successMessage',
      'vehicle-details.json /sections/7/props/latitude',
      'vehicles-search.json /actions/0/source/body/sort/0/field',
    ]);
  });
});
