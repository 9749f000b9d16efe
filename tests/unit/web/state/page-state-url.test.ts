import { describe, expect, it } from 'vitest';
import type { PageState } from '../../../../src/web/state/page-state-cache.ts';
import { readUrlState, urlFields, writeUrlState } from '../../../../src/web/state/page-state-url.ts';

const schema = {
  type: 'object',
  properties: {
    chassi: { type: 'string' },
    status: { type: 'array', items: { type: 'string' } },
    dataPedido: { type: 'object', properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } } },
    valor: { type: 'object', properties: { min: { type: 'number' }, max: { type: 'number' } } },
    emEstoque: { type: 'boolean' },
    anoModelo: { type: 'integer' },
  },
};
const fields = urlFields(schema);
const defaults: PageState = { filters: {}, page: 1, pageSize: 50, sort: [{ field: 'dataPedido', direction: 'desc' }] };

describe('page state in the URL', () => {
  it('writes a readable query beside the sid', () => {
    const state: PageState = {
      filters: {
        status: ['TRANSITO', 'EM ESTOQUE'],
        dataPedido: { from: '2026-09-01', to: '2026-09-30' },
        valor: { min: 10000 },
        emEstoque: true,
        anoModelo: 2024,
        chassi: 'VT004251',
      },
      page: 2,
      pageSize: 100,
      sort: [
        { field: 'dataPedido', direction: 'desc' },
        { field: 'chassi', direction: 'asc' },
      ],
    };
    const url = writeUrlState(new URLSearchParams('sid=3'), state, defaults, fields);
    expect(decodeURIComponent(url.toString())).toBe(
      'sid=3&chassi=VT004251&status=TRANSITO&status=EM+ESTOQUE&dataPedido=2026-09-01..2026-09-30&valor=10000..&emEstoque=true&anoModelo=2024&sort=-dataPedido,chassi&page=2&pageSize=100',
    );
    expect(readUrlState(url, defaults, fields)).toEqual(state);
  });

  it('writes no page or page size that equal the defaults, and a blank filter not at all', () => {
    const url = writeUrlState(new URLSearchParams(), { ...defaults, filters: { chassi: '', status: [] } }, defaults, fields);
    expect(decodeURIComponent(url.toString())).toBe('sort=-dataPedido');
    expect(readUrlState(url, defaults, fields)).toEqual({ ...defaults, filters: {} });
  });

  it('replaces the state it wrote before and keeps other parameters', () => {
    const first = writeUrlState(new URLSearchParams('sid=1&outro=x'), { ...defaults, filters: { status: ['A', 'B'] }, page: 3 }, defaults, fields);
    const second = writeUrlState(first, { ...defaults, filters: { chassi: 'X' } }, defaults, fields);
    expect(decodeURIComponent(second.toString())).toBe('sid=1&outro=x&chassi=X&sort=-dataPedido');
  });

  it('carries no state when it names none of its parameters (a plain link, a sid alone)', () => {
    expect(readUrlState(new URLSearchParams(''), defaults, fields)).toBeUndefined();
    expect(readUrlState(new URLSearchParams('sid=4&outro=x'), defaults, fields)).toBeUndefined();
  });

  it('reads a link written by hand, without sort or sid: its filters alone, the default sort', () => {
    expect(readUrlState(new URLSearchParams('status=TRANSITO'), defaults, fields)).toEqual({ ...defaults, filters: { status: ['TRANSITO'] } });
    expect(readUrlState(new URLSearchParams('sid=4&chassi=VS000593&page=2'), defaults, fields)).toEqual({
      ...defaults,
      filters: { chassi: 'VS000593' },
      page: 2,
    });
    // a page alone names the state too: no filter, the default sort
    expect(readUrlState(new URLSearchParams('pageSize=100'), { ...defaults, filters: { emEstoque: true } }, fields)).toEqual({
      filters: {},
      sort: defaults.sort,
      page: 1,
      pageSize: 100,
    });
  });

  it('ignores values it cannot read instead of guessing', () => {
    const url = new URLSearchParams(
      'sort=-dataPedido,;drop,chassi&emEstoque=talvez&anoModelo=abc&valor=1..2..3&dataPedido=..&page=0&pageSize=-5&desconhecido=1',
    );
    expect(readUrlState(url, defaults, fields)).toEqual({
      filters: {},
      sort: [
        { field: 'dataPedido', direction: 'desc' },
        { field: 'chassi', direction: 'asc' },
      ],
      page: 1,
      pageSize: 50,
    });
  });

  it('leaves a state too long for a link to the sid cache alone', () => {
    const many = Array.from({ length: 200 }, (_, i) => `9BWZZZ377VT${String(i).padStart(6, '0')}`);
    const url = writeUrlState(new URLSearchParams('sid=9'), { ...defaults, filters: { status: many } }, defaults, fields);
    expect(url.toString()).toBe('sid=9');
  });
});
