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
    const view = await renderPage(page, {
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
    const view = await renderPage(page, { url: '/vehicles/details/9BWZZZ377VT004251', permissions: permissionsFor('vehicle-details'), routes });
    await screen.findByRole('region', { name: 'Identificação' }, slow);
    expect(screen.queryByRole('region', { name: 'Recebimento na concessionária' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Linha do tempo de status' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'P1000' })).toBeNull();
    expect(screen.getByText('P1000')).toBeTruthy();
    expect(view.requests.some((request) => request.path === '/vehicle/listVehicleStatusEvents')).toBe(false);
  });

  it('shows the error state with a retry button when the record cannot be loaded', async () => {
    const unavailable = () =>
      new Response(JSON.stringify({ message: 'Serviço indisponível.' }), { status: 503, headers: { 'Content-Type': 'application/json' } });
    await renderPage(page, {
      url: '/vehicles/details/9BWZZZ377VT004251',
      permissions: permissionsFor('vehicle-details'),
      routes: { ...routes, 'GET /vehicle/details/chassis/9BWZZZ377VT004251': unavailable },
    });
    expect(await screen.findByRole('button', { name: 'Tentar novamente' }, slow)).toBeTruthy();
    expect(screen.getByText('Erro 503: Serviço indisponível.')).toBeTruthy();
  });

  it("says a record that does not exist (404) is not found, with the manifest's text and no retry", async () => {
    await renderPage(page, { url: '/vehicles/details/UNKNOWN', permissions: permissionsFor('vehicle-details'), routes });
    expect(await screen.findByText('Veículo não encontrado', {}, slow)).toBeTruthy();
    expect(screen.getByText(/Nenhum veículo tem o chassi UNKNOWN\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('shows the shipment and the Expurgo, or says there is none', async () => {
    const shipped = {
      ...vehicle,
      embarque: {
        id: 1,
        transportadora: 'Cegonha Brasil',
        origem: 'SJP',
        destinoUf: 'ES',
        destinoCidade: 'Vitória',
        modal: 'CABOTAGEM',
        diasTarget: 9,
        dataSaida: '2025-05-10T12:00:00Z',
        dataPrevista: '2025-05-19T12:00:00Z',
        dataEntrega: null,
        situacao: 'EM_TRANSITO',
        diasAtraso: 7,
      },
      expurgo: null,
    };
    await renderPage(page, {
      url: '/vehicles/details/9BWZZZ377VT004251',
      permissions: permissionsFor('vehicle-details'),
      routes: { ...routes, 'GET /vehicle/details/chassis/9BWZZZ377VT004251': shipped },
    });
    const shipment = await screen.findByRole('region', { name: 'Embarque e entrega' }, slow);
    for (const text of ['Cabotagem', 'Em trânsito', 'Ainda não entregue', 'SJP', 'Vitória', '7', '9']) expect(within(shipment).getByText(text)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Expurgo de KPI' })).getByText('Sem expurgo ativo: este chassi conta nos KPIs.')).toBeTruthy();
  });
});
