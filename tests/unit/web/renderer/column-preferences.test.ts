import { describe, expect, it } from 'vitest';
import type { ValueDisplay } from '../../../../src/shared/manifest/manifest-types.ts';
import {
  applyColumnPreferences,
  defaultColumnPreferences,
  moveColumn,
  readColumnPreferences,
  setColumnHidden,
  setColumnWidth,
} from '../../../../src/web/renderer/table/column-preferences.ts';

const columns: ValueDisplay[] = [
  { field: 'chassi', label: 'Chassi', visibility: 'always' },
  { field: 'modelo', label: 'Modelo', width: 150 },
  { field: 'status', label: 'Status' },
  { field: 'regiao', label: 'Região', visibility: 'hidden' },
];

describe('column preferences', () => {
  it('defaults to the manifest order, hiding the columns declared hidden', () => {
    const defaults = defaultColumnPreferences(columns);
    expect(defaults).toEqual({ order: ['chassi', 'modelo', 'status', 'regiao'], hidden: ['regiao'], widths: {} });
    expect(applyColumnPreferences(columns, defaults).map((column) => column.field)).toEqual(['chassi', 'modelo', 'status']);
    expect(readColumnPreferences(null, columns)).toEqual(defaults);
    expect(readColumnPreferences('not an object', columns)).toEqual(defaults);
    expect(readColumnPreferences(42, columns)).toEqual(defaults);
  });

  it('keeps a stored choice across a round trip through the server', () => {
    let choice = defaultColumnPreferences(columns);
    choice = setColumnHidden(choice, 'modelo', true);
    choice = setColumnHidden(choice, 'regiao', false);
    choice = moveColumn(choice, 'status', -1);
    choice = setColumnWidth(choice, 'status', 212.4);
    const read = readColumnPreferences(choice, columns);
    expect(read).toEqual({ order: ['chassi', 'status', 'modelo', 'regiao'], hidden: ['modelo'], widths: { status: 212 } });
    expect(applyColumnPreferences(columns, read)).toEqual([columns[0], { ...columns[2], width: 212 }, columns[3]]);
  });

  it('makes a stale or tampered choice valid for the current columns', () => {
    const stored = {
      order: ['status', 'gone', 'status', 'chassi', 7],
      hidden: ['chassi', 'gone'],
      widths: { status: 5, modelo: 9000, gone: 100, regiao: 'x' },
    };
    // Unknown fields go, new fields take their manifest place, an "always" column stays, widths are clamped.
    expect(readColumnPreferences(stored, columns)).toEqual({
      order: ['status', 'regiao', 'chassi', 'modelo'],
      hidden: ['regiao'],
      widths: { status: 40, modelo: 800 },
    });
  });

  it('never hides the last visible column nor moves past the ends', () => {
    let choice = defaultColumnPreferences(columns);
    choice = setColumnHidden(setColumnHidden(choice, 'modelo', true), 'status', true);
    expect(setColumnHidden(choice, 'chassi', true)).toBe(choice);
    expect(readColumnPreferences({ hidden: ['modelo', 'status', 'regiao', 'chassi'] }, [columns[1]!, columns[2]!]).hidden).toEqual([]);
    expect(moveColumn(choice, 'chassi', -1)).toBe(choice);
    expect(moveColumn(choice, 'regiao', 1)).toBe(choice);
  });

  it("forgets a column's width, and only that one, when it goes back to the default", () => {
    const choice = setColumnWidth(setColumnWidth(defaultColumnPreferences(columns), 'modelo', 220), 'status', 90);
    const reset = setColumnWidth(choice, 'modelo', undefined);
    expect(reset.widths).toEqual({ status: 90 });
    expect(applyColumnPreferences(columns, reset)[1]).toEqual(columns[1]);
  });
});
