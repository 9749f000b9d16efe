import { describe, expect, it } from 'vitest';
import { exportColumns } from '../../../../src/server/export/export-columns.ts';
import type { PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';

const page = (columns: NonNullable<PageManifest['columns']>) => ({ id: 'teste', kind: 'list', path: '/teste', title: 'Teste', columns }) as PageManifest;
const row = {
  id: 7,
  status: 'TRANSITO',
  preco: 123456.78,
  dataPedido: '2025-05-26',
  atualizadoEm: '2025-05-26T02:30:00Z',
  taxa: 0.125,
  bloqueado: false,
  nota: '<p>Chegou <b>ontem</b></p>',
  recebimento: { status: 'OK' },
};
const cells = (columns: ReturnType<typeof exportColumns>) => columns.map((c) => c.value(row));

describe('exportColumns', () => {
  it('follows the manifest: renamed, reordered and removed columns change the file', () => {
    const original = page([
      { field: 'id', label: 'Nº', format: 'integer' },
      { field: 'status', label: 'Status', format: 'enum', enum: 'vehicle-status' },
    ]);
    expect(exportColumns(original, []).map((c) => c.header)).toEqual(['Nº', 'Status']);
    const edited = page([
      { field: 'status', label: 'Situação do veículo', format: 'enum', enum: 'vehicle-status' },
      { field: 'recebimento.status', label: 'Recebimento' },
    ]);
    const columns = exportColumns(edited, []);
    expect(columns.map((c) => c.header)).toEqual(['Situação do veículo', 'Recebimento']);
    expect(cells(columns)).toEqual(['TRANSITO', 'OK']);
    expect(columns.map((c) => c.labels?.name)).toEqual(['vehicle-status', undefined]);
  });

  it('leaves out the columns whose permission the user lacks (any scope of the resource will do)', () => {
    const restricted = page([
      { field: 'id', label: 'Nº' },
      { field: 'preco', label: 'Preço', format: 'currency', permission: { resource: 'transport-delay' } },
      { field: 'taxa', label: 'Taxa', format: 'percent', permission: { resource: 'transport-delay', scope: 'manage' } },
    ]);
    expect(exportColumns(restricted, []).map((c) => c.header)).toEqual(['Nº']);
    expect(exportColumns(restricted, [{ rsname: 'transport-delay', scopes: ['view'] }]).map((c) => c.header)).toEqual(['Nº', 'Preço']);
    expect(exportColumns(restricted, [{ rsname: 'transport-delay', scopes: ['view', 'manage'] }]).map((c) => c.header)).toEqual(['Nº', 'Preço', 'Taxa']);
  });

  it('gives numbers and dates their format and enums their labels; text as the screen shows it', () => {
    const columns = exportColumns(
      page([
        { field: 'preco', label: 'Preço', format: 'currency', width: 140 },
        { field: 'taxa', label: 'Taxa', format: 'percent' },
        { field: 'dataPedido', label: 'Data', format: 'date' },
        { field: 'atualizadoEm', label: 'Atualizado', format: 'datetime' },
        { field: 'status', label: 'Status', format: 'enum', enum: 'vehicle-status' },
        { field: 'bloqueado', label: 'Bloqueado', format: 'boolean' },
        { field: 'nota', label: 'Nota', format: 'html' },
        { field: 'ausente', label: 'Ausente', format: 'integer' },
      ]),
      [],
    );
    expect(columns.map((c) => c.format)).toEqual(['currency', 'percent', 'date', 'datetime', undefined, undefined, undefined, 'integer']);
    expect(columns[0]!.width).toBe(20);
    // Dates go to the writer as the API gives them: it writes them as date cells in the user's time zone.
    expect(cells(columns)).toEqual([123456.78, 0.125, '2025-05-26', '2025-05-26T02:30:00Z', 'TRANSITO', 'Não', 'Chegou ontem', null]);
    expect(columns[4]!.labels?.label('TRANSITO')).toBe('Em trânsito');
    // An unknown code shows as the enum fallback label, never the code.
    expect(columns[4]!.labels?.label('NAO-EXISTE')).toBe('--');
  });
});
