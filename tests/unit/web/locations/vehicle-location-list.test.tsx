// @vitest-environment jsdom
/** The list beside the map says it is loading until the map reports its area, and 0 only when none is there. */
import '../setup.ts';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VehicleLocationList } from '../../../../src/web/custom/locations/vehicle-location-list.tsx';
import type { VehicleLocation } from '../../../../src/web/custom/locations/vehicle-location.ts';

const vehicle: VehicleLocation = {
  id: 1,
  chassi: '9BWZZZ377VT004251',
  modelo: 'Polo',
  status: 'PRODUZIDO',
  latitude: -23.5,
  longitude: -46.6,
  atualizadoEm: '2025-05-20T15:30:00.000Z',
};

const renderList = (visible: readonly number[] | undefined) =>
  render(
    <MantineProvider>
      <VehicleLocationList vehicles={[vehicle]} total={1} visible={visible} selectedIndex={undefined} height={400} onSelect={() => undefined} />
    </MantineProvider>,
  );

describe('vehicle list beside the map', () => {
  it('shows it is loading, not "0 veículos", before the map reports its visible area', () => {
    renderList(undefined);
    expect(screen.getByTestId('visible-count').textContent).toBe('Carregando…');
    expect(screen.getByRole('region', { name: 'Veículos na área visível do mapa' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('counts and lists the vehicles in view, and says 0 when the area is really empty', () => {
    const view = renderList([0]);
    expect(screen.getByTestId('visible-count').textContent).toBe('1 veículo na área visível');
    expect(screen.getByRole('button', { name: /9BWZZZ377VT004251/ })).toBeTruthy();
    // Its status badge reads as every table's does, as the label is written (not in capitals).
    const badge = screen.getByText('Produzido').closest<HTMLElement>('.mantine-Badge-root');
    expect(badge?.style.textTransform).toBe('none');
    view.unmount();
    renderList([]);
    expect(screen.getByTestId('visible-count').textContent).toBe('0 veículos na área visível');
  });
});
