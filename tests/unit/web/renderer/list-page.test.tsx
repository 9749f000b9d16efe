// @vitest-environment jsdom
import '../setup.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import vehiclesSearch from '../../../../manifests/pages/vehicles-search.json';
import { permissionsFor, renderPage, type RecordedRequest } from './render-page.tsx';
import { listAnswer, lookupRoutes, vehicleItem } from './vehicle-fixtures.ts';

const page = vehiclesSearch as PageManifest;
const analyst = permissionsFor('list-vehicles', 'vehicle-details', 'list-vehicles-export', 'list-vehicles-in-stock');

function listRequests(requests: RecordedRequest[]) {
  return requests.filter((request) => request.path === '/vehicle/list').map((request) => request.body as Record<string, unknown>);
}

async function renderSearch(permissions = analyst, url = '/vehicles/search') {
  return renderPage(page, {
    url,
    permissions,
    routes: {
      ...lookupRoutes,
      'POST /vehicle/list': (request: RecordedRequest) => {
        const body = request.body as { page: number; pageSize: number };
        return listAnswer([vehicleItem(0), vehicleItem(1)], 120, body.page, body.pageSize);
      },
    },
  });
}

// The first render loads the lazy page chunk (RJSF, TanStack Table): generous waits.
const slow = { timeout: 15_000 };

/** The first rows, and the filter form: it is drawn once its validator has loaded. */
async function rowsAndFilters() {
  await screen.findByText('9BWZZZ377VT004251', {}, slow);
  await screen.findByRole('button', { name: 'Pesquisar' }, slow);
}

/** A page opened with filters shows its results first: the panel folds into pills until "Editar filtros". */
async function rowsAndFoldedFilters(pill: string) {
  await screen.findByText('9BWZZZ377VT004251', {}, slow);
  expect(await within(screen.getByRole('group', { name: 'Filtros aplicados' })).findByText(pill, {}, slow)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Pesquisar' })).toBeNull();
  fireEvent.click(await screen.findByRole('button', { name: 'Editar filtros' }, slow));
  await screen.findByRole('button', { name: 'Pesquisar' }, slow);
}

describe('list page from the vehicle search manifest', { timeout: 30_000 }, () => {
  it('loads the first page with the default sort and shows formatted rows and the total', async () => {
    const view = await renderSearch();
    const table = await screen.findByRole('table', { name: 'Consulta de Veículos' }, slow);
    await within(table).findByText('9BWZZZ377VT004251', {}, slow);
    expect(within(table).getByRole('columnheader', { name: /Dias no status/ })).toBeTruthy();
    expect(within(table).getAllByText('01/01/2025')).toHaveLength(2);
    expect(within(table).getByText('Faturado')).toBeTruthy();
    expect(within(table).getByText('1.200')).toBeTruthy();
    expect(screen.getByText('120 registros')).toBeTruthy();
    expect(listRequests(view.requests)[0]).toEqual({ page: 1, pageSize: 50, sort: [{ field: 'dataPedido', direction: 'desc' }], filters: {} });
  });

  it('sorts on the server when a sortable header is clicked, and keeps the state under a new sid and in the URL', async () => {
    const view = await renderSearch();
    await screen.findByText('9BWZZZ377VT004251', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: /Chassi: ordenar/ }));
    await waitFor(() => expect(listRequests(view.requests).at(-1)?.sort).toEqual([{ field: 'chassi', direction: 'asc' }]));
    await waitFor(() => expect(view.location.current).toMatch(/^\/vehicles\/search\?sid=\d+&sort=chassi$/));
  });

  it('pages on the server', async () => {
    const view = await renderSearch();
    await screen.findByText('9BWZZZ377VT004251', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(listRequests(view.requests).at(-1)?.page).toBe(2));
  });

  it('sends the filter values on Pesquisar and goes back to page 1', async () => {
    const view = await renderSearch();
    await rowsAndFilters();
    fireEvent.change(screen.getByLabelText('Chassi'), { target: { value: 'VT004251' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(listRequests(view.requests).at(-1)?.filters).toEqual({ chassi: 'VT004251' }), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(listRequests(view.requests).at(-1)?.filters).toEqual({}));
  });

  it('folds the form on Pesquisar, even with no filter, and shows it again on a new visit that shows the same filters', async () => {
    const view = await renderSearch();
    await rowsAndFilters();
    fireEvent.change(screen.getByLabelText('Chassi'), { target: { value: 'VT0042' } });
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await screen.findByText('Nenhum filtro aplicado');
    expect(screen.queryByRole('button', { name: 'Pesquisar' })).toBeNull();
    await waitFor(() => expect(view.location.current).toMatch(/sid=\d+/));

    // The menu: the applied filters stay empty, so only the visit tells the form to open.
    await view.visit('/vehicles/search');
    await screen.findByRole('button', { name: 'Pesquisar' });
    expect(screen.queryByText('Nenhum filtro aplicado')).toBeNull();
    expect((screen.getByLabelText('Chassi') as HTMLInputElement).value).toBe('');
  });

  it('a new visit drops what was typed and not searched, and a removed last pill shows the form', async () => {
    const view = await renderSearch(analyst, '/vehicles/search?numeroPedido=1001');
    await rowsAndFoldedFilters('Número do pedido: 1001');
    fireEvent.change(screen.getByLabelText('Chassi'), { target: { value: 'VT0042' } });
    await view.visit('/vehicles/search?numeroPedido=1001&status=TRANSITO');
    await within(screen.getByRole('group', { name: 'Filtros aplicados' })).findByText('Status: Em trânsito');
    expect(screen.queryByRole('button', { name: 'Pesquisar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Editar filtros' }));
    expect(((await screen.findByLabelText('Chassi')) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pesquisar' })).toBeNull());
    const pills = screen.getByRole('group', { name: 'Filtros aplicados' });
    fireEvent.click(within(pills).getByRole('button', { name: /Remover.*Status/ }));
    expect(screen.queryByRole('button', { name: 'Pesquisar' })).toBeNull();
    fireEvent.click(within(pills).getByRole('button', { name: /Remover.*Número do pedido/ }));
    await screen.findByRole('button', { name: 'Pesquisar' });
  });

  it("writes the list's own changes into the URL where the page is scrolled; a visit from elsewhere starts at the top", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const view = await renderSearch();
    await rowsAndFilters();
    // The page opened at the top.
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: /^Modelo: ordenar/ }));
    await waitFor(() => expect(view.location.current).toMatch(/[?&]sort=modelo(&|$)/));
    fireEvent.change(screen.getByLabelText('Chassi'), { target: { value: 'VT004251' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(view.location.current).toMatch(/[?&]chassi=VT004251(&|$)/));
    expect(scrollTo).not.toHaveBeenCalled();

    await view.visit('/vehicles/search');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('restores filters from the sid in the URL (reload inside the session)', async () => {
    sessionStorage.setItem(
      'vtlog:page-state:vehicles-search',
      JSON.stringify([{ id: '42', state: { filters: { numeroPedido: 'P1001' }, page: 2, pageSize: 25, sort: [{ field: 'modelo', direction: 'asc' }] } }]),
    );
    const view = await renderSearch(analyst, '/vehicles/search?sid=last');
    await rowsAndFoldedFilters('Número do pedido: P1001');
    expect(listRequests(view.requests)[0]).toEqual({
      page: 2,
      pageSize: 25,
      sort: [{ field: 'modelo', direction: 'asc' }],
      filters: { numeroPedido: 'P1001' },
    });
    expect((screen.getByLabelText('Número do pedido') as HTMLInputElement).value).toBe('P1001');
    await waitFor(() => expect(view.location.current).toBe('/vehicles/search?sid=42'));
  });

  it('opens a link carrying the state in the URL with nothing cached (another tab, a colleague)', async () => {
    sessionStorage.clear();
    const view = await renderSearch(analyst, '/vehicles/search?sid=77&numeroPedido=1001&status=TRANSITO&sort=modelo&page=2');
    await rowsAndFoldedFilters('Número do pedido: 1001');
    expect(listRequests(view.requests)[0]).toEqual({
      page: 2,
      pageSize: 50,
      sort: [{ field: 'modelo', direction: 'asc' }],
      filters: { numeroPedido: '1001', status: ['TRANSITO'] },
    });
    expect((screen.getByLabelText('Número do pedido') as HTMLInputElement).value).toBe('1001');
  });

  it('hides filters and actions the user lacks permission for, and rows do not link without vehicle-details', async () => {
    await renderSearch(permissionsFor('list-vehicles'));
    await rowsAndFilters();
    expect(screen.queryByLabelText('Somente em estoque')).toBeNull();
    expect(screen.queryByLabelText('Somente bloqueados')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
    expect(screen.queryByRole('link', { name: '9BWZZZ377VT004251' })).toBeNull();
  });

  it('shows permitted filters and the export action to an analyst; rows link to the details', async () => {
    await renderSearch();
    const link = await screen.findByRole('link', { name: '9BWZZZ377VT004251' }, slow);
    expect(await screen.findByLabelText('Somente em estoque')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/vehicles/details/9BWZZZ377VT004251');
  });

  it('says the total is loading, not "0 registros", until the first answer arrives', async () => {
    let answer: (body: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (answer = resolve));
    await renderPage(page, { url: '/vehicles/search', permissions: analyst, routes: { ...lookupRoutes, 'POST /vehicle/list': () => held } });
    expect(await screen.findByText('Carregando registros…', {}, slow)).toBeTruthy();
    expect(screen.queryByText('0 registros')).toBeNull();
    answer(listAnswer([vehicleItem(0)], 1));
    expect(await screen.findByText('1 registro', {}, slow)).toBeTruthy();
  });

  it('shows the manifest empty text when nothing matches', async () => {
    await renderPage(page, { url: '/vehicles/search', permissions: analyst, routes: { ...lookupRoutes, 'POST /vehicle/list': listAnswer([], 0) } });
    expect(await screen.findByText('Nenhum veículo encontrado para os filtros informados.', {}, slow)).toBeTruthy();
    expect(screen.getByText('0 registros')).toBeTruthy();
  });
});
