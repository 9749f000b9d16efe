import type { ApiPlugin } from '../../api-plugin.ts';
import { agingTransitTimeRoute } from './aging-transit-time.routes.ts';
import { appRateRoute } from './app-rate.routes.ts';
import { carrierPerformanceRoute } from './carrier-performance.routes.ts';
import { integrationFailureRateRoute } from './integration-failure-rate.routes.ts';

/** The four dashboards: aggregations in SQL, one route (and permission) each. */
export const dashboardRoutes: ApiPlugin = async (app) => {
  await app.register(appRateRoute);
  await app.register(integrationFailureRateRoute);
  await app.register(carrierPerformanceRoute);
  await app.register(agingTransitTimeRoute);
};
