// @vitest-environment jsdom
/**
 * A manifest form loads its precompiled validator (a chunk of its own) the first time it is shown:
 * until then it is not drawn, and a failed load says so in pt-BR with a retry button.
 */
import '../setup.ts';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import type { PageFilters, PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import { VtlogForm } from '../../../../src/web/renderer/rjsf/vtlog-form.tsx';
import delaysReport from '../../../../manifests/pages/report-delays-by-carrier.json';
import vehiclesSearch from '../../../../manifests/pages/vehicles-search.json';

/** The chunk loads: `offline` makes every load fail as a lost connection does. */
const network = vi.hoisted(() => ({ offline: false, loads: 0 }));

vi.mock('virtual:vtlog-form-validators', async (importOriginal) => {
  const { loaders } = await importOriginal<typeof import('virtual:vtlog-form-validators')>();
  const load = (key: string) => () => {
    network.loads += 1;
    return network.offline ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : loaders[key]!();
  };
  return { loaders: Object.fromEntries(Object.keys(loaders).map((key) => [key, load(key)])) };
});

const searchSchema = ((vehiclesSearch as PageManifest).filters as PageFilters).schema as RJSFSchema;
const delaysSchema = (delaysReport as PageManifest).form?.schema as RJSFSchema;

const renderForm = (schema: RJSFSchema) =>
  render(
    <MantineProvider>
      <VtlogForm schema={schema} />
    </MantineProvider>,
  );

describe('a manifest form and its validator chunk', { timeout: 30_000 }, () => {
  it('is drawn only once its validator has loaded, which happens once', async () => {
    network.offline = false;
    network.loads = 0;
    const first = renderForm(searchSchema);
    expect(screen.getByLabelText('Carregando')).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
    expect(await screen.findByRole('textbox', { name: 'Chassi' })).toBeTruthy();
    expect(screen.queryByLabelText('Carregando')).toBeNull();
    first.unmount();

    renderForm(searchSchema);
    // Loaded before: drawn at once, with no second download.
    expect(screen.getByRole('textbox', { name: 'Chassi' })).toBeTruthy();
    expect(network.loads).toBe(1);
  });

  it('says in pt-BR that it could not load, and loads again on "Tentar novamente"', async () => {
    network.offline = true;
    renderForm(delaysSchema);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro ao carregar a página');
    expect(alert.textContent).toContain('Verifique sua conexão e tente novamente.');
    expect(document.querySelector('form')).toBeNull();

    network.offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Período de entrega prevista')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
