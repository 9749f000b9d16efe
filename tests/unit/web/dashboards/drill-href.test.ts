import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DrillSpec } from '../../../../src/web/custom/dashboards/dashboard-config.ts';
import { drillHref, type ListPage } from '../../../../src/web/renderer/drill/drill-href.ts';
import { listPageController } from '../../../../src/web/renderer/list/list-page-queries.ts';
import { listDefaults, listUrlShape } from '../../../../src/web/renderer/list/use-list-controller.ts';
import { readUrlState } from '../../../../src/web/state/page-state-url.ts';

const vehicles: ListPage = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../manifests/pages/vehicles-search.json'), 'utf8'));
const may = { dataInicio: '2025-05-01', dataFim: '2025-05-31' };
const base = { dataEntrega: { period: 'whole' }, regiao: { filter: 'regiao' }, expurgo: { value: false } } as const;
const drill = (params: DrillSpec['params'], page = 'vehicles-search'): DrillSpec => ({ page, params: { ...base, ...params } });

/** The list state the href opens, as the list page reads it. */
function opened(href: string) {
  const url = new URL(href, 'http://vtlog.test');
  const shape = listPageController(vehicles, []);
  return { path: url.pathname, ...readUrlState(url.searchParams, listDefaults(shape), listUrlShape(shape), []) };
}

describe('drillHref: a figure’s link to its records', () => {
  it('writes the period as the list’s date range, the region as a one-code list, flags as true/false', () => {
    const href = drillHref(drill({ recebidoNoApp: { value: true } }), vehicles, { ...may, regiao: 'SE' })!;
    expect(href).toBe('/vehicles/search?regiao=SE&dataEntrega=2025-05-01..2025-05-31&recebidoNoApp=true&expurgo=false&sort=-dataPedido');
    expect(opened(href)).toMatchObject({
      path: '/vehicles/search',
      problems: [],
      state: { filters: { regiao: ['SE'], dataEntrega: { from: '2025-05-01', to: '2025-05-31' }, recebidoNoApp: true, expurgo: false }, page: 1 },
    });
  });

  it('leaves the region out when the dashboard shows every region', () => {
    expect(opened(drillHref(drill({}), vehicles, may)!).state?.filters).toEqual({ dataEntrega: { from: '2025-05-01', to: '2025-05-31' }, expurgo: false });
  });

  it('cuts a month of the chart to the dashboard’s period, as its figure is', () => {
    const monthly = drill({ dataEntrega: { period: 'month', row: 'mes' } });
    const period = { dataInicio: '2025-04-26', dataFim: '2025-05-25' };
    expect(opened(drillHref(monthly, vehicles, period, { mes: '2025-04' })!).state?.filters.dataEntrega).toEqual({ from: '2025-04-26', to: '2025-04-30' });
    expect(opened(drillHref(monthly, vehicles, period, { mes: '2025-05' })!).state?.filters.dataEntrega).toEqual({ from: '2025-05-01', to: '2025-05-25' });
    expect(opened(drillHref(monthly, vehicles, { dataInicio: '2024-01-01', dataFim: '2024-12-31' }, { mes: '2024-02' })!).state?.filters.dataEntrega).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  it('takes a day of the row as a one-day range', () => {
    const daily = drill({ dataEntrega: { period: 'day', row: 'dia' } });
    expect(opened(drillHref(daily, vehicles, may, { dia: '2025-05-07' })!).state?.filters.dataEntrega).toEqual({ from: '2025-05-07', to: '2025-05-07' });
  });

  it('fills filters from the row: a code into a list, a route id as a number, a row region over the dashboard’s', () => {
    const href = drillHref(
      drill({ transportadora: { row: 'transportadoraCodigo' }, rota: { row: 'rotaId' }, regiao: { row: 'regiaoCodigo' } }),
      vehicles,
      { ...may, regiao: 'SE' },
      { transportadoraCodigo: 'TRC 01&X', rotaId: 12, regiaoCodigo: 'NE' },
    )!;
    expect(opened(href)).toMatchObject({ problems: [], state: { filters: { transportadora: ['TRC 01&X'], rota: 12, regiao: ['NE'] } } });
  });

  it('leaves out a filter whose row value is empty instead of sending a blank one', () => {
    const filters = opened(drillHref(drill({ concessionaria: { row: 'concessionariaCodigo' } }), vehicles, may, { concessionariaCodigo: null })!).state
      ?.filters;
    expect(filters).not.toHaveProperty('concessionaria');
  });
});

describe('drillHref: an aging bucket', () => {
  const aging = (bucket: DrillSpec['params'][string]): DrillSpec => ({
    page: 'vehicles-search',
    params: { situacaoNoDia: { filter: 'dataFim' }, situacao: { value: 'ESTOQUE' }, diasNoStatus: bucket },
  });

  it('fills the days range from a fixed bucket: "31-60" both ends, "90+" from 91 on', () => {
    expect(drillHref(aging({ bucket: '31-60' }), vehicles, may)).toBe(
      '/vehicles/search?situacaoNoDia=2025-05-31&situacao=ESTOQUE&diasNoStatus=31..60&sort=-dataPedido',
    );
    expect(opened(drillHref(aging({ bucket: '90+' }), vehicles, may)!)).toMatchObject({
      problems: [],
      state: { filters: { situacaoNoDia: '2025-05-31', situacao: 'ESTOQUE', diasNoStatus: { from: 91 } } },
    });
  });

  it('takes the bucket of the row, and leaves the filter out when the row has none', () => {
    const byRow = aging({ bucket: { row: 'faixa' } });
    expect(opened(drillHref(byRow, vehicles, may, { faixa: '0-30' })!).state?.filters.diasNoStatus).toEqual({ from: 0, to: 30 });
    expect(opened(drillHref(byRow, vehicles, may, { faixa: 'outros' })!).state?.filters).not.toHaveProperty('diasNoStatus');
  });
});
