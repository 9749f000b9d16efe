/**
 * What a dashboard manifest declares in `props` (data before code: the four dashboards are one
 * component and four JSON files), typed from kpi-dashboard.props.schema.json, against which
 * check:manifests validates every dashboard's props.
 */
import type { ComponentPropsOf } from '../component-props.ts';

export type DashboardConfig = ComponentPropsOf<'KpiDashboard'>;
export type KpiSpec = DashboardConfig['kpis'][number];
/** Fields, not "{placeholders}": the renderer fills placeholders in props from the route before mounting. */
export type KpiHint = NonNullable<KpiSpec['hint']>;
export type ChartSpec = DashboardConfig['charts'][number];
export type SeriesSpec = NonNullable<ChartSpec['series']>[number];
export type TableSpec = DashboardConfig['tables'][number];
export type NumberFormat = KpiSpec['format'];
/** How category values of a chart axis read: "mai/2025", "26/05" or as they come. */
export type AxisFormat = NonNullable<ChartSpec['categoryFormat']>;
/** A figure's link to the list of its records (drill-href.ts). */
export type DrillSpec = NonNullable<KpiSpec['drill']>;
export type DrillValue = DrillSpec['params'][string];
