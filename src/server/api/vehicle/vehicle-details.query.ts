import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { VehicleDetails } from './vehicle-details.schema.ts';
import { toVehicleItem, vehicleItemColumns } from './vehicle-item.schema.ts';

const DAY = 86_400_000;

type VehicleKey = { chassi: string } | { orderId: number; orderItemId: number };

/** Loads one vehicle with its related facts; 404 NOT_FOUND when there is none. */
export async function loadVehicleDetails(db: Kysely<Database>, key: VehicleKey): Promise<VehicleDetails> {
  let query = db.selectFrom('vehicles').select([...vehicleItemColumns, 'serie_nf', 'latitude', 'longitude', 'localizacao_em', 'modelo_codigo']);
  query =
    'chassi' in key
      ? query.where('chassi', '=', key.chassi.toUpperCase())
      : query.where('order_id', '=', key.orderId).where('order_item_id', '=', key.orderItemId);
  const vehicle = await query.executeTakeFirst();
  if (!vehicle) throw new AppError('NOT_FOUND', { message: 'Veículo não encontrado.' });

  const [model, order, items, plant, shipment, receipt, exclusion, lastEvent] = await Promise.all([
    db.selectFrom('vehicle_models').select('marca').where('codigo', '=', vehicle.modelo_codigo).executeTakeFirst(),
    db.selectFrom('orders').selectAll().where('id', '=', vehicle.order_id).executeTakeFirstOrThrow(),
    db
      .selectFrom('vehicles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', '=', vehicle.order_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('plants').select(['cnpj', 'nome']).where('codigo', '=', vehicle.planta).executeTakeFirstOrThrow(),
    db
      .selectFrom('shipments')
      .innerJoin('transport_routes', 'transport_routes.id', 'shipments.route_id')
      .innerJoin('carriers', 'carriers.id', 'shipments.carrier_id')
      .select([
        'shipments.id',
        'carriers.nome as transportadora',
        'transport_routes.origem_planta',
        'transport_routes.destino_uf',
        'transport_routes.destino_cidade',
        'transport_routes.modal',
        'transport_routes.dias_target',
        'shipments.data_saida',
        'shipments.data_prevista',
        'shipments.data_entrega',
        'shipments.situacao',
      ])
      .where('shipments.vehicle_id', '=', vehicle.id)
      .orderBy('shipments.id', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('receipts')
      .leftJoin('checklists', 'checklists.id', 'receipts.checklist_id')
      .select([
        'receipts.id',
        'receipts.receipt_status',
        'receipts.checklist_id',
        'checklists.template_id',
        'receipts.iniciado_em',
        'receipts.finalizado_em',
        'receipts.responsavel',
        'receipts.motivo_rejeicao',
        'receipts.registrado_no_app',
      ])
      .where('receipts.vehicle_id', '=', vehicle.id)
      .orderBy('receipts.id', 'desc')
      .executeTakeFirst(),
    // The active exclusion's apply event (the latest of the chassis's history while it is active).
    db
      .selectFrom('kpi_exclusions')
      .innerJoin('kpi_exclusion_events', 'kpi_exclusion_events.chassi', 'kpi_exclusions.chassi')
      .select(['kpi_exclusion_events.motivo', 'kpi_exclusion_events.usuario', 'kpi_exclusion_events.ocorrido_em'])
      .where('kpi_exclusions.vehicle_id', '=', vehicle.id)
      .where('kpi_exclusions.ativo', '=', 1)
      .where('kpi_exclusion_events.acao', '=', 'aplicar-expurgo')
      .orderBy('kpi_exclusion_events.ocorrido_em', 'desc')
      .orderBy('kpi_exclusion_events.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('vehicle_status_events')
      .select(['local', 'cidade', 'uf'])
      .where('vehicle_id', '=', vehicle.id)
      .orderBy('data_evento', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);

  const now = Date.now();
  const lateBy = (expected: string, actual: string | null) => Math.max(0, Math.ceil(((actual ? Date.parse(actual) : now) - Date.parse(expected)) / DAY));
  return {
    ...toVehicleItem(vehicle, now),
    marca: model?.marca ?? '',
    pedido: {
      orderId: order.id,
      numeroPedido: order.numero_pedido,
      dataPedido: order.data_pedido,
      tipoVenda: vehicle.tipo_venda,
      situacao: order.situacao,
      quantidadeItens: Number(items.n),
    },
    notaFiscal:
      vehicle.numero_nf && vehicle.chave_nfe && vehicle.data_nf
        ? { numero: vehicle.numero_nf, serie: vehicle.serie_nf ?? '1', chave: vehicle.chave_nfe, dataEmissao: vehicle.data_nf, emitenteCnpj: plant.cnpj }
        : null,
    localizacao: {
      latitude: vehicle.latitude,
      longitude: vehicle.longitude,
      atualizadoEm: vehicle.localizacao_em,
      local: lastEvent?.local ?? null,
      cidade: lastEvent?.cidade ?? null,
      uf: lastEvent?.uf ?? null,
    },
    embarque: shipment
      ? {
          id: shipment.id,
          transportadora: shipment.transportadora,
          origem: shipment.origem_planta,
          destinoUf: shipment.destino_uf,
          destinoCidade: shipment.destino_cidade,
          modal: shipment.modal,
          diasTarget: shipment.dias_target,
          dataSaida: shipment.data_saida,
          dataPrevista: shipment.data_prevista,
          dataEntrega: shipment.data_entrega,
          situacao: shipment.situacao,
          diasAtraso: shipment.situacao === 'SINISTRO' ? 0 : lateBy(shipment.data_prevista, shipment.data_entrega),
        }
      : null,
    recebimento: receipt
      ? {
          id: receipt.id,
          receiptStatus: receipt.receipt_status,
          checklistId: receipt.checklist_id,
          checklistTemplateId: receipt.template_id,
          iniciadoEm: receipt.iniciado_em,
          finalizadoEm: receipt.finalizado_em,
          responsavel: receipt.responsavel,
          motivoRejeicao: receipt.motivo_rejeicao,
          registradoNoApp: receipt.registrado_no_app === 1,
        }
      : null,
    // An apply always has its reason (only reverts older than the reasons were kept may lack one).
    expurgo: exclusion ? { motivo: exclusion.motivo ?? '', criadoPor: exclusion.usuario, criadoEm: exclusion.ocorrido_em } : null,
  };
}
