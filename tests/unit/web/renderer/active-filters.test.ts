import { describe, expect, it } from 'vitest';
import { falseFilters, filterText, isActiveFilter } from '../../../../src/web/renderer/filters/active-filters.ts';

const names: Record<string, string> = { TRANSITO: 'Em trânsito', FATURADO: 'Faturado' };
const label = (code: unknown) => names[String(code)];

describe('applied filters as text', () => {
  it('names codes by their labels and counts the rest', () => {
    expect(filterText(['TRANSITO', 'FATURADO'], label)).toBe('Em trânsito, Faturado');
    expect(filterText(['A', 'B', 'C', 'D', 'E'], label)).toBe('A, B, C +2');
    expect(filterText('TRANSITO', label)).toBe('Em trânsito');
  });

  it('writes ranges of days and numbers the Brazilian way', () => {
    expect(filterText({ from: '2026-09-01', to: '2026-09-30' }, label)).toBe('01/09/2026 – 30/09/2026');
    expect(filterText({ from: '2026-09-01' }, label)).toBe('a partir de 01/09/2026');
    expect(filterText({ max: 20000.5 }, label)).toBe('até 20.000,5');
    expect(filterText({ min: 10000, max: 20000 }, label)).toBe('10.000 – 20.000');
    expect(filterText(2024, label)).toBe('2.024');
  });

  it('answers a Sim/Não filter in words', () => {
    expect(filterText(true, label)).toBe('sim');
    expect(filterText(false, label)).toBe('não');
  });

  it('takes an unticked box, a blank text, an empty list and a range without bounds as no filter', () => {
    for (const value of [undefined, null, '', false, [], {}, { from: undefined, to: '' }]) expect(isActiveFilter(value)).toBe(false);
    for (const value of [true, 'X', ['A'], { from: '2026-01-01' }, { min: 0 }, 0]) expect(isActiveFilter(value)).toBe(true);
  });

  it('takes "Não" chosen in a select as a filter of its own, shown as such', () => {
    const expurgo = { type: 'boolean', title: 'Em Expurgo' };
    expect(falseFilters(expurgo, { 'ui:widget': 'select' })).toBe(true);
    expect(falseFilters(expurgo, {})).toBe(false);
    expect(falseFilters(expurgo, { 'ui:widget': 'checkbox' })).toBe(false);
    expect(isActiveFilter(false, true)).toBe(true);
    expect(filterText(false, label)).toBe('não');
  });
});
