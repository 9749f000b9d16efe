// @vitest-environment jsdom
import '../setup.ts';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import type { PermissionEntry } from '../../../../src/shared/permissions.ts';
import { appManifest } from '../../../../src/web/manifests/app-manifest.ts';
import { canSeeWith } from '../../../../src/web/renderer/can-see.ts';
import type { ListPageManifest } from '../../../../src/web/renderer/list/list-page-queries.ts';
import { pageQueries } from '../../../../src/web/renderer/page-queries.ts';
import { writePageState } from '../../../../src/web/state/page-state-cache.ts';
import vehiclesSearch from '../../../../manifests/pages/vehicles-search.json';
import { permissionsFor, renderPage, type RecordedRequest } from './render-page.tsx';
import { listAnswer, lookupRoutes, vehicleItem } from './vehicle-fixtures.ts';

const page = vehiclesSearch as PageManifest as ListPageManifest;
const analyst = permissionsFor('list-vehicles', 'vehicle-details', 'list-vehicles-export', 'list-vehicles-in-stock');
const slow = { timeout: 15_000 };

const routes = {
  ...lookupRoutes,
  'POST /vehicle/list': (request: RecordedRequest) => {
    const body = request.body as { page: number; pageSize: number };
    return listAnswer([vehicleItem(0), vehicleItem(1)], 120, body.page, body.pageSize);
  },
};

/** The requests of one opening of `url`, the page drawn and its form shown; with `prefetch`, its queries are asked for first, as its route's loader does. */
async function openingRequests(url: string, permissions: PermissionEntry[], prefetch: boolean) {
  const search = new URL(url, 'http://vtlog.test').search;
  const before = async (queryClient: QueryClient) => {
    if (!prefetch) return;
    const queries = pageQueries(page, { canSee: canSeeWith(permissions), params: {}, search });
    await Promise.all(queries.map((query) => queryClient.ensureQueryData(query)));
  };
  const view = await renderPage(page, { url, permissions, routes, before });
  await screen.findByText('9BWZZZ377VT004251', {}, slow);
  // Drawn, though folded away when the page opens with a search of its own (results first).
  await screen.findByRole('button', { name: 'Pesquisar', hidden: true }, slow);
  const requests = view.requests.map(({ method, path, body }) => ({ method, path, body }));
  cleanup();
  return requests;
}

const cachedState = { filters: { modelo: ['POLO'], emEstoque: true }, sort: [{ field: 'chassi', direction: 'asc' as const }], page: 3, pageSize: 100 };

describe('a list page whose route loader asked for its queries before it was drawn', { timeout: 60_000 }, () => {
  const openings: [string, string, PermissionEntry[], () => void][] = [
    ['the default search', '/vehicles/search', analyst, () => undefined],
    [
      'a search the URL carries',
      '/vehicles/search?sid=4&status=FATURADO&dataPedido=2026-09-01..2026-09-30&emEstoque=true&sort=-numeroNF&page=2',
      analyst,
      () => undefined,
    ],
    [
      'a search cached under its sid',
      '/vehicles/search?sid=7',
      analyst,
      () => writePageState(sessionStorage, page.id, { id: '7', state: cachedState }, appManifest.pageState),
    ],
    [
      'a filter the user may not use (dropped from the request)',
      '/vehicles/search?emEstoque=true&sort=-dataPedido',
      permissionsFor('list-vehicles'),
      () => undefined,
    ],
  ];
  for (const [name, url, permissions, arrange] of openings) {
    it(`asks for nothing again, and asked what the page asks for itself: ${name}`, async () => {
      arrange();
      const drawnAlone = await openingRequests(url, permissions, false);
      arrange();
      const sentAhead = await openingRequests(url, permissions, true);
      expect(sentAhead.filter((request) => request.path === '/vehicle/list')).toHaveLength(1);
      expect(new Set(sentAhead.map((request) => `${request.method} ${request.path}`)).size).toBe(sentAhead.length);
      expect(sentAhead).toEqual(expect.arrayContaining(drawnAlone));
      expect(drawnAlone).toEqual(expect.arrayContaining(sentAhead));
    });
  }
});
