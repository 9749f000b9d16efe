import { describe, expect, it } from 'vitest';
import { cleanQuery, toQueryString } from '../../../src/web/api/clean-query.ts';

describe('cleanQuery (empty query parameters are dropped)', () => {
  it('drops null, undefined, "null", "undefined" and empty values', () => {
    expect(cleanQuery({ a: null, b: undefined, c: 'null', d: 'undefined', e: '', f: '  ', chassi: '9BWZZZ377VT004251' })).toEqual({
      chassi: '9BWZZZ377VT004251',
    });
  });

  it('keeps falsy values that carry meaning: 0 and false', () => {
    expect(cleanQuery({ page: 0, loadAttachments: false })).toEqual({ page: '0', loadAttachments: 'false' });
  });

  it('keeps the non-empty items of arrays and drops arrays left empty', () => {
    expect(cleanQuery({ status: ['FATURADO', '', null, 'TRANSITO'], region: [null, 'undefined'] })).toEqual({
      status: ['FATURADO', 'TRANSITO'],
    });
  });

  it('writes dates as ISO text and drops invalid dates', () => {
    expect(cleanQuery({ from: new Date('2025-05-26T12:00:00Z'), to: new Date('invalid') })).toEqual({
      from: '2025-05-26T12:00:00.000Z',
    });
  });

  it('treats a missing query as empty', () => {
    expect(cleanQuery(undefined)).toEqual({});
  });
});

describe('toQueryString', () => {
  it('encodes the cleaned query, repeating array keys', () => {
    expect(toQueryString({ orderId: 12, orderItemId: '', status: ['EM ESTOQUE', 'FATURADO'] })).toBe('?orderId=12&status=EM+ESTOQUE&status=FATURADO');
  });

  it('is empty when nothing is left', () => {
    expect(toQueryString({ a: 'null', b: undefined })).toBe('');
  });
});
