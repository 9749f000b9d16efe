/**
 * What a dashboard manifest declares in `props` (data before code: the four dashboards are one
 * component and four JSON files). Checked at runtime, since `props` is free-form in page.schema.json:
 * a typo in a manifest shows one clear message instead of a blank chart.
 */
import type { ValueDisplay, ValueFormat } from '../../../shared/manifest/manifest-types.ts';

export type NumberFormat = Extract<ValueFormat, 'number' | 'integer' | 'percent'>;
/** How category values of a chart axis read: "mai/2025", "26/05" or as they come. */
export type AxisFormat = 'month' | 'day' | 'text';

export interface KpiSpec {
  field: string;
  label: string;
  format: NumberFormat;
  /** Unit after the number, e.g. " dias". */
  suffix?: string;
  /** A second line under the value: prefix + an integer of the response + suffix ("de 2.076 entregas"). */
  hint?: KpiHint;
}

/** Fields, not "{placeholders}": the renderer fills placeholders in props from the route before mounting. */
export interface KpiHint {
  field: string;
  prefix?: string;
  suffix?: string;
}

export interface SeriesSpec {
  field: string;
  label: string;
  color?: string;
}

export interface ChartSpec {
  title: string;
  kind: 'bar' | 'line';
  /** Field of the response holding the chart's rows. */
  rows: string;
  /** Field of each row on the category axis. */
  category: string;
  categoryFormat?: AxisFormat;
  valueFormat: NumberFormat;
  /** Fixed series, or… */
  series?: SeriesSpec[];
  /** …one series per distinct value of `pivot.column`, plotting `pivot.value` (long rows to wide). */
  pivot?: { column: string; value: string };
  stacked?: boolean;
  /** Horizontal bars, for long category names. */
  horizontal?: boolean;
}

export interface TableSpec {
  title: string;
  rows: string;
  columns: ValueDisplay[];
  /** Sheet name in the xlsx export (≤ 31 characters). */
  sheet: string;
}

export interface DashboardConfig {
  /** The KPI definition the dashboard follows (domain.md), shown as help text. */
  help: string;
  /** Key of /config.json `dashboardReports` naming this dashboard's external report (may be empty). */
  reportKey: string;
  exportFileName: string;
  /** Numeric field of the response that is 0 when the filters found nothing. */
  emptyWhenZero: string;
  emptyText: string;
  kpis: KpiSpec[];
  charts: ChartSpec[];
  tables: TableSpec[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);

export class DashboardConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração do dashboard inválida: ${problems.join('; ')}`);
    this.name = 'DashboardConfigError';
  }
}

/** The props as a DashboardConfig, or a DashboardConfigError listing every missing piece. */
export function readDashboardConfig(props: Readonly<Record<string, unknown>>): DashboardConfig {
  const problems: string[] = [];
  const need = (owner: Record<string, unknown>, at: string, keys: string[]) => {
    for (const key of keys) if (!isText(owner[key])) problems.push(`${at}.${key} ausente`);
  };
  need(props, 'props', ['help', 'exportFileName', 'emptyWhenZero', 'emptyText']);
  if (typeof props.reportKey !== 'string') problems.push('props.reportKey ausente');
  for (const key of ['kpis', 'charts', 'tables']) if (!isList(props[key])) problems.push(`props.${key} deve ser uma lista`);
  if (problems.length === 0) {
    (props.kpis as Record<string, unknown>[]).forEach((kpi, i) => need(kpi, `kpis[${i}]`, ['field', 'label', 'format']));
    (props.charts as Record<string, unknown>[]).forEach((chart, i) => {
      need(chart, `charts[${i}]`, ['title', 'kind', 'rows', 'category', 'valueFormat']);
      if (!isList(chart.series) && typeof chart.pivot !== 'object') problems.push(`charts[${i}] precisa de series ou pivot`);
    });
    (props.tables as Record<string, unknown>[]).forEach((table, i) => {
      need(table, `tables[${i}]`, ['title', 'rows', 'sheet']);
      if (!isList(table.columns)) problems.push(`tables[${i}].columns deve ser uma lista`);
    });
  }
  if (problems.length > 0) throw new DashboardConfigError(problems);
  return props as unknown as DashboardConfig;
}
