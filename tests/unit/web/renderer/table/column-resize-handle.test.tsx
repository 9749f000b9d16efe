// @vitest-environment jsdom
/**
 * A column's resize grip by keyboard: a focusable vertical separator named after its column that
 * states its width and bounds; the arrow keys step the width (Shift: a larger step) within the
 * bounds, Home asks for the default width, and other keys are left to the page.
 */
import '../../setup.ts';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ColumnResizeHandle } from '../../../../../src/web/renderer/table/column-resize-handle.tsx';
import { maxColumnWidth, minColumnWidth } from '../../../../../src/web/renderer/table/column-preferences.ts';
import { widthForKey } from '../../../../../src/web/renderer/table/column-resize-keys.ts';

function renderGrip(width: number | undefined) {
  const onResize = vi.fn();
  const onReset = vi.fn();
  render(
    <MantineProvider>
      <table>
        <thead>
          <tr>
            <th>
              Modelo
              <ColumnResizeHandle label="Modelo" width={width} onResize={onResize} onReset={onReset} />
            </th>
          </tr>
        </thead>
      </table>
    </MantineProvider>,
  );
  return { grip: screen.getByRole('separator', { name: 'Redimensionar coluna Modelo' }), onResize, onReset };
}

describe('column resize grip', () => {
  it('is a focusable vertical separator that states the width and its bounds', () => {
    const { grip } = renderGrip(150);
    expect(grip.tabIndex).toBe(0);
    grip.focus();
    expect(grip).toBe(document.activeElement);
    expect(grip.getAttribute('aria-orientation')).toBe('vertical');
    expect(grip.getAttribute('aria-valuenow')).toBe('150');
    expect(grip.getAttribute('aria-valuemin')).toBe(String(minColumnWidth));
    expect(grip.getAttribute('aria-valuemax')).toBe(String(maxColumnWidth));
  });

  it('steps the width with the arrow keys, further with Shift, and asks for the default with Home', () => {
    const { grip, onResize, onReset } = renderGrip(150);
    expect(fireEvent.keyDown(grip, { key: 'ArrowRight' })).toBe(false);
    fireEvent.keyDown(grip, { key: 'ArrowLeft' });
    fireEvent.keyDown(grip, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(grip, { key: 'ArrowLeft', shiftKey: true });
    expect(onResize.mock.calls).toEqual([[160], [140], [200], [100]]);
    expect(onReset).not.toHaveBeenCalled();
    fireEvent.keyDown(grip, { key: 'Home' });
    expect(onReset).toHaveBeenCalledTimes(1);
    // Tab, Enter and the like are not the grip's: the default action (moving focus, scrolling) stays.
    expect(fireEvent.keyDown(grip, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(grip, { key: 'ArrowDown' })).toBe(true);
    expect(onResize).toHaveBeenCalledTimes(4);
  });

  it('keeps the width within the bounds', () => {
    expect(widthForKey('ArrowLeft', false, minColumnWidth + 3)).toBe(minColumnWidth);
    expect(widthForKey('ArrowRight', true, maxColumnWidth - 10)).toBe(maxColumnWidth);
    expect(widthForKey('End', false, 100)).toBeUndefined();
  });
});
