import { describe, expect, it } from 'vitest';
import { rowWindow } from '../../../../src/web/renderer/table/row-window.ts';

describe('row windowing of long tables', () => {
  it('mounts only the rows in view plus the overscan, with spacers for the rest', () => {
    const window = rowWindow(500, 40, 4000, 400, 5);
    expect(window.start).toBe(95);
    expect(window.end).toBe(115);
    expect(window.padTop).toBe(95 * 40);
    expect(window.padBottom).toBe((500 - 115) * 40);
  });

  it('starts at the top and never runs past the last row', () => {
    expect(rowWindow(200, 40, 0, 400, 10)).toEqual({ start: 0, end: 30, padTop: 0, padBottom: 170 * 40 });
    expect(rowWindow(200, 40, 7800, 400, 10).end).toBe(200);
  });
});
