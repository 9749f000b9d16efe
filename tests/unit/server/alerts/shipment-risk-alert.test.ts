import { describe, expect, it } from 'vitest';
import vehicleDetails from '../../../../manifests/pages/vehicle-details.json' with { type: 'json' };
import { shipmentRiskAlert, type ShipmentRisk } from '../../../../src/server/alerts/shipment-risk-alert.ts';

const shipment: ShipmentRisk = {
  shipmentId: 41,
  chassi: '9BWZZZ377VT004251',
  regiaoCodigo: 'SE',
  transportadoraCodigo: 'CEG',
  risco: 'EM_RISCO',
  dataPrevista: '2025-05-30',
  previsaoP50: '2025-06-02T15:00:00.000Z',
};

describe('shipmentRiskAlert', () => {
  it('words an at-risk shipment with both days in pt-BR, keyed by shipment and due date', () => {
    expect(shipmentRiskAlert(shipment)).toEqual({
      tipo: 'EM_RISCO',
      chave: '41:2025-05-30',
      titulo: 'Embarque em risco: chassi 9BWZZZ377VT004251',
      texto: 'A previsão de entrega (02/06/2025) passa da data prevista (30/05/2025).',
      link: '/vehicles/details/9BWZZZ377VT004251',
      recurso: 'vehicle-details',
      regiaoCodigo: 'SE',
      transportadora: 'CEG',
    });
  });

  it('words a late shipment as late, a different alert from the same shipment at risk', () => {
    const late = shipmentRiskAlert({ ...shipment, risco: 'ATRASADO' });
    expect(late).toMatchObject({
      tipo: 'ATRASADO',
      chave: '41:2025-05-30',
      titulo: 'Embarque atrasado: chassi 9BWZZZ377VT004251',
      texto: 'A data prevista (30/05/2025) passou sem entrega; previsão atual: 02/06/2025.',
    });
  });

  it('alerts again when the shipment is rescheduled and falls behind once more', () => {
    expect(shipmentRiskAlert({ ...shipment, dataPrevista: '2025-06-04T00:00:00.000Z' }).chave).toBe('41:2025-06-04');
  });

  it('links to the vehicle details page of the manifests, seen by the holders of that page permission', () => {
    const alert = shipmentRiskAlert(shipment);
    const pattern = new RegExp(`^${vehicleDetails.path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
    expect(alert.link).toMatch(pattern);
    expect(vehicleDetails.permissions.map((each) => each.resource)).toContain(alert.recurso);
  });
});
