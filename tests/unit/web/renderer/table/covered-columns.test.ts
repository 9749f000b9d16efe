/**
 * Which columns of a scrolled table lie under its pinned columns: those are left out until scrolled
 * clear, so no value is read half-covered (e.g. "Atraso (dias)" under the pinned "Encerrar" button).
 */
import { describe, expect, it } from 'vitest';
import { coveredColumns } from '../../../../../src/web/renderer/table/covered-columns.ts';

// A sticky first column (0–180), four data columns of 200 px, a pinned "Ações" column (1000–1130).
const columns = [null, { start: 180, end: 380 }, { start: 380, end: 580 }, { start: 580, end: 780 }, { start: 780, end: 980 }, null];
const pinned = { start: 180, end: 130 };

describe('columns covered by pinned columns', () => {
  it('leaves out a column partly under the pinned "Ações" at the start of a table wider than its box', () => {
    // A 900 px box: the clear band runs from 180 to 770.
    expect(coveredColumns(columns, 0, 900, pinned)).toEqual([false, false, false, true, true, false]);
  });

  it('leaves out the columns under the sticky first column once scrolled, and shows the last whole at the end', () => {
    // Scrolled to its end (1130 - 900 = 230): the clear band runs from 410 to 1000.
    expect(coveredColumns(columns, 230, 900, pinned)).toEqual([false, true, true, false, false, false]);
  });

  it('leaves out nothing when the table fits its box', () => {
    expect(coveredColumns(columns, 0, 1130, pinned)).toEqual([false, false, false, false, false, false]);
  });

  it('never leaves out a column wider than the clear band (it can never read whole)', () => {
    expect(coveredColumns([null, { start: 180, end: 900 }, null], 100, 700, pinned)).toEqual([false, false, false]);
  });

  it('leaves a side without a pinned column to the box edge, which columns pass as they scroll', () => {
    const onlyActions = [{ start: 0, end: 200 }, { start: 200, end: 400 }, { start: 400, end: 600 }, null];
    expect(coveredColumns(onlyActions, 100, 430, { start: 0, end: 130 })).toEqual([false, false, true, false]);
  });

  it('forgives a pixel of rounding', () => {
    expect(coveredColumns([null, { start: 179.5, end: 770.6 }, null], 0, 900, pinned)).toEqual([false, false, false]);
  });
});
