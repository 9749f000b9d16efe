// @vitest-environment jsdom
/**
 * The bell lists its latest 20 alerts and the next ones at each "Carregar mais", each alert once even
 * when one raised between the two asks pushed the first page's last alert onto the second.
 */
import '../setup.ts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { configureApi } from '../../../../src/web/api/api-settings.ts';
import { AlertList } from '../../../../src/web/layout/alert-list.tsx';
import { SpaProviders, testQueryClient, testSession } from '../../../support/spa-providers.tsx';

afterEach(() => vi.unstubAllGlobals());

const alert = (id: number) => ({
  id,
  tipo: 'ATRASO_PENDENTE',
  titulo: `Alerta ${id}`,
  texto: 'Texto',
  link: `/administration/transport-delay/${id}`,
  regiaoCodigo: null,
  transportadora: null,
  criadoEm: '2026-11-28T10:00:00.000Z',
  lido: false,
});
const ids = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

it('shows 20 of the total, then the rest on "Carregar mais", each alert once', async () => {
  // 25 alerts (ids 25..1); alert 26 arrives before page 2 is asked, so page 2 starts with alert 6 again.
  const pages: Record<string, number[]> = { '1': ids(25, 6), '2': ids(6, 1) };
  const asked: string[] = [];
  configureApi({ baseUrl: 'http://api.test', token: async () => 'token' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input);
      const page = url.searchParams.get('page')!;
      asked.push(page);
      const body = { items: pages[page]!.map(alert), page: Number(page), pageSize: 20, total: page === '1' ? 25 : 26 };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  render(
    <SpaProviders queryClient={testQueryClient()} session={testSession([])}>
      <MemoryRouter>
        <AlertList onOpen={() => undefined} />
      </MemoryRouter>
    </SpaProviders>,
  );
  const list = await screen.findByRole('list', { name: 'Alertas recentes' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(20);
  expect(screen.getByText('20 de 25 alertas')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
  await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
  expect(
    within(list)
      .getAllByText(/^Alerta \d+/)
      .map((title) => title.textContent),
  ).toEqual(ids(25, 1).map((id) => `Alerta ${id} (não lido)`));
  expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  expect(asked).toEqual(['1', '2']);
});
