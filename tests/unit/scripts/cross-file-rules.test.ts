import { parseTree } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { checkCrossFile } from '../../../scripts/manifest-check/cross-file-rules.mjs';
import { Report } from '../../../scripts/manifest-check/report.mjs';

/** A loaded, schema-valid manifest file as load.mjs gives it. */
function file(relative: string, data: unknown) {
  const text = JSON.stringify(data, null, 2);
  return { file: relative, relative, text, tree: parseTree(text), data, parseErrors: [], valid: true };
}

const vehicleStatus = {
  name: 'vehicle-status',
  title: 'Status do veículo',
  fallbackLabel: '--',
  values: [
    { value: 'EM ESTOQUE', label: 'Em estoque' },
    { value: 'VENDIDO', label: 'Vendido' },
  ],
};

const listPage = {
  id: 'vehicles-search',
  kind: 'list',
  path: '/vehicles/search',
  title: 'Consulta de Veículos',
  permissions: [{ resource: 'list-vehicles' }],
  source: { method: 'POST', path: '/vehicle/list', paging: 'body' },
  filters: { schema: { type: 'object', properties: { chassi: { type: 'string', title: 'Chassi' } } } },
  columns: [
    { field: 'chassi', label: 'Chassi' },
    { field: 'status', label: 'Status', format: 'enum', enum: 'vehicle-status' },
  ],
  pageSize: { default: 50, options: [25, 50] },
};

const openapi = {
  paths: {
    '/api/vehicle/list': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { filters: { type: 'object', properties: { chassi: { type: 'string', maxLength: 17 } } } } },
            },
          },
        },
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    items: {
                      type: 'array',
                      items: { type: 'object', properties: { chassi: { type: 'string' }, status: { type: 'string', enum: ['EM ESTOQUE', 'VENDIDO'] } } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/api/report/stock': { post: { responses: { '200': { content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {} } } } } },
  },
};

interface Overrides {
  pages?: unknown[];
  enums?: unknown[];
  menu?: unknown;
  api?: unknown;
}

function problems({ pages = [listPage], enums = [vehicleStatus], menu = { items: [] }, api = openapi }: Overrides = {}): string[] {
  const report = new Report();
  const manifests = {
    app: file('manifests/app.json', {}),
    menu: file('manifests/menu.json', menu),
    permissions: file('manifests/permissions.json', {
      scopes: ['view', 'manage'],
      resources: ['list-vehicles', 'vehicle-details'].map((name) => ({ name, description: name })),
    }),
    enums: enums.map((e) => file(`manifests/enums/${(e as { name: string }).name}.json`, e)),
    pages: pages.map((p) => file(`manifests/pages/${(p as { id: string }).id}.json`, p)),
  };
  checkCrossFile(report, manifests, api ?? undefined);
  return report.lines().map((line: string) => line.replace(/^\S+ {2}/, ''));
}

const withFilter = (chassi: Record<string, unknown>) => ({
  ...listPage,
  filters: { schema: { type: 'object', properties: { chassi: { title: 'Chassi', ...chassi } } } },
});

describe('cross-file rules', () => {
  it('accepts a consistent page', () => {
    expect(problems()).toEqual([]);
  });

  it('checks bounds on the form as it runs: the API maximum merged in', () => {
    expect(problems({ pages: [withFilter({ type: 'string', minLength: 20 })] })).toEqual([
      '/filters/schema/properties/chassi/minLength  "minLength": 20 não cabe com "maxLength": 17 (da API): nenhum valor seria aceito',
    ]);
    expect(problems({ pages: [withFilter({ type: 'string', minLength: 20 })], api: null })).toEqual([]);
  });

  it('compares date bounds as dates and numbers with exclusive bounds', () => {
    const dates = withFilter({ type: 'string', format: 'date', formatMinimum: '2025-02-01', formatMaximum: '2025-01-31' });
    expect(problems({ pages: [dates], api: null })).toEqual([
      '/filters/schema/properties/chassi/formatMinimum  "formatMinimum": "2025-02-01" não cabe com "formatMaximum": "2025-01-31": nenhum valor seria aceito',
    ]);
    const form = {
      ...listPage,
      id: 'p',
      kind: 'form',
      form: { schema: { type: 'object', properties: { n: { type: 'number', title: 'N', minimum: 5, exclusiveMaximum: 5 } } } },
    };
    expect(problems({ pages: [form], api: null })).toEqual([
      '/form/schema/properties/n/minimum  "minimum": 5 não cabe com "exclusiveMaximum": 5: nenhum valor seria aceito',
    ]);
  });

  it('treats "1" and 1 as one enum code (labels are looked up as text)', () => {
    const codes = {
      ...vehicleStatus,
      name: 'progress',
      values: [
        { value: 1, label: 'Um' },
        { value: '1', label: 'Um (texto)' },
      ],
    };
    expect(problems({ enums: [vehicleStatus, codes] })).toEqual([
      '/values/1/value  código "1" repetido (também em /values/0/value) (igual a 1: os códigos são comparados como texto): a API recusa um enum com códigos repetidos e o servidor não sobe',
    ]);
  });

  it('lets a menu entry through when its permission grants the page, scopes included', () => {
    const entry = (permission: unknown) => ({
      items: [
        {
          type: 'group',
          id: 'g',
          label: 'G',
          icon: 'car',
          children: [{ type: 'link', id: 'l', label: 'L', icon: 'car', route: '/vehicles/search', permission }],
        },
      ],
    });
    const manage = { ...listPage, permissions: [{ resource: 'list-vehicles', scope: 'manage' }] };
    expect(problems({ menu: entry({ resource: 'list-vehicles', scope: 'view' }) })).toEqual([]);
    expect(problems({ menu: entry({ resource: 'list-vehicles', scope: 'manage' }), pages: [manage] })).toEqual([]);
    expect(problems({ menu: entry({ resource: 'list-vehicles' }), pages: [manage] })).toEqual([
      '/items/0/children/0/permission  a entrada aparece para quem tem "list-vehicles", mas /vehicles/search (manifests/pages/vehicles-search.json) exige "list-vehicles" (manage): essa pessoa veria "Acesso negado" — use uma das permissões da página na entrada',
    ]);
  });

  it('matches a menu route to the page the router opens (a static path before a :param)', () => {
    const byId = { ...listPage, id: 'vehicle', path: '/vehicles/:chassi', permissions: [{ resource: 'vehicle-details' }] };
    const menu = { items: [{ type: 'link', id: 'l', label: 'L', icon: 'car', route: '/vehicles/search', permission: { resource: 'list-vehicles' } }] };
    expect(problems({ pages: [byId, listPage], menu })).toEqual([]);
  });

  it('names the extension of the file the download route answers, and refuses reserved Windows names', () => {
    const page = (fileName: string) => ({
      ...listPage,
      id: 'report',
      kind: 'form',
      form: {
        schema: { type: 'object', properties: {} },
        submit: { method: 'POST', path: '/report/stock' },
        downloads: [{ id: 'd', label: 'Baixar', source: { method: 'POST', path: '/report/stock' }, fileName }],
      },
    });
    expect(problems({ pages: [page('estoque-{date}.csv')] })).toEqual([
      '/form/downloads/0/fileName  o nome do arquivo deve terminar em .xlsx (POST /report/stock responde xlsx): use "estoque-{date}.xlsx"',
    ]);
    expect(problems({ pages: [page('estoque-{date}.csv')], api: null })).toEqual([]);
    expect(problems({ pages: [page('nul.xlsx')] })).toEqual([
      '/form/downloads/0/fileName  o nome do arquivo começa por um nome reservado do Windows (CON, PRN, AUX, NUL, COM1 a COM9, LPT1 a LPT9)',
    ]);
  });

  it('accepts a form field labelled by ui:title, but not a filter (the active filters read title)', () => {
    const form = {
      ...listPage,
      id: 'p',
      kind: 'form',
      form: { schema: { type: 'object', properties: { n: { type: 'string' } } }, uiSchema: { n: { 'ui:title': 'N' } } },
    };
    expect(problems({ pages: [form] })).toEqual([]);
    const filters = {
      ...listPage,
      filters: { schema: { type: 'object', properties: { chassi: { type: 'string' } } }, uiSchema: { chassi: { 'ui:title': 'Chassi' } } },
    };
    expect(problems({ pages: [filters] })).toEqual([
      '/filters/schema/properties/chassi  o filtro "chassi" não tem "title": o formulário e os filtros ativos mostrariam "chassi" como rótulo',
    ]);
  });

  it('leaves the labels of data alone (a request body, fixed filter values)', () => {
    const page = { ...listPage, source: { ...listPage.source, body: { label: ' x ' } } };
    expect(problems({ pages: [page] })).toEqual([]);
  });
});
