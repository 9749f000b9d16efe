// @vitest-environment jsdom
/**
 * A report preview's count cells link to the list of their records for a user who may open the list,
 * each anchor named for its cell; a zero cell, and every cell for a user without the list, stays text.
 */
import '../setup.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import { permissionsFor, renderPage } from './render-page.tsx';

const report = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../manifests/pages/report-vehicles-by-status.json'), 'utf8'),
) as PageManifest;
const row = { status: 'Em trânsito', N: 0, NE: 4, CO: 0, SE: 1234, S: 0, total: 1238, participacao: 0.5, statusCodigo: 'TRANSITO' };
const preview = [
  { linha: 1, ...row },
  { linha: 2, ...row, status: 'Total', SE: 2000, total: 2004, statusCodigo: null },
];
const routes = { 'POST /reports/vehicles-by-status/preview': preview };
const slow = { timeout: 15_000 };

afterEach(() => vi.unstubAllGlobals());

async function previewTable(resources: string[]) {
  await renderPage(report, { url: report.path, permissions: permissionsFor('relatorios', ...resources), routes });
  fireEvent.click(await screen.findByRole('button', { name: 'Visualizar' }, slow));
  const table = await screen.findByRole('table', { name: 'Veículos por status' }, slow);
  await within(table).findByText('2.004', {}, slow);
  return table;
}

describe('report preview: a count cell opens the list of its records', () => {
  it('links each non-zero count, named for its column and row, to the vehicle search with its status and region', async () => {
    const table = await previewTable(['list-vehicles']);
    const cell = await within(table).findByRole('link', { name: 'Sudeste, Em trânsito: 1.234 — ver os registros' }, slow);
    expect(new URL(cell.getAttribute('href')!, 'http://vtlog.test').searchParams.getAll('status')).toEqual(['TRANSITO']);
    expect(cell.getAttribute('href')).toMatch(/^\/vehicles\/search\?.*regiao=SE/);
    // The total row counts every status: its link leaves the status out.
    const total = within(table).getByRole('link', { name: 'Total, Total: 2.004 — ver os registros' });
    expect(total.getAttribute('href')).not.toMatch(/status=/);
    expect(within(table).queryByRole('link', { name: /^Norte,/ })).toBeNull();
  }, 30_000);

  it('draws the counts as text for a user who may not open the vehicle search', async () => {
    const table = await previewTable([]);
    expect(within(table).queryAllByRole('link')).toEqual([]);
  }, 30_000);
});
