/**
 * Every figure of a dashboard manifest that links to its records (KpiDashboard `drill`), with the
 * count its list must total: the figure itself, or the drill's `count` for a rate or a mean. Table
 * and chart rows are taken up to `rowsEach` of each.
 */
import { readField } from '../../src/web/renderer/field-path.ts';
import type { DashboardConfig, DrillSpec } from '../../src/web/custom/dashboards/dashboard-config.ts';
import { rowsAt, type Row } from '../../src/web/custom/dashboards/dashboard-values.ts';

export interface DrillFigure {
  /** Where the figure sits, for a failing assertion's message. */
  where: string;
  drill: DrillSpec;
  row: Row | undefined;
  /** What the list's total must be. */
  count: unknown;
}

export function drillFigures(config: DashboardConfig, data: unknown, rowsEach: number): DrillFigure[] {
  const figures: DrillFigure[] = [];
  const add = (where: string, drill: DrillSpec | undefined, row: Row | undefined, field: string) => {
    if (drill) figures.push({ where, drill, row, count: readField(row ?? data, drill.count ?? field) });
  };
  for (const kpi of config.kpis) {
    add(`cartão ${kpi.label}`, kpi.drill, undefined, kpi.field);
    if (kpi.hint) add(`dica de ${kpi.label}`, kpi.hint.drill, undefined, kpi.hint.field);
  }
  for (const chart of config.charts) {
    const rows = rowsAt(data, chart.rows).slice(0, rowsEach);
    for (const row of rows) {
      const at = `${chart.title} / ${String(row[chart.category])}`;
      for (const series of chart.series ?? []) add(`${at} / ${series.label}`, series.drill, row, series.field);
      if (chart.pivot) add(`${at} / ${String(row[chart.pivot.column])}`, chart.pivot.drill, row, chart.pivot.value);
    }
  }
  for (const table of config.tables) {
    for (const [i, row] of rowsAt(data, table.rows).slice(0, rowsEach).entries()) {
      for (const column of table.columns) add(`${table.title} linha ${i + 1} / ${column.label}`, column.drill, row, column.field);
    }
  }
  return figures;
}
