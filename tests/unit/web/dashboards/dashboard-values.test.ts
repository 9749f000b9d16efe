import { describe, expect, it } from 'vitest';
import { pageManifests } from '../support/page-manifests.ts';
import type { DashboardConfig } from '../../../../src/web/custom/dashboards/dashboard-config.ts';
import { chartData, formatHint, formatCategory, formatKpi, isEmptyResult } from '../../../../src/web/custom/dashboards/dashboard-values.ts';

describe('dashboard values in pt-BR', () => {
  it('formats KPIs with Intl pt-BR and a unit, "--" when there is no figure', () => {
    expect(formatKpi(0.4567, 'percent')).toBe('45,7%');
    expect(formatKpi(12345, 'integer')).toBe('12.345');
    expect(formatKpi(3.456, 'number', ' dias')).toBe('3,5 dias');
    // One rule for decimals: always one, so 69% and 72,7% never sit side by side.
    expect(formatKpi(0.69, 'percent')).toBe('69,0%');
    expect(formatKpi(3, 'number', ' dias')).toBe('3,0 dias');
    expect(formatKpi(null, 'percent')).toBe('--');
  });

  it('labels months and days of the category axis', () => {
    expect(formatCategory('2025-05', 'month')).toBe('mai/2025');
    expect(formatCategory('2025-05-26', 'day')).toBe('26/05');
    expect(formatCategory('Sudeste')).toBe('Sudeste');
  });

  it('writes KPI hints with a formatted count', () => {
    expect(formatHint({ prefix: 'de ', field: 'total.whole', suffix: ' entregas' }, { total: { whole: 5000 } })).toBe('de 5.000 entregas');
    expect(formatHint({ field: 'total.missing', suffix: ' veículos' }, { total: {} })).toBe('-- veículos');
  });

  it('pivots long rows into one series per value of a column', () => {
    const data = {
      rows: [
        { dia: '2025-05-02', interface: 'TMS', taxa: 0.5 },
        { dia: '2025-05-01', interface: 'SAP', taxa: 0.1 },
        { dia: '2025-05-02', interface: 'SAP', taxa: 0.2 },
      ],
    };
    const chart = chartData(data, { rows: 'rows', category: 'dia', categoryFormat: 'day', pivot: { column: 'interface', value: 'taxa' } });
    expect(chart.series.map((s) => s.name)).toEqual(['SAP', 'TMS']);
    expect(chart.rows).toEqual([
      { category: '01/05', SAP: 0.1 },
      { category: '02/05', SAP: 0.2, TMS: 0.5 },
    ]);
  });

  it('maps fixed series, keeping a missing rate as a gap', () => {
    const chart = chartData(
      {
        porMes: [
          { mes: '2025-04', taxa: null },
          { mes: '2025-05', taxa: 0.5 },
        ],
      },
      {
        rows: 'porMes',
        category: 'mes',
        categoryFormat: 'month',
        series: [{ field: 'taxa', label: 'Taxa' }],
      },
    );
    expect(chart.rows).toEqual([
      { category: 'abr/2025', taxa: null },
      { category: 'mai/2025', taxa: 0.5 },
    ]);
    expect(chart.series).toEqual([{ name: 'taxa', label: 'Taxa', color: 'blue.6' }]);
  });

  it('tells an empty result by its counting field', () => {
    expect(isEmptyResult({ total: { entregues: 0 } }, 'total.entregues')).toBe(true);
    expect(isEmptyResult({ total: { entregues: 3 } }, 'total.entregues')).toBe(false);
  });
});

describe('dashboard manifests', () => {
  const dashboards = pageManifests.filter((page) => page.component === 'KpiDashboard');

  it('are the four dashboards, each with the region lookup and its own data source', () => {
    expect(dashboards.map((page) => page.path).sort()).toEqual([
      '/dashboard/aging-transit-time',
      '/dashboard/app-rate',
      '/dashboard/carrier-performance-general',
      '/dashboard/integration-failure-rate',
    ]);
    for (const page of dashboards) {
      expect(page.sources?.regions?.path).toBe('/division/listRegions');
      expect(page.sources?.data?.path).toBe(page.path);
    }
  });

  // That the props are valid is check:manifests' job (props schema beside the component).
  it('declare at least two charts, a table and the KPI definition', () => {
    for (const page of dashboards) {
      const config = page.props as DashboardConfig;
      expect(config.charts.length).toBeGreaterThanOrEqual(2);
      expect(config.tables.length).toBeGreaterThanOrEqual(1);
      expect(config.help.length).toBeGreaterThan(40);
    }
  });
});
