import type { FastifyInstance } from 'fastify';
import { checklistTemplateRoutes } from './checklist-templates/checklist-templates.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { checklistRoutes } from './checklist/checklist.routes.ts';
import { inspectionReportRoute } from './receipt/inspection-report.route.ts';
import { receiptDetailsRoute } from './receipt/receipt-details.route.ts';
import { kpiExclusionRoutes } from './kpi-exclusion/kpi-exclusion.routes.ts';
import { orderItemsLocationRoute } from './tracking/order-items-location.route.ts';
import { vehicleLocationsRoute } from './tracking/vehicle-locations.route.ts';
import { routeImportRoutes } from './transport-route/route-import.route.ts';
import { vehicleReportRoute } from './vehicle/vehicle-report.route.ts';
import { lookupRoutes } from './lookups/lookups.route.ts';
import { openapiRoute } from './openapi.route.ts';
import { transportRoutesRoutes } from './transport-routes/transport-routes.route.ts';
import { usersRoutes } from './users/users.route.ts';
import { receiptWorkflowRoutes } from './receipt-workflow/receipt-workflow.routes.ts';
import { vehicleDetailsRoutes } from './vehicle/vehicle-details.route.ts';
import { vehicleListRoute } from './vehicle/vehicle-list.route.ts';
import { vehicleStatusEventsRoute } from './vehicle/vehicle-status-events.route.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { returnsRoutes } from './returns/returns.routes.ts';
import { claimsRoutes } from './claims/claims.routes.ts';
import { reportsRoutes } from './reports/reports.routes.ts';

/** Every `/api` route plugin, one per area (registered under the `/api` prefix by app.ts). */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(openapiRoute);
  await app.register(lookupRoutes);
  await app.register(vehicleListRoute);
  await app.register(vehicleDetailsRoutes);
  await app.register(vehicleStatusEventsRoute);
  await app.register(checklistRoutes);
  await app.register(receiptDetailsRoute);
  await app.register(inspectionReportRoute);
  await app.register(vehicleReportRoute);
  await app.register(vehicleLocationsRoute);
  await app.register(orderItemsLocationRoute);
  await app.register(kpiExclusionRoutes);
  await app.register(routeImportRoutes);
  await app.register(receiptWorkflowRoutes);
  await app.register(checklistTemplateRoutes);
  await app.register(usersRoutes);
  await app.register(transportRoutesRoutes);
  await app.register(dashboardRoutes);
  await app.register(ordersRoutes);
  await app.register(returnsRoutes);
  await app.register(claimsRoutes);
  await app.register(reportsRoutes);
}
