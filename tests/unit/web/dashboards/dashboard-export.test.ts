import { describe, expect, it } from 'vitest';
import type { DashboardConfig } from '../../../../src/web/custom/dashboards/dashboard-config.ts';
import { safeText, workbookSheets } from '../../../../src/web/custom/dashboards/dashboard-export.ts';

const config: DashboardConfig = {
  help: 'Definição',
  reportKey: 'appRate',
  exportFileName: 'teste',
  emptyWhenZero: 'total.entregues',
  emptyText: 'Nada',
  kpis: [
    { field: 'total.taxa', label: 'Taxa', format: 'percent' },
    { field: 'total.media', label: 'Trânsito médio', format: 'number', suffix: ' dias' },
  ],
  charts: [],
  tables: [
    {
      title: 'Por concessionária',
      rows: 'porConcessionaria',
      sheet: 'Concessionárias',
      columns: [
        { field: 'concessionaria', label: 'Concessionária' },
        { field: 'dia', label: 'Dia', format: 'date' },
        { field: 'taxa', label: 'Taxa', format: 'percent' },
      ],
    },
  ],
};

describe('dashboard xlsx export', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const text of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx']) expect(safeText(text)).toBe(`'${text}`);
    expect(safeText('Autovia Veículos')).toBe('Autovia Veículos');
  });

  it('writes a summary sheet of numeric KPI cells with Excel formats and one sheet per table, numbers raw and dates as date cells in pt-BR format', () => {
    const data = {
      total: { taxa: 0.5, media: 3.25 },
      porConcessionaria: [
        { concessionaria: '=cmd|calc', dia: '2025-05-26', taxa: 0.25 },
        { concessionaria: 'Rota Veículos', dia: '2025-05-27', taxa: null },
      ],
    };
    const [summary, table] = workbookSheets(config, data, { periodLabel: '01/05/2025 a 31/05/2025', regionLabel: 'Sudeste' });
    expect(summary!.rows.slice(4)).toEqual([
      ['Taxa', 0.5],
      ['Trânsito médio', 3.25],
    ]);
    expect(summary!.cellFormats).toEqual([
      [4, 1, '0.0%'],
      [5, 1, '#,##0.0" dias"'],
    ]);
    expect(summary!.rows[0]).toEqual(['Período', '01/05/2025 a 31/05/2025']);
    expect(table!.name).toBe('Concessionárias');
    expect(table!.rows).toEqual([
      ['Concessionária', 'Dia', 'Taxa'],
      // Day serials of 2025-05-26 and 2025-05-27: date cells Excel shows as dd/mm/yyyy.
      ["'=cmd|calc", 45803, 0.25],
      ['Rota Veículos', 45804, null],
    ]);
    expect(table!.numberFormats).toEqual({ 1: 'dd/mm/yyyy', 2: '0.0%' });
  });
});
