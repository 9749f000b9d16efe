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
    expect(exportColumns(original, [], 'UTC').map((c) => c.header)).toEqual(['Nº', 'Status']);
    const edited = page([
      { field: 'status', label: 'Situação do veículo', format: 'enum', enum: 'vehicle-status' },
      { field: 'recebimento.status', label: 'Recebimento' },
    ]);
    const columns = exportColumns(edited, [], 'UTC');
    expect(columns.map((c) => c.header)).toEqual(['Situação do veículo', 'Recebimento']);
    expect(cells(columns)).toEqual(['Em trânsito', 'OK']);
  });

  it('leaves out the columns whose permission the user lacks (any scope of the resource will do)', () => {
    const restricted = page([
      { field: 'id', label: 'Nº' },
      { field: 'preco', label: 'Preço', format: 'currency', permission: { resource: 'transport-delay' } },
      { field: 'taxa', label: 'Taxa', format: 'percent', permission: { resource: 'transport-delay', scope: 'manage' } },
    ]);
    expect(exportColumns(restricted, [], 'UTC').map((c) => c.header)).toEqual(['Nº']);
    expect(exportColumns(restricted, [{ rsname: 'transport-delay', scopes: ['view'] }], 'UTC').map((c) => c.header)).toEqual(['Nº', 'Preço']);
    expect(exportColumns(restricted, [{ rsname: 'transport-delay', scopes: ['view', 'manage'] }], 'UTC').map((c) => c.header)).toEqual(['Nº', 'Preço', 'Taxa']);
  });

  it('writes numbers with their format, dates as day serials (instants in the user time zone) and text as the screen shows it', () => {
    const columns = exportColumns(
      page([
        { field: 'preco', label: 'Preço', format: 'currency', width: 140 },
        { field: 'taxa', label: 'Taxa', format: 'percent' },
        { field: 'dataPedido', label: 'Data', format: 'date' },
        { field: 'atualizadoEm', label: 'Atualizado', format: 'datetime' },
        { field: 'atualizadoEm', label: 'Dia', format: 'date' },
        { field: 'bloqueado', label: 'Bloqueado', format: 'boolean' },
        { field: 'nota', label: 'Nota', format: 'html' },
        { field: 'ausente', label: 'Ausente', format: 'integer' },
      ]),
      [],
      'America/Sao_Paulo',
    );
    expect(columns.map((c) => c.format)).toEqual(['currency', 'percent', 'date', 'datetime', 'date', undefined, undefined, 'integer']);
    expect(columns[0]!.width).toBe(20);
    // 2025-05-26 is day 45803; 02:30 UTC is 23:30 of the 25th in São Paulo (UTC-3).
    const values = cells(columns);
    expect(values[3]).toBeCloseTo(45802 + 23.5 / 24, 9);
    expect(values.filter((_, i) => i !== 3)).toEqual([123456.78, 0.125, 45803, 45802, 'Não', 'Chegou ontem', null]);
  });

  it('shows an unknown enum code as the enum fallback label, never the code', () => {
    const columns = exportColumns(page([{ field: 'status', label: 'Status', format: 'enum', enum: 'vehicle-status' }]), [], 'UTC');
    expect(columns[0]!.value({ status: 'NAO-EXISTE' })).toBe('--');
  });
});
