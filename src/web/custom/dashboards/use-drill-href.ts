/**
 * The drill links of a dashboard (drill-href.ts) for the user looking at it: a figure links only
 * when the user may open its list and the list's manifest has loaded (use-drill-targets.ts);
 * otherwise it stays plain text.
 */
import { type DrillContext, drillHref } from '../../renderer/drill/drill-href.ts';
import { useDrillTargets } from '../../renderer/drill/use-drill-targets.ts';
import type { DashboardConfig, DrillSpec } from './dashboard-config.ts';
import type { Row } from './dashboard-values.ts';

/** The href of a figure's records, undefined for a figure without a drill or one the user may not follow. */
export type DrillHref = (drill: DrillSpec | undefined, row?: Row) => string | undefined;

/** Every drill a dashboard declares. */
export function drillsOf(config: DashboardConfig): DrillSpec[] {
  return [
    ...config.kpis.flatMap((kpi) => [kpi.drill, kpi.hint?.drill]),
    ...config.charts.flatMap((chart) => [...(chart.series ?? []).map((s) => s.drill), chart.pivot?.drill]),
    ...config.tables.flatMap((table) => table.columns.map((column) => column.drill)),
  ].filter((drill): drill is DrillSpec => drill !== undefined);
}

export function useDrillHref(config: DashboardConfig, context: DrillContext | undefined): DrillHref {
  const lists = useDrillTargets(drillsOf(config).map((drill) => drill.page));
  return (drill, row) => {
    const target = drill && lists.get(drill.page);
    return target && context ? drillHref(drill, target, context, row) : undefined;
  };
}
