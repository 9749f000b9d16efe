/**
 * Alerts of shipments that turn at risk or late, raised from the risk sweep's changes
 * (forecast/risk-sweep.ts). The sweep hands each instance only the changes it claimed, and an alert
 * is stored once per type and key, so several instances sweeping one database alert each change once.
 */
import type { FastifyInstance } from 'fastify';
import { raiseAlerts } from './raise-alerts.ts';
import { shipmentRiskAlert } from './shipment-risk-alert.ts';

export function alertOnRiskChanges(app: FastifyInstance): void {
  app.riskSweep.onChange((changes) => raiseAlerts(app.db, changes.map(shipmentRiskAlert)));
}
