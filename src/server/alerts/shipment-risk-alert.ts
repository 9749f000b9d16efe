/**
 * The alert of a shipment that became at risk (its forecast passes the due date) or late (the due
 * date passed undelivered). Pure: the shipment-risk change listener builds it and hands it to
 * raiseAlerts. The link opens the vehicle's details page (manifests/pages/vehicle-details.json),
 * whose permission is the alert's resource.
 */
import { dayText } from './alert-texts.ts';
import type { NewAlert } from './raise-alerts.ts';

export interface ShipmentRisk {
  shipmentId: number;
  vehicleId: number;
  chassi: string;
  regiaoCodigo: string;
  /** The carrier's code (carriers.codigo). */
  transportadora: string;
  risco: 'EM_RISCO' | 'ATRASADO';
  /** The shipment's due date (ISO day or instant). */
  dataPrevista: string;
  /** The delivery forecast (ISO day or instant). */
  previsao: string;
}

export function shipmentRiskAlert(shipment: ShipmentRisk): NewAlert {
  const { chassi, risco } = shipment;
  const prevista = dayText(shipment.dataPrevista);
  const previsao = dayText(shipment.previsao);
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
    transportadora: shipment.transportadora,
  };
}
