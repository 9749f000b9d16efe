import { describe, expect, it } from 'vitest';
import { allowedValues, brokenRule } from '../../../../src/web/state/filter-value-check.ts';

const keyword = (schema: unknown, value: unknown) => brokenRule(schema, value)?.keyword;

describe('a filter value read from a link against its schema', () => {
  it('knows the codes a schema lists by enum, const, oneOf or anyOf', () => {
    expect(allowedValues({ enum: ['A', 'B'] })).toEqual(['A', 'B']);
    expect(allowedValues({ oneOf: [{ const: 1, title: 'Um' }, { const: 2 }] })).toEqual([1, 2]);
    expect(allowedValues({ anyOf: [{ const: 'X' }] })).toEqual(['X']);
    expect(allowedValues({ anyOf: [{ type: 'string' }] })).toBeUndefined();
    expect(keyword({ oneOf: [{ const: 'A' }] }, 'B')).toBe('enum');
    expect(keyword({ oneOf: [{ const: 'A' }] }, 'A')).toBeUndefined();
  });

  it('checks real calendar dates and full date-times', () => {
    expect(keyword({ type: 'string', format: 'date' }, '2026-04-31')).toBe('format');
    expect(keyword({ type: 'string', format: 'date' }, '2026-04-30')).toBeUndefined();
    expect(keyword({ type: 'string', format: 'date-time' }, '2026-04-30T10:00:00Z')).toBeUndefined();
    expect(keyword({ type: 'string', format: 'date-time' }, '2026-04-30T10:00:00-03:00')).toBeUndefined();
    expect(keyword({ type: 'string', format: 'date-time' }, '2026-04-30T24:00:00Z')).toBe('format');
    expect(keyword({ type: 'string', format: 'date-time' }, '2026-02-30T10:00:00Z')).toBe('format');
    expect(keyword({ type: 'string', format: 'date-time' }, '2026-04-30T10:00')).toBe('format');
  });

  it('checks lengths in characters, patterns, bounds and the rules of allOf', () => {
    expect(keyword({ maxLength: 2 }, 'ção')).toBe('maxLength');
    expect(keyword({ maxLength: 3 }, 'ção')).toBeUndefined();
    expect(keyword({ minimum: 2000, maximum: 2100 }, 1999)).toBe('minimum');
    expect(keyword({ exclusiveMaximum: 10 }, 10)).toBe('exclusiveMaximum');
    expect(keyword({ allOf: [{ pattern: '^[0-9]+$' }] }, '12a')).toBe('pattern');
    expect(keyword({ maxItems: 1 }, ['a', 'b'])).toBe('maxItems');
    expect(brokenRule({ formatMaximum: '2100-12-31' }, '2101-01-01')?.params).toEqual({ limit: '2100-12-31' });
  });
});
