import { describe, expect, it } from 'vitest';
import type { EnumManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import {
  countLabel,
  defaultAlign,
  enumOption,
  formatBoolean,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatInteger,
  formatNumber,
  formatPercent,
  formatText,
  valueFormats,
} from '../../../../src/web/renderer/format/format-value.ts';
import commonSchema from '../../../../schemas/common.schema.json';
import { enumManifests } from '../../../../src/web/manifests/enum-manifests.ts';

const nbsp = '\u00a0';

describe('pt-BR formatters', () => {
  it('formats numbers with pt-BR separators', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatInteger(1234567.8)).toBe('1.234.568');
    expect(formatPercent(0.125)).toBe('12,5%');
  });

  it('writes a count with pt-BR separators and the right number of what it counts', () => {
    expect(countLabel(11554, 'checklist usa', 'checklists usam')).toBe('11.554 checklists usam');
    expect(countLabel(1, 'checklist usa', 'checklists usam')).toBe('1 checklist usa');
    expect(countLabel(0, 'veículo', 'veículos')).toBe('0 veículos');
  });

  it('formats BRL currency as R$ 1.234,56', () => {
    expect(formatCurrency(1234.56)).toBe(`R$${nbsp}1.234,56`);
    expect(formatCurrency('98765.4')).toBe(`R$${nbsp}98.765,40`);
  });

  it('formats a date-only value without shifting it by the time zone', () => {
    expect(formatDate('2025-01-01')).toBe('01/01/2025');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
  });

  it('formats date-times as dd/MM/yyyy HH:mm in local time', () => {
    const local = new Date(2025, 4, 26, 9, 5);
    expect(formatDateTime(local.toISOString())).toBe('26/05/2025 09:05');
    expect(formatDate(local.toISOString())).toBe('26/05/2025');
  });

  it('writes a CNPJ as 00.000.000/0000-00 and an NF-e key in blocks of four, leaving anything else as it is', () => {
    expect(formatText('37865858000129', 'cnpj')).toBe('37.865.858/0001-29');
    expect(formatText('37.865.858/0001-29', 'cnpj')).toBe('37.865.858/0001-29');
    expect(formatText('1234', 'cnpj')).toBe('1234');
    expect(formatText('41250500913443000173550010001000041742116851', 'nfeKey')).toBe('4125 0500 9134 4300 0173 5500 1000 1000 0417 4211 6851');
    expect(formatText('4125050091344300017355001000100004174211685X', 'nfeKey')).toBe('4125050091344300017355001000100004174211685X');
    expect(formatText(null, 'cnpj')).toBeUndefined();
  });

  it('shows booleans as Sim/Não', () => {
    expect(formatBoolean(true)).toBe('Sim');
    expect(formatBoolean(false)).toBe('Não');
  });

  it('gives the enum label and colour, and "--" for unknown values', () => {
    const receipt = enumManifests.get('receipt-status') as EnumManifest;
    expect(enumOption(2, receipt)).toEqual({ label: 'Recebido / Aceito', color: 'green' });
    expect(enumOption(9, receipt).label).toBe('--');
    expect(enumOption(null, receipt).label).toBe('--');
    expect(formatText(3, 'enum', receipt)).toBe('Rejeitado');
  });

  it('treats missing values and values of the wrong kind as empty', () => {
    expect(formatText(null, 'date')).toBeUndefined();
    expect(formatText('', 'text')).toBeUndefined();
    expect(formatText('abc', 'currency')).toBeUndefined();
    expect(formatText('not a date', 'date')).toBeUndefined();
  });

  it('has one entry for each format the manifest schema names; numbers and money align right, an unnamed format left', () => {
    const names = commonSchema.$defs.format.enum;
    expect(Object.keys(valueFormats).sort()).toEqual([...names].sort());
    expect(names.filter((name) => defaultAlign(name as keyof typeof valueFormats) === 'right')).toEqual(['number', 'integer', 'percent', 'currency']);
    expect(defaultAlign(undefined)).toBe('left');
  });
});
