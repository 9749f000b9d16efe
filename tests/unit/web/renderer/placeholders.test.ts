import { describe, expect, it } from 'vitest';
import { fillDeep, fillLabel, fillTemplate, templateFields } from '../../../../src/web/renderer/placeholders.ts';

describe('placeholders', () => {
  it('fills a link from the record, dot paths included', () => {
    expect(fillTemplate('/orders/{orderId}/{item.id}', [{ orderId: 'P-1', item: { id: 7 } }])).toBe('/orders/P-1/7');
  });

  it('looks in route parameters first, then the record', () => {
    expect(fillTemplate('/vehicle/{chassis}', [{ chassis: 'FROM-ROUTE' }, { chassis: 'FROM-RECORD' }])).toBe('/vehicle/FROM-ROUTE');
    expect(fillTemplate('/vehicle/{chassis}', [{}, { chassis: 'FROM-RECORD' }])).toBe('/vehicle/FROM-RECORD');
  });

  it('gives undefined when a value is missing, so no broken link or call is built', () => {
    expect(fillTemplate('/orders/{orderId}/{orderItemId}', [{ orderId: 'P-1', orderItemId: null }])).toBeUndefined();
  });

  it('encodes values for URLs only when asked', () => {
    expect(fillTemplate('/x/{name}', [{ name: 'a/b c' }], { encode: true })).toBe('/x/a%2Fb%20c');
    expect(fillTemplate('/x/{name}', [{ name: 'a/b c' }])).toBe('/x/a/b c');
  });

  it('keeps a label as written when a placeholder has no value', () => {
    expect(fillLabel('Veículo {chassis}', [{ chassis: '9BWZZZ377VT004251' }])).toBe('Veículo 9BWZZZ377VT004251');
    expect(fillLabel('Veículo {chassis}', [{}])).toBe('Veículo {chassis}');
  });

  it('fills props deeply and keeps the type of a whole-value placeholder', () => {
    const record = { latitude: -23.5, chassi: 'ABC', tags: ['x'] };
    expect(fillDeep({ lat: '{latitude}', title: 'Chassi {chassi}', list: ['{chassi}'], fixed: 3 }, [record])).toEqual({
      lat: -23.5,
      title: 'Chassi ABC',
      list: ['ABC'],
      fixed: 3,
    });
  });

  it('lists the fields a template needs', () => {
    expect(templateFields('/orders/{orderId}/{orderItemId}')).toEqual(['orderId', 'orderItemId']);
  });
});
