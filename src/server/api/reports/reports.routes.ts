import type { ApiPlugin } from '../../api-plugin.ts';
import { delaysByCarrierReport } from './delays-by-carrier.report.ts';
import { registerReport } from './report-route.ts';
import { transitTimeByRouteReport } from './transit-time-by-route.report.ts';
import { vehiclesByStatusReportOf } from './vehicles-by-status.report.ts';

/** The Relatórios catalogue: one xlsx download per report, under relatorios. */
export const reportsRoutes: ApiPlugin = async (app) => {
  for (const report of [vehiclesByStatusReportOf(app.manifests), transitTimeByRouteReport, delaysByCarrierReport]) registerReport(app, report);
};
