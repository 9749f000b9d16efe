import { describe, expect, it } from 'vitest';
import type { PageState } from '../../../../../src/web/state/page-state-cache.ts';
import { droppedNotice, openView, viewStateOf, type ViewTarget } from '../../../../../src/web/renderer/views/view-state.ts';

const defaults: PageState = { filters: {}, page: 1, pageSize: 25, sort: [{ field: 'dataPedido', direction: 'desc' }] };
const target: ViewTarget = {
  filters: new Map([
    ['status', 'Status'],
    ['uf', 'UF'],
  ]),
  sortable: new Map([
    ['chassi', 'Chassi'],
    ['dataPedido', 'Data do pedido'],
  ]),
  columns: new Map([
    ['chassi', 'Chassi'],
    ['modelo', 'Modelo'],
    ['placa', 'Placa'],
  ]),
  pageSizes: [25, 50],
};
const columns = { order: ['chassi', 'placa', 'modelo'], hidden: ['modelo'], widths: { chassi: 200 } };

describe('saved view state', () => {
  it('keeps the set filters, sort, page size, columns and the labels of what it names', () => {
    const state: PageState = { filters: { status: ['TRANSITO'], uf: '', chassi: [] }, page: 3, pageSize: 50, sort: [{ field: 'chassi', direction: 'asc' }] };
    expect(viewStateOf(state, target, columns)).toEqual({
      filters: { status: ['TRANSITO'] },
      sort: [{ field: 'chassi', direction: 'asc' }],
      pageSize: 50,
      columns,
      labels: { 'filter:status': 'Status', 'sort:chassi': 'Chassi', 'column:chassi': 'Chassi', 'column:placa': 'Placa' },
    });
    // A dashboard keeps its filters alone.
    expect(viewStateOf({ filters: { uf: 'SP' } }, target)).toEqual({ filters: { uf: 'SP' }, labels: { 'filter:uf': 'UF' } });
  });

  it('opens on the first page with everything the page still has, and nothing dropped', () => {
    const estado = viewStateOf({ filters: { status: ['TRANSITO'] }, page: 4, pageSize: 50, sort: [{ field: 'chassi', direction: 'asc' }] }, target, columns);
    expect(openView(estado, target, defaults)).toEqual({
      state: { filters: { status: ['TRANSITO'] }, page: 1, pageSize: 50, sort: [{ field: 'chassi', direction: 'asc' }] },
      columns,
      dropped: [],
    });
  });

  it('drops the filters, sort fields and visible columns the manifest no longer has, naming each by its saved label', () => {
    const estado = viewStateOf({ filters: { status: ['X'], uf: 'SP' }, page: 1, pageSize: 50, sort: [{ field: 'chassi', direction: 'asc' }] }, target, columns);
    const changed: ViewTarget = {
      filters: new Map([['uf', 'UF']]),
      sortable: new Map([['dataPedido', 'Data do pedido']]),
      columns: new Map([
        ['chassi', 'Chassi'],
        ['modelo', 'Modelo'],
      ]),
      pageSizes: [25],
    };
    const opened = openView({ ...estado, labels: { ...estado.labels, 'filter:status': 'Status antigo' } }, changed, defaults);
    // The sort falls back to the page's, the page size to its default; a hidden column that went is no loss.
    expect(opened.state).toEqual({ filters: { uf: 'SP' }, page: 1, pageSize: 25, sort: defaults.sort });
    expect(opened.dropped).toEqual([
      { kind: 'Filtro', label: 'Status antigo' },
      { kind: 'Ordenação', label: 'Chassi' },
      { kind: 'Coluna', label: 'Placa' },
    ]);
    expect(droppedNotice('Pendentes SP', opened.dropped)).toBe(
      'A visão “Pendentes SP” usa campos que não existem mais: Filtro “Status antigo”, Ordenação “Chassi”, Coluna “Placa”.',
    );
    expect(droppedNotice('Pendentes SP', [])).toBeUndefined();
  });

  it('names a dropped field by its field name when the view kept no label, and keeps an empty sort as chosen', () => {
    const opened = openView({ filters: { antigo: 1 }, sort: [] }, target, defaults);
    expect(opened.dropped).toEqual([{ kind: 'Filtro', label: 'antigo' }]);
    expect(opened.state.sort).toEqual([]);
    expect(opened.state.pageSize).toBe(25);
    expect(openView({ filters: {} }, { ...target, columns: undefined }, defaults)).toEqual({ state: { ...defaults, filters: {} }, dropped: [] });
  });
});
