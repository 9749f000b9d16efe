// @vitest-environment jsdom
/**
 * The analyst's proof: a copy of the vehicle search manifest with one more column and
 * one more filter renders both, with no code change.
 */
import '../setup.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import vehiclesSearch from '../../../../manifests/pages/vehicles-search.json';
import { permissionsFor, renderPage } from './render-page.tsx';
import { listAnswer, lookupRoutes, vehicleItem } from './vehicle-fixtures.ts';

const slow = { timeout: 15_000 };

function withColourColumnAndFilter(): PageManifest {
  const page = structuredClone(vehiclesSearch) as PageManifest;
  page.columns = [...(page.columns ?? []), { field: 'cor', label: 'Cor', format: 'text', sortable: true }];
  const filters = page.filters;
  if (!filters) throw new Error('the vehicle search manifest has filters');
  (filters.schema.properties as Record<string, unknown>).cor = { type: 'string', title: 'Cor do veículo' };
  return page;
}

describe('an analyst edits only the manifest', { timeout: 30_000 }, () => {
  it('shows the added column and filter, and sends the new filter', async () => {
    const view = await renderPage(withColourColumnAndFilter(), {
      url: '/vehicles/search',
      permissions: permissionsFor('list-vehicles'),
      routes: { ...lookupRoutes, 'POST /vehicle/list': listAnswer([vehicleItem(0), vehicleItem(1)], 2) },
    });
    expect(await screen.findByRole('columnheader', { name: /^Cor/ }, slow)).toBeTruthy();
    expect(await screen.findByText('Prata', {}, slow)).toBeTruthy();
    // the filter form is drawn just after the rows
    fireEvent.change(await screen.findByLabelText('Cor do veículo', {}, slow), { target: { value: 'Prata' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => {
      const last = view.requests.filter((request) => request.path === '/vehicle/list').at(-1);
      expect((last?.body as { filters: unknown }).filters).toEqual({ cor: 'Prata' });
    }, slow);
  });
});
