import type { ApiPlugin } from '../../api-plugin.ts';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../common-schemas.ts';

const params = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

export const receiptDetailsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'receiptStatus',
    'vehicleId',
    'chassi',
    'modelo',
    'orderId',
    'orderItemId',
    'concessionaria',
    'concessionariaCodigo',
    'checklistId',
    'checklistTemplateId',
    'iniciadoEm',
    'finalizadoEm',
    'responsavel',
    'motivoRejeicao',
    'registradoNoApp',
    'dataEntrega',
  ],
  properties: {
    id: { type: 'integer' },
    receiptStatus: { type: 'integer', minimum: 0, maximum: 3, description: '0 Não iniciado, 1 Em execução, 2 Recebido / Aceito, 3 Rejeitado' },
    vehicleId: { type: 'integer' },
    chassi: { type: 'string' },
    modelo: { type: 'string' },
    orderId: { type: 'integer' },
    orderItemId: { type: 'integer' },
    concessionaria: { type: 'string' },
    concessionariaCodigo: { type: 'string' },
    checklistId: { type: ['integer', 'null'] },
    checklistTemplateId: { type: ['integer', 'null'] },
    iniciadoEm: { type: ['string', 'null'], format: 'date-time' },
    finalizadoEm: { type: ['string', 'null'], format: 'date-time' },
    responsavel: { type: ['string', 'null'] },
    motivoRejeicao: { type: ['string', 'null'] },
    registradoNoApp: { type: 'boolean' },
    dataEntrega: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/** GET /receipt/details/{id}: the receipt of a vehicle at the dealer. */
export const receiptDetailsRoute: ApiPlugin = async (app) => {
  app.get(
    '/receipt/details/:id',
    {
      schema: { summary: 'Detalhes do recebimento', tags: ['receipt'], params, response: { 200: receiptDetailsSchema, ...errorResponses } },
      config: { permission: { resource: 'vehicle-receipt-details', scope: 'view' } },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('receipts')
        .innerJoin('vehicles', 'vehicles.id', 'receipts.vehicle_id')
        .leftJoin('checklists', 'checklists.id', 'receipts.checklist_id')
        .leftJoin('shipments', 'shipments.vehicle_id', 'receipts.vehicle_id')
        .select([
          'receipts.id',
          'receipts.receipt_status',
          'receipts.vehicle_id',
          'vehicles.chassi',
          'vehicles.modelo',
          'vehicles.order_id',
          'vehicles.order_item_id',
          'vehicles.concessionaria',
          'vehicles.concessionaria_codigo',
          'receipts.checklist_id',
          'checklists.template_id',
          'receipts.iniciado_em',
          'receipts.finalizado_em',
          'receipts.responsavel',
          'receipts.motivo_rejeicao',
          'receipts.registrado_no_app',
          'shipments.data_entrega',
        ])
        .where('receipts.id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', { message: 'Recebimento não encontrado.' });
      return {
        id: row.id,
        receiptStatus: row.receipt_status,
        vehicleId: row.vehicle_id,
        chassi: row.chassi,
        modelo: row.modelo,
        orderId: row.order_id,
        orderItemId: row.order_item_id,
        concessionaria: row.concessionaria,
        concessionariaCodigo: row.concessionaria_codigo,
        checklistId: row.checklist_id,
        checklistTemplateId: row.template_id,
        iniciadoEm: row.iniciado_em,
        finalizadoEm: row.finalizado_em,
        responsavel: row.responsavel,
        motivoRejeicao: row.motivo_rejeicao,
        registradoNoApp: row.registrado_no_app === 1,
        dataEntrega: row.data_entrega,
      };
    },
  );
};
