// @vitest-environment jsdom
/**
 * The Expurgo page from its real manifest (form page with a result table): the chassis list is read,
 * the result rows can be selected, and a selection action sends the keys with the dialog's reason
 * and then reloads the result.
 */
import '../setup.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import kpiExclusion from '../../../../manifests/pages/kpi-exclusion.json';
import type { PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import { permissionsFor, renderPage, type RecordedRequest } from './render-page.tsx';

const page = kpiExclusion as PageManifest;
const found = ['9BWZZZ377VT004251', '9BGKS48U0JG123456'];
const missing = '9BWZZZ377VT009999';
const slow = { timeout: 15_000 };

function infoRow(chassi: string, excluido = false) {
  const encontrado = chassi !== missing;
  return {
    chassi,
    encontrado,
    vehicleId: encontrado ? 1 : null,
    modelo: encontrado ? 'Polo' : null,
    status: encontrado ? 'FATURADO' : null,
    concessionaria: null,
    excluido,
    motivo: excluido ? 'Frota interna' : null,
    excluidoPor: excluido ? 'admin' : null,
    excluidoEm: excluido ? '2025-05-20T15:30:00.000Z' : null,
    revertidoPor: null,
    revertidoEm: null,
  };
}

async function renderExpurgo() {
  const excluded = new Set<string>();
  const view = await renderPage(page, {
    url: '/administration/kpi-exclusion',
    permissions: permissionsFor('kpi-exclusion'),
    routes: {
      'POST /vehicle/listVehicleKpiExclusionInfo': (request: RecordedRequest) =>
        (request.body as { chassis: string[] }).chassis.map((c) => infoRow(c, excluded.has(c))),
      'POST /vehicle/vehicleKpiExclusion': (request: RecordedRequest) => {
        const { chassis } = request.body as { chassis: string[] };
        chassis.forEach((c) => excluded.add(c));
        return { solicitados: chassis.length, alterados: chassis.length, ignorados: 0 };
      },
    },
  });
  const calls = (path: string) => view.requests.filter((request) => request.path === path).map((request) => request.body);
  return { ...view, calls };
}

describe('Expurgo page (form with a result table and selection actions)', { timeout: 30_000 }, () => {
  it('lists invalid chassis under the field and sends only the valid ones, upper-cased and once', async () => {
    const view = await renderExpurgo();
    const field = await screen.findByLabelText(/Chassis/, {}, slow);
    fireEvent.change(field, { target: { value: `${found[0]!.toLowerCase()}, ${found[1]}\nABC123 ${found[0]}\n${missing}` } });
    expect(screen.getByText('3 válidos')).toBeTruthy();
    expect(screen.getByTestId('code-list-invalid').textContent).toBe('1 inválido (ignorado): ABC123. Um chassi tem 17 letras e números, sem I, O e Q.');
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(view.calls('/vehicle/listVehicleKpiExclusionInfo')).toEqual([{ chassis: [...found, missing] }]));
    const table = await screen.findByRole('table', { name: 'Expurgo' });
    await waitFor(() => expect(within(table).getAllByText('Faturado')).toHaveLength(2));
  });

  it('refuses to consult an empty list (pt-BR message), without calling the API', async () => {
    const view = await renderExpurgo();
    fireEvent.click(await screen.findByRole('button', { name: 'Consultar' }, slow));
    await waitFor(() => expect(screen.getByLabelText(/Chassis/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Campo obrigatório').length).toBeGreaterThan(0);
    expect(view.calls('/vehicle/listVehicleKpiExclusionInfo')).toHaveLength(0);
  });

  it('selects found rows only, asks for the reason and sends the selected chassis, then reloads the result', async () => {
    const view = await renderExpurgo();
    fireEvent.change(await screen.findByLabelText(/Chassis/, {}, slow), { target: { value: [...found, missing].join('\n') } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    const notFound = (await screen.findByRole('checkbox', { name: `${missing} não pode ser selecionado` })) as HTMLInputElement;
    expect(notFound.disabled).toBe(true);
    const apply = screen.getByRole('button', { name: 'Expurgar' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todas as linhas' }));
    expect(screen.getByTestId('selection-count').textContent).toBe('2 linhas selecionadas');
    fireEvent.click(screen.getByRole('checkbox', { name: `Selecionar ${found[1]}` }));
    expect(screen.getByTestId('selection-count').textContent).toBe('1 linha selecionada');
    expect((screen.getByRole('checkbox', { name: 'Selecionar todas as linhas' }) as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: `Selecionar ${found[1]}` }));

    fireEvent.click(apply);
    const dialog = await screen.findByRole('dialog', { name: 'Expurgar 2 chassi(s)' });
    // The dialog's form is drawn once its validator has loaded.
    const reason = await within(dialog).findByLabelText(/Motivo do expurgo/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(view.calls('/vehicle/vehicleKpiExclusion')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'Frota interna' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    await waitFor(() => expect(view.calls('/vehicle/vehicleKpiExclusion')).toEqual([{ motivo: 'Frota interna', chassis: found }]));
    await waitFor(() => expect(view.calls('/vehicle/listVehicleKpiExclusionInfo')).toHaveLength(2));
    const table = screen.getByRole('table', { name: 'Expurgo' });
    await waitFor(() => expect(within(table).getAllByText('admin')).toHaveLength(2));
    expect(screen.getByTestId('selection-count').textContent).toBe('Nenhuma linha selecionada');
  });
});
