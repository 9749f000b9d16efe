import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import { cellDrillHref } from '../../../../src/web/renderer/drill/cell-drill.ts';
import type { ListPage } from '../../../../src/web/renderer/drill/drill-href.ts';
import { listPageController } from '../../../../src/web/renderer/list/list-page-queries.ts';
import { listDefaults, listUrlShape } from '../../../../src/web/renderer/list/use-list-controller.ts';
import { readUrlState } from '../../../../src/web/state/page-state-url.ts';

const page = (id: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../../manifests/pages/${id}.json`), 'utf8')) as PageManifest;
const vehicles = page('vehicles-search') as ListPage;
const report = page('report-vehicles-by-status') as Extract<PageManifest, { kind: 'form' }>;
const column = (field: string) => report.form.result!.columns.find((c) => c.field === field)!;
const emTransito = { linha: 5, status: 'Em trânsito', statusCodigo: 'TRANSITO', N: 0, SE: 30, total: 48 };

/** The list's filters as the list page reads the href. */
function filtersOf(href: string | undefined) {
  const url = new URL(href!, 'http://vtlog.test');
  const shape = listPageController(vehicles, []);
  const reading = readUrlState(url.searchParams, listDefaults(shape), listUrlShape(shape), []);
  expect(reading.problems).toEqual([]);
  return { path: url.pathname, filters: reading.state!.filters };
}

describe('cellDrillHref: a report cell’s link to its records', () => {
  const submitted = { dataPedido: { from: '2025-04-27', to: '2025-05-26' }, regiao: ['NE', 'SE'], modelo: ['ARGO'] };

  it('fills the list from the submitted form and the row’s code; a region column narrows to its region', () => {
    expect(filtersOf(cellDrillHref(column('SE'), vehicles, submitted, emTransito))).toEqual({
      path: '/vehicles/search',
      filters: { status: ['TRANSITO'], regiao: ['SE'], dataPedido: { from: '2025-04-27', to: '2025-05-26' }, modelo: ['ARGO'] },
    });
  });

  it('keeps the regions the form asked for in the total column', () => {
    expect(filtersOf(cellDrillHref(column('total'), vehicles, submitted, emTransito)).filters.regiao).toEqual(['NE', 'SE']);
  });

  it('leaves out what the form left empty, and the status on the total row', () => {
    const totalRow = { ...emTransito, status: 'Total', statusCodigo: null };
    expect(filtersOf(cellDrillHref(column('total'), vehicles, { dataPedido: {}, regiao: [] }, totalRow)).filters).toEqual({});
  });

  it('draws no link on a cell counting nothing', () => {
    expect(cellDrillHref(column('N'), vehicles, submitted, emTransito)).toBeUndefined();
  });
});
