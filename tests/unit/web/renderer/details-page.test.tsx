// @vitest-environment jsdom
import '../setup.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import vehicleDetails from '../../../../manifests/pages/vehicle-details.json';
import { permissionsFor, renderPage } from './render-page.tsx';
import { vehicleItem } from './vehicle-fixtures.ts';

const page = vehicleDetails as PageManifest;
const slow = { timeout: 15_000 };
const vehicle = { ...vehicleItem(0), preco: 98765.4, dataStatus: '2025-05-26T12:30:00Z', bloqueado: false, receiptStatus: 2 };
const events = [
  { status: 'FATURADO', descricao: 'Nota fiscal emitida', local: 'Planta Taubaté', dataEvento: '2025-05-20T10:00:00Z' },
  { status: 'TRANSITO', descricao: 'Saída para transporte', local: 'Planta Taubaté', dataEvento: '2025-05-21T08:00:00Z' },
];
const routes = {
  'GET /vehicle/details/chassis/9BWZZZ377VT004251': vehicle,
  'GET /vehicle/listVehicleStatusEvents': events,
};

describe('details page from the vehicle details manifest', { timeout: 30_000 }, () => {
  it('loads the record from the route parameter and shows formatted sections', async () => {
    const view = renderPage(page, {
      url: '/vehicles/details/9BWZZZ377VT004251',
      permissions: permissionsFor('vehicle-details', 'order-status-events', 'vehicle-receipt-details', 'vehicle-order-details'),
      routes,
    });
    const identification = await screen.findByRole('region', { name: 'Identificação' }, slow);
    expect(within(identification).getByText('R$ 98.765,40')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'P1000' }).getAttribute('href')).toBe('/orders/O0/I0');
    expect(within(screen.getByRole('region', { name: 'Recebimento na concessionária' })).getByText('Recebido / Aceito')).toBeTruthy();
    expect(screen.getByText('Não')).toBeTruthy();
    // the breadcrumb names the chassis from the route
    expect(screen.getByText('9BWZZZ377VT004251', { selector: '[aria-current="page"]' })).toBeTruthy();

    const timeline = await screen.findByText('Saída para transporte', {}, slow);
    expect(timeline).toBeTruthy();
    const eventsCall = view.requests.find((request) => request.path === '/vehicle/listVehicleStatusEvents');
    expect(eventsCall?.query.get('orderId')).toBe('O0');
    expect(eventsCall?.query.get('orderItemId')).toBe('I0');
  });

  it('hides sections and links the user lacks permission for, without breaking the page', async () => {
    const view = renderPage(page, { url: '/vehicles/details/9BWZZZ377VT004251', permissions: permissionsFor('vehicle-details'), routes });
    await screen.findByRole('region', { name: 'Identificação' }, slow);
    expect(screen.queryByRole('region', { name: 'Recebimento na concessionária' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Linha do tempo de status' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'P1000' })).toBeNull();
    expect(screen.getByText('P1000')).toBeTruthy();
    expect(view.requests.some((request) => request.path === '/vehicle/listVehicleStatusEvents')).toBe(false);
  });

  it('shows the error state with a retry button when the record cannot be loaded', async () => {
    renderPage(page, { url: '/vehicles/details/UNKNOWN', permissions: permissionsFor('vehicle-details'), routes });
    expect(await screen.findByRole('button', { name: 'Tentar novamente' }, slow)).toBeTruthy();
    expect(screen.getByText('Erro 404: Rota ausente: GET /vehicle/details/chassis/UNKNOWN')).toBeTruthy();
  });
});
