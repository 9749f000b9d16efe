/**
 * The alert of a shipment that became at risk (its forecast passes the due date) or late (the due
 * date passed undelivered). Pure: risk-alerts.ts builds it for each change the risk sweep claims and
 * hands it to raiseAlerts. The link opens the vehicle's details page (manifests/pages/vehicle-details.json),
 * whose permission is the alert's resource.
 */
import { dayText } from './alert-texts.ts';
import type { RiskChange } from '../forecast/risk-refresh.ts';
import type { NewAlert } from './raise-alerts.ts';

/** What the alert says of a risk change (forecast/risk-refresh.ts). */
export type ShipmentRisk = Pick<RiskChange, 'shipmentId' | 'chassi' | 'regiaoCodigo' | 'transportadoraCodigo' | 'risco' | 'dataPrevista' | 'previsaoP50'>;

export function shipmentRiskAlert(shipment: ShipmentRisk): NewAlert {
  const { chassi, risco } = shipment;
  const prevista = dayText(shipment.dataPrevista);
  const previsao = dayText(shipment.previsaoP50);
  return {
    tipo: risco,
    // One alert per shipment, state and due date: a rescheduled shipment that falls behind again alerts again.
    chave: `${shipment.shipmentId}:${shipment.dataPrevista.slice(0, 10)}`,
    titulo: risco === 'EM_RISCO' ? `Embarque em risco: chassi ${chassi}` : `Embarque atrasado: chassi ${chassi}`,
    texto:
      risco === 'EM_RISCO'
        ? `A previsão de entrega (${previsao}) passa da data prevista (${prevista}).`
        : `A data prevista (${prevista}) passou sem entrega; previsão atual: ${previsao}.`,
    link: `/vehicles/details/${encodeURIComponent(chassi)}`,
    recurso: 'vehicle-details',
    regiaoCodigo: shipment.regiaoCodigo,
    // Subscriptions match carrier codes (GET /vehicle/listCarriers).
    transportadora: shipment.transportadoraCodigo,
  };
}
