// @vitest-environment jsdom
/**
 * A data table draws its rows again only when they, their columns or the way their cells are drawn
 * change: a change around them (the table reloading, its sideways hint) leaves every cell as it was.
 */
import '../../setup.ts';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ValueDisplay } from '../../../../../src/shared/manifest/manifest-types.ts';
import { DataTable, type Row } from '../../../../../src/web/renderer/table/data-table.tsx';

const columns: ValueDisplay[] = [{ field: 'chassi', label: 'Chassi' }];
const rows: Row[] = [{ chassi: '9BWZZZ377VT004251' }, { chassi: '9BWZZZ377VT004252' }];
const canSee = () => true;

function table(rowActions: (row: Row) => ReactNode, loading = false) {
  return (
    <MantineProvider>
      <MemoryRouter>
        <DataTable columns={columns} rows={rows} canSee={canSee} label="Veículos" emptyText="Nada" loading={loading} rowActions={rowActions} />
      </MemoryRouter>
    </MantineProvider>
  );
}

describe('the rows of a data table', () => {
  it('are not drawn again when only the table around them changes', () => {
    const actions = vi.fn((row: Row) => <span>Ações de {String(row.chassi)}</span>);
    const view = render(table(actions));
    expect(actions).toHaveBeenCalledTimes(rows.length);
    view.rerender(table(actions, true));
    expect(screen.getByRole('table', { name: 'Veículos' }).getAttribute('aria-busy')).toBe('true');
    expect(actions).toHaveBeenCalledTimes(rows.length);
  });

  it('are drawn again when the way their cells are drawn changes, the rows themselves the same', () => {
    const view = render(table((row) => <span>Antes {String(row.chassi)}</span>));
    expect(screen.getByText('Antes 9BWZZZ377VT004251')).toBeTruthy();
    view.rerender(table((row) => <span>Depois {String(row.chassi)}</span>));
    expect(screen.getByText('Depois 9BWZZZ377VT004251')).toBeTruthy();
    expect(screen.queryByText('Antes 9BWZZZ377VT004251')).toBeNull();
  });
});
