/**
 * A list's declared fields give its filters (src/server/list/fields.ts): the bare name keeps the
 * field's default operator, `<field>__<operator>` the others its type has, each with a value schema
 * of its own, and a filter no index serves carries the list's scan cost into the OpenAPI document.
 */
import { describe, expect, it } from 'vitest';
import { vehicleList } from '../../../src/server/api/vehicle/vehicle-list.resource.ts';
import { defineList, type ListDefinition } from '../../../src/server/list/define-list.ts';
import { fieldOperators, filtersOfFields, type ListField } from '../../../src/server/list/fields.ts';

const scan = 'lê tudo';
const field = (declaration: Partial<ListField> & Pick<ListField, 'type' | 'default'>): ListField => ({
  label: 'Campo',
  column: 'vehicles.cidade',
  ...declaration,
});

describe('filters derived from declared fields', () => {
  it('offers the operators of each type; contains/endsWith only on searchable text', () => {
    expect(fieldOperators(field({ type: 'text', default: 'eq' }))).toEqual(['eq', 'notEq', 'in', 'notIn', 'startsWith']);
    expect(fieldOperators(field({ type: 'text', default: 'eq', searchable: true }))).toEqual([
      'eq',
      'notEq',
      'in',
      'notIn',
      'startsWith',
      'endsWith',
      'contains',
    ]);
    expect(fieldOperators(field({ type: 'code', default: 'in' }))).toEqual(['eq', 'notEq', 'in', 'notIn']);
    expect(fieldOperators(field({ type: 'integer', default: 'eq' }))).toEqual(['eq', 'notEq', 'in', 'notIn', 'between', 'gte', 'lte']);
    expect(fieldOperators(field({ type: 'money', default: 'between' }))).toEqual(['eq', 'between', 'gte', 'lte']);
    expect(fieldOperators(field({ type: 'date', default: 'between' }))).toEqual(['eq', 'between', 'gte', 'lte']);
    expect(fieldOperators(field({ type: 'boolean', default: 'eq' }))).toEqual(['eq']);
    expect(fieldOperators(field({ type: 'text', default: 'endsWith', reversed: { column: 'vehicles.chassi_rev', fullLength: 17 } }))).toContain('endsWith');
    expect(() => fieldOperators(field({ type: 'boolean', default: 'between' }))).toThrow(/operador padrão "between"/);
  });

  it('names the default operator by the bare field, the others <field>__<operator>, each with its value schema', () => {
    const filters = filtersOfFields({ ano: field({ type: 'integer', default: 'eq', value: { minimum: 1990, maximum: 2100 }, indexed: ['eq'] }) }, scan);
    expect(Object.keys(filters)).toEqual(['ano', 'ano__notEq', 'ano__in', 'ano__notIn', 'ano__between', 'ano__gte', 'ano__lte']);
    const year = { type: 'integer', minimum: 1990, maximum: 2100 };
    expect(filters.ano!.schema).toMatchObject(year);
    expect(filters.ano__in!.schema).toMatchObject({ type: 'array', items: year, minItems: 1, maxItems: 100, uniqueItems: true });
    expect(filters.ano__between!.schema).toMatchObject({ type: 'object', additionalProperties: false, minProperties: 1, properties: { min: year, max: year } });
    expect(filters.ano__gte!.schema).toMatchObject(year);
    expect(filters.ano).toMatchObject({ field: 'ano', operator: 'eq' });
    expect(filters.ano!.unindexed).toBeUndefined();
    expect(filters.ano__between).toMatchObject({ field: 'ano', operator: 'between', unindexed: scan });
  });

  it('gives dates { from, to } ranges of days and codes their enum', () => {
    const filters = filtersOfFields(
      { dia: field({ type: 'date', default: 'between' }), uf: field({ type: 'code', default: 'in', codes: ['SP', 'RJ'] }) },
      scan,
    );
    expect(filters.dia!.schema).toMatchObject({ properties: { from: { format: 'date' }, to: { format: 'date' } } });
    expect(filters.dia__gte!.schema).toMatchObject({ type: 'string', format: 'date' });
    expect(filters.uf!.schema).toMatchObject({ type: 'array', items: { type: 'string', enum: ['SP', 'RJ'] } });
    expect(filters.uf__eq!.schema).toMatchObject({ type: 'string', enum: ['SP', 'RJ'] });
  });

  it('describes each filter in the OpenAPI request schema: x-field, x-operator, and x-unindexed where no index serves it', () => {
    const properties = vehicleList.filtersSchema.properties as Record<string, Record<string, unknown>>;
    expect(properties.chassi).toMatchObject({ 'x-field': 'chassi', 'x-operator': 'endsWith', maxLength: 17 });
    expect(properties.chassi).not.toHaveProperty('x-unindexed');
    expect(properties.numeroPedido__eq).toMatchObject({ 'x-field': 'numeroPedido', 'x-operator': 'eq' });
    expect(properties.cidade__contains).toMatchObject({ 'x-field': 'cidade', 'x-operator': 'contains', 'x-unindexed': expect.stringContaining('vehicles') });
    expect(properties.status__notIn).toMatchObject({ 'x-unindexed': expect.stringContaining('vehicles') });
    expect(properties.transportadora).not.toHaveProperty('x-field');
  });

  it('refuses a list whose fields have no scan cost, or a name declared both as a field and as a filter of its own', () => {
    const base: ListDefinition<unknown> = {
      from: () => {
        throw new Error('unused');
      },
      select: (q) => q,
      toItem: (r) => r,
      itemSchema: {},
      sorts: {},
      defaultSort: [],
      tieBreaker: 'id',
    };
    expect(() => defineList({ ...base, fields: { a: field({ type: 'boolean', default: 'eq' }) } })).toThrow(/scanCost/);
    expect(() =>
      defineList({ ...base, fields: { a: field({ type: 'boolean', default: 'eq' }) }, scanCost: scan, filters: { a: { schema: {}, apply: (q) => q } } }),
    ).toThrow(/declarados duas vezes .*: a$/);
  });
});
