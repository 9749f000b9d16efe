/**
 * The drill links of a dashboard (drill-href.ts) for the user looking at it: a figure links only
 * when the user may open its list (the page's route guard, as the router applies it) and the list's
 * manifest has loaded; otherwise it stays plain text.
 */
import { useQueries } from '@tanstack/react-query';
import { useAuth } from '../../auth/auth-context.tsx';
import { mayOpen } from '../../manifests/page-route.ts';
import { pageRouteById } from '../../manifests/page-routes.ts';
import { pageManifestQuery } from '../../renderer/page-manifest-query.ts';
import type { DashboardConfig, DrillSpec } from './dashboard-config.ts';
import { type DrillContext, drillHref, type ListPage } from './drill-href.ts';
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
  const { permissions } = useAuth();
  const allowed = [...new Set(drillsOf(config).map((drill) => drill.page))].filter((id) => {
    const route = pageRouteById(id);
    return route !== undefined && mayOpen(route, permissions);
  });
  const pages = useQueries({ queries: allowed.map((id) => pageManifestQuery(id)) });
  const lists = new Map<string, ListPage>();
  for (const { data: page } of pages) if (page?.kind === 'list') lists.set(page.id, page);
  return (drill, row) => {
    const target = drill && lists.get(drill.page);
    return target && context ? drillHref(drill, target, context, row) : undefined;
  };
}
