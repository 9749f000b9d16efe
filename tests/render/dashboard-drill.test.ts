/**
 * Every drill the dashboard manifests declare (a figure linking to the list of its records) proves its
 * link: the href the dashboard draws (drill-href.ts) is read back by the list's own URL reader
 * (readUrlState) into the request the list page sends (listBody + filtersToSend), and the list's total
 * is the figure. For two periods (the default, ending on the data's last day, and a past one cutting
 * its months short) and for every region, SE and NE; a drill added to a manifest is covered with no
 * change here, its first rows of every table and chart included.
 * Against the real API in this process (createTestApp); on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageManifest } from '../../src/shared/manifest/manifest-types.ts';
import type { DashboardConfig } from '../../src/web/custom/dashboards/dashboard-config.ts';
import { type DrillContext, drillHref, type ListPage } from '../../src/web/renderer/drill/drill-href.ts';
import { listBody } from '../../src/web/renderer/data/list-request.ts';
import { cellDrillHref } from '../../src/web/renderer/drill/cell-drill.ts';
import { listPageController } from '../../src/web/renderer/list/list-page-queries.ts';
import { filtersToSend, listDefaults, listFilterForm, listUrlShape } from '../../src/web/renderer/list/use-list-controller.ts';
import { readUrlState } from '../../src/web/state/page-state-url.ts';
import { createTestApp, type TestApp } from '../api/support/test-app.ts';
import { drillFigures } from './dashboard-drill-figures.ts';
import { drillCells, type FormPage, periodField } from './report-drill-cells.ts';

const pagesDir = path.resolve(import.meta.dirname, '../../manifests/pages');
const pages: PageManifest[] = readdirSync(pagesDir).map((file) => JSON.parse(readFileSync(path.join(pagesDir, file), 'utf8')));
const dashboards = pages.filter((page) => page.kind === 'custom' && page.component === 'KpiDashboard');
const listPage = (id: string) => pages.find((page): page is ListPage => page.id === id && page.kind === 'list');

/** The default period (no dates: the 30 days ending on the data's last day) and a past period that cuts its months short. */
const periods: Record<string, string>[] = [{}, { dataInicio: '2025-02-10', dataFim: '2025-03-20' }];
const regions = [undefined, 'SE', 'NE'];
const rowsEach = 4;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 600 });
  await excludeSomeDeliveries();
  await rejectAndHandleSomeMessages();
});
afterAll(() => t.close());

/**
 * Every 7th vehicle delivered in the SE region goes under Expurgo (the seed excludes few), so a link
 * that forgets `expurgo=false` lists more vehicles than its figure counts.
 */
async function excludeSomeDeliveries() {
  const delivered = await t.database.db
    .selectFrom('vehicles')
    .innerJoin('shipments', 'shipments.vehicle_id', 'vehicles.id')
    .where('shipments.data_entrega', 'is not', null)
    .where('vehicles.regiao_codigo', '=', 'SE')
    .where('vehicles.id', 'not in', (eb) => eb.selectFrom('kpi_exclusions').select('vehicle_id'))
    .select(['vehicles.id', 'vehicles.chassi'])
    .orderBy('vehicles.id')
    .execute();
  const excluded = delivered.filter((_, i) => i % 7 === 0).map((v) => ({ vehicle_id: v.id, chassi: v.chassi, ativo: 1 }));
  await t.database.db.insertInto('kpi_exclusions').values(excluded).execute();
}

/**
 * A quarter more messages, rejected with the seed's own error texts, and every other rejection
 * handled: the small base rejects too few for the failure dashboard's figures to count something in
 * each region (the rollups follow by their triggers).
 */
async function rejectAndHandleSomeMessages() {
  const db = t.database.db;
  const texts = (await db.selectFrom('integration_events').select('mensagem').distinct().where('sucesso', '=', 0).orderBy('mensagem').execute()).map(
    (row) => row.mensagem,
  );
  const accepted = await db.selectFrom('integration_events').selectAll().where('sucesso', '=', 1).orderBy('id').execute();
  const rejections = accepted
    .filter((_, i) => i % 4 === 0)
    .map(({ id: _id, ...message }, i) => ({ ...message, sucesso: 0, mensagem: texts[i % texts.length]! }));
  for (let i = 0; i < rejections.length; i += 200)
    await db
      .insertInto('integration_events')
      .values(rejections.slice(i, i + 200))
      .execute();
  const rejected = await db.selectFrom('integration_events').select('id').where('sucesso', '=', 0).orderBy('id').execute();
  const handled = rejected.filter((_, i) => i % 2 === 0).map((row) => row.id);
  for (let i = 0; i < handled.length; i += 500) {
    await db
      .updateTable('integration_events')
      .set({ tratado_em: '2025-05-26T12:00:00.000Z', tratado_por: 'admin', tratamento_motivo: 'Reprocessada no ERP.' })
      .where('id', 'in', handled.slice(i, i + 500))
      .execute();
  }
}

/** The total of the list the href opens, asked as the list page asks for it. */
async function listTotal(target: ListPage, href: string): Promise<number> {
  const url = new URL(href, 'http://vtlog.test');
  expect(url.pathname).toBe(target.path);
  const shape = listPageController(target, []);
  const reading = readUrlState(url.searchParams, listDefaults(shape), listUrlShape(shape), []);
  expect(reading.problems, href).toEqual([]);
  const body = listBody(
    target.source!,
    reading.state!,
    filtersToSend(
      reading.state!.filters,
      listFilterForm(target.filters, () => true),
    ),
  );
  const response = await t.as('admin', { method: target.source!.method, url: `/api${target.source!.path}`, payload: body });
  expect(response.statusCode, `${href}: ${response.body}`).toBe(200);
  return response.json().total;
}

describe.each(dashboards.map((page) => [page.id, page] as const))('drills of %s', (_id, page) => {
  const config = (page as Extract<PageManifest, { kind: 'custom' }>).props as DashboardConfig;
  const source = (page as Extract<PageManifest, { kind: 'custom' }>).sources!.data!;

  it.each(periods.flatMap((period) => regions.map((regiao) => ({ ...period, ...(regiao ? { regiao } : {}) }))))(
    'each linked figure equals its list total (%o)',
    async (query) => {
      const response = await t.as('admin', { method: 'GET', url: `/api${source.path}`, query });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json();
      const context: DrillContext = { ...data.periodo, regiao: query.regiao };
      const figures = drillFigures(config, data, rowsEach);
      let counted = 0;
      for (const figure of figures) {
        const target = listPage(figure.drill.page)!;
        const href = drillHref(figure.drill, target, context, figure.row);
        expect(href, figure.where).toBeDefined();
        expect({ where: figure.where, total: await listTotal(target, href!) }).toEqual({ where: figure.where, total: figure.count });
        if (typeof figure.count === 'number' && figure.count > 0) counted++;
      }
      // Not a vacuous pass: the dashboards with drills link figures that count something.
      if (figures.length > 0) expect(counted).toBeGreaterThan(figures.length / 2);
    },
    120_000,
  );
});

/**
 * Every count cell of the report previews that links to its records (`form.result.columns[].drill`)
 * proves its link the same way: the href the result table draws (cell-drill.ts) from the submitted
 * form and the row, read back by the list, totals the cell. For two periods (recent and past) and,
 * where the report's form has a region, for SE and for NE with SE (the Norte column then counts
 * nothing and draws no link).
 */
const reports = pages.filter((page): page is FormPage => page.kind === 'form' && (page.form.result?.columns ?? []).some((column) => column.drill));
// Enough rows for every status of the vehicles report: in a past period the first statuses count nothing.
const reportRowsEach = 12;
const reportPeriods = [
  { from: '2025-04-27', to: '2025-05-26' },
  { from: '2025-02-10', to: '2025-03-20' },
];

describe.each(reports.map((page) => [page.id, page] as const))('drills of the %s preview', (_id, page) => {
  const hasRegion = 'regiao' in ((page.form.schema as { properties?: object }).properties ?? {});
  const runs = reportPeriods.flatMap((period) =>
    (hasRegion ? [['SE'], ['NE', 'SE']] : [undefined]).map((regiao) => ({ [periodField(page)]: period, ...(regiao ? { regiao } : {}) })),
  );

  it.each(runs)(
    'each linked cell equals its list total (%o)',
    async (values) => {
      const response = await t.as('admin', { method: 'POST', url: `/api${page.form.submit!.path}`, payload: values });
      expect(response.statusCode, response.body).toBe(200);
      const cells = drillCells(page, response.json(), reportRowsEach);
      // Not a vacuous pass: every run links cells that count something.
      expect(cells.length).toBeGreaterThan(0);
      for (const cell of cells) {
        const target = listPage(cell.column.drill!.page)!;
        const href = cellDrillHref(cell.column, target, values, cell.row);
        expect(href, cell.where).toBeDefined();
        expect({ where: cell.where, total: await listTotal(target, href!) }).toEqual({ where: cell.where, total: cell.count });
      }
    },
    120_000,
  );
});
