// @vitest-environment jsdom
import '../setup.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import vehiclesSearch from '../../../../manifests/pages/vehicles-search.json';
import delaysReport from '../../../../manifests/pages/report-delays-by-carrier.json';
import { permissionsFor, renderPage, type RecordedRequest } from './render-page.tsx';
import { listAnswer, lookupRoutes, vehicleItem } from './vehicle-fixtures.ts';

const slow = { timeout: 15_000 };

/** The browser under the app's CSP (no 'unsafe-eval'): building a function from text throws. */
function forbidEval() {
  const blocked = () => {
    throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' is not allowed (CSP)");
  };
  vi.stubGlobal('Function', new Proxy(Function, { construct: blocked, apply: blocked }));
}

/** The messages Mantine draws under the inputs (RJSF keeps a hidden copy for its error list). */
const shownErrors = () => [...document.querySelectorAll('.mantine-InputWrapper-error')].map((element) => element.textContent);

describe('form validation under the CSP, with pt-BR messages', { timeout: 30_000 }, () => {
  beforeEach(forbidEval);
  afterEach(() => vi.unstubAllGlobals());

  it('a list filter: names the characters an invalid chassis may not have, does not search, and trims a pasted one', async () => {
    const view = await renderPage(vehiclesSearch as PageManifest, {
      url: '/vehicles/search',
      permissions: permissionsFor('list-vehicles'),
      routes: {
        ...lookupRoutes,
        'POST /vehicle/list': (request: RecordedRequest) => listAnswer([vehicleItem(0)], 1, 1, (request.body as { pageSize: number }).pageSize),
      },
    });
    await screen.findByText('9BWZZZ377VT004251', {}, slow);
    // The filters are drawn once their validator has loaded.
    const chassi = await screen.findByRole('textbox', { name: 'Chassi' }, slow);
    const searches = () => view.requests.filter((request) => request.path === '/vehicle/list').length;
    const before = searches();

    fireEvent.change(chassi, { target: { value: 'IOQ*' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(shownErrors()).toEqual(['Caracteres não permitidos: I, O, Q, *']));
    expect(chassi.getAttribute('aria-invalid')).toBe('true');
    expect(searches()).toBe(before);

    fireEvent.change(chassi, { target: { value: '  VT004251 \t' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(searches()).toBe(before + 1));
    expect(shownErrors()).toEqual([]);
    const sent = view.requests.filter((request) => request.path === '/vehicle/list').at(-1)!.body as { filters: Record<string, unknown> };
    expect(sent.filters.chassi).toBe('VT004251');
    fireEvent.blur(chassi);
    expect((chassi as HTMLInputElement).value).toBe('VT004251');
  });

  it('a form page: asks for the required period under its date range and calls no API', async () => {
    const view = await renderPage(delaysReport as PageManifest, {
      url: '/reports/delays-by-carrier',
      permissions: permissionsFor('relatorios'),
      routes: { 'GET /vehicle/listCarriers': [{ codigo: 'T1', nome: 'Transportadora Um' }] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar relatório' }, slow));
    await waitFor(() => expect(shownErrors()).toEqual(['Campo obrigatório']));
    expect(view.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
