import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { datePresets, parseBrazilianDate } from '../../../../src/web/renderer/rjsf/widgets/brazilian-date.ts';
import { formatBrazilianNumber, parseBrazilianNumber } from '../../../../src/web/renderer/rjsf/widgets/brazilian-number.ts';

describe('parseBrazilianNumber', () => {
  it.each([
    ['1.234.567,89', 1234567.89],
    ['10.000', 10000],
    ['10,5', 10.5],
    ['10', 10],
    ['1234,5', 1234.5],
    ['0,05', 0.05],
    ['-1.000,5', -1000.5],
    ['  R$ 20.000,00 ', 20000],
    ['R$1.500', 1500],
  ])('reads %j as %d', (text, value) => {
    expect(parseBrazilianNumber(text)).toEqual({ value });
  });

  it('reads blank text as no value', () => {
    expect(parseBrazilianNumber('')).toBeUndefined();
    expect(parseBrazilianNumber('   ')).toBeUndefined();
  });

  it('says to use a comma when a point separates decimals', () => {
    expect(parseBrazilianNumber('10.5')).toEqual({ error: 'Use vírgula para os decimais (ex.: 10,5)' });
    expect(parseBrazilianNumber('10.50')).toEqual({ error: 'Use vírgula para os decimais (ex.: 10,5)' });
  });

  it.each(['abc', '1,2,3', '1.23.4', '12.34.567', '1.2345', ',5', '10,', '--1', '1e5'])('refuses %j with the expected format', (text) => {
    expect(parseBrazilianNumber(text)).toEqual({ error: 'Número inválido: use o formato 1.234,56' });
  });

  it('refuses decimals in an integer field', () => {
    expect(parseBrazilianNumber('10,5', true)).toEqual({ error: 'Informe um número inteiro (ex.: 1.234)' });
    expect(parseBrazilianNumber('1.000', true)).toEqual({ value: 1000 });
  });

  it('writes numbers back the way they are typed', () => {
    expect(formatBrazilianNumber(10000)).toBe('10.000');
    expect(formatBrazilianNumber(1234567.89)).toBe('1.234.567,89');
    for (const value of [0, 10.5, 1234567.89, 20000000, -3.25]) expect(parseBrazilianNumber(formatBrazilianNumber(value))).toEqual({ value });
  });
});

describe('parseBrazilianDate', () => {
  it.each([
    ['01/09/2026', '2026-09-01'],
    ['1/9/2026', '2026-09-01'],
    ['30-09-2026', '2026-09-30'],
    ['29/02/2028', '2028-02-29'],
    ['01092026', '2026-09-01'],
    ['15/10/26', '2026-10-15'],
    [' 31/12/2025 ', '2025-12-31'],
  ])('reads %j as %s', (text, day) => {
    expect(parseBrazilianDate(text)).toBe(day);
  });

  it.each(['31/02/2026', '29/02/2027', '00/01/2026', '01/13/2026', '2026-09-01', '09/2026', 'ontem', ''])('refuses %j', (text) => {
    expect(parseBrazilianDate(text)).toBeNull();
  });
});

describe('datePresets', () => {
  it('gives the usual periods ending today', () => {
    const presets = Object.fromEntries(datePresets(dayjs('2026-03-15')).map((p) => [p.label, [p.from, p.to]]));
    expect(presets).toEqual({
      Hoje: ['2026-03-15', '2026-03-15'],
      'Últimos 7 dias': ['2026-03-09', '2026-03-15'],
      'Últimos 30 dias': ['2026-02-14', '2026-03-15'],
      'Este mês': ['2026-03-01', '2026-03-15'],
      'Mês passado': ['2026-02-01', '2026-02-28'],
      'Este ano': ['2026-01-01', '2026-03-15'],
    });
  });
});
