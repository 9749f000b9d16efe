/**
 * A small dataset whose dashboard figures are worked out by hand (comments give the arithmetic),
 * inserted into a migrated database holding only reference data (regions, states, carriers).
 * Period of interest: May 2025. Ids start at 9001 so nothing collides with seeded rows.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database, VehicleTable } from '../../../src/server/db/schema.ts';

export const MAY = { dataInicio: '2025-05-01', dataFim: '2025-05-31' };
const SE_DEALER = { id: 9001, codigo: 'T9001', nome: 'Concessionária Teste Campinas', uf: 'SP', cidade: 'Campinas', regiao_codigo: 'SE', regiao: 'Sudeste' };
const NE_DEALER = { id: 9002, codigo: 'T9002', nome: 'Concessionária Teste Salvador', uf: 'BA', cidade: 'Salvador', regiao_codigo: 'NE', regiao: 'Nordeste' };
/** Route to the SE dealer by carrier 1 (target 3 days) and to the NE dealer by carrier 5 (target 6). */
const ROUTE_SE = { id: 9001, carrier: 1, target: 3 };
const ROUTE_NE = { id: 9002, carrier: 5, target: 6 };

type Dealer = typeof SE_DEALER;
type VehicleRow = Insertable<VehicleTable> & { id: number };

function vehicle(id: number, dealer: Dealer, status: string, dataStatus: string): VehicleRow {
  const chassi = `9BWTEST${String(id).padStart(10, '0')}`;
  return {
    id,
    chassi,
    chassi_rev: [...chassi].reverse().join(''),
    modelo_codigo: 'POLO',
    modelo: 'Polo',
    versao: 'Track 1.0',
    cor: 'Branco',
    ano_modelo: 2025,
    status,
    planta: 'BET',
    order_id: id,
    order_item_id: id,
    numero_pedido: String(4_600_000_000 + id),
    numero_nf: null,
    serie_nf: null,
    chave_nfe: null,
    data_pedido: '2025-01-02',
    data_nf: null,
    dealer_id: dealer.id,
    concessionaria: dealer.nome,
    concessionaria_cnpj: '11222333000181',
    concessionaria_codigo: dealer.codigo,
    regiao_codigo: dealer.regiao_codigo,
    regiao: dealer.regiao,
    uf: dealer.uf,
    cidade: dealer.cidade,
    tipo_venda_codigo: 'VAREJO',
    tipo_venda: 'Varejo',
    carrier_id: null,
    transportadora: null,
    preco_centavos: 10_000_000,
    data_status: dataStatus,
    bloqueado: status === 'BLOQUEADO' ? 1 : 0,
    em_estoque: status === 'TRANSITO' || status === 'ENTREGUE' ? 0 : 1,
    receipt_id: null,
    receipt_status: null,
    latitude: -22.9,
    longitude: -47.06,
    localizacao_em: dataStatus,
  };
}

interface Delivery {
  id: number;
  dealer: Dealer;
  route: typeof ROUTE_SE;
  saida: string;
  entrega: string;
  inApp: 0 | 1;
  receiptStatus: number;
  damaged: boolean;
}

/**
 * In May, not excluded: 9101, 9102, 9103 (SE, carrier 1) and 9104, 9105, 9108 (NE, carrier 5).
 * Registered in the app (flag set and receipt started): 9101, 9103, 9105 → 3 of 6; SE 2/3, NE 1/3.
 * Whole transit days: SE 2, 5, 3 vs target 3 → OTD 2/3, mean 10/3, p50 3, p90 5;
 *                     NE 7, 5, 5 vs target 6 → OTD 2/3, mean 17/3. Damaged: 9102, 9105 → 2 of 6.
 * 9106 is under an active Expurgo; 9107 was delivered in April; 9108's Expurgo was reverted.
 */
const deliveries: Delivery[] = [
  {
    id: 9101,
    dealer: SE_DEALER,
    route: ROUTE_SE,
    saida: '2025-05-01T10:00:00.000Z',
    entrega: '2025-05-03T12:00:00.000Z',
    inApp: 1,
    receiptStatus: 2,
    damaged: false,
  },
  {
    id: 9102,
    dealer: SE_DEALER,
    route: ROUTE_SE,
    saida: '2025-05-02T08:00:00.000Z',
    entrega: '2025-05-07T08:00:00.000Z',
    inApp: 0,
    receiptStatus: 2,
    damaged: true,
  },
  {
    id: 9103,
    dealer: SE_DEALER,
    route: ROUTE_SE,
    saida: '2025-05-10T09:00:00.000Z',
    entrega: '2025-05-13T09:00:00.000Z',
    inApp: 1,
    receiptStatus: 2,
    damaged: false,
  },
  {
    id: 9104,
    dealer: NE_DEALER,
    route: ROUTE_NE,
    saida: '2025-05-05T06:00:00.000Z',
    entrega: '2025-05-12T07:00:00.000Z',
    inApp: 1,
    receiptStatus: 0,
    damaged: false,
  },
  {
    id: 9105,
    dealer: NE_DEALER,
    route: ROUTE_NE,
    saida: '2025-05-20T06:00:00.000Z',
    entrega: '2025-05-25T18:00:00.000Z',
    inApp: 1,
    receiptStatus: 3,
    damaged: true,
  },
  {
    id: 9106,
    dealer: SE_DEALER,
    route: ROUTE_SE,
    saida: '2025-05-12T06:00:00.000Z',
    entrega: '2025-05-15T06:00:00.000Z',
    inApp: 1,
    receiptStatus: 2,
    damaged: true,
  },
  {
    id: 9107,
    dealer: SE_DEALER,
    route: ROUTE_SE,
    saida: '2025-04-25T06:00:00.000Z',
    entrega: '2025-04-28T06:00:00.000Z',
    inApp: 1,
    receiptStatus: 2,
    damaged: false,
  },
  {
    id: 9108,
    dealer: NE_DEALER,
    route: ROUTE_NE,
    saida: '2025-05-14T06:00:00.000Z',
    entrega: '2025-05-19T06:00:00.000Z',
    inApp: 0,
    receiptStatus: 2,
    damaged: false,
  },
];

/**
 * Aged at the end of 31/05 (00:00 of 01/06): 9201 11 days (0–30, SE stock), 9202 47 days (31–60, NE
 * stock), 9203 in transit 7 days (0–30, NE), 9204 blocked since January (90+, SE), 9208 exactly 31
 * days (31–60), 9209 one second less (0–30). Left out: 9205 (Expurgo), 9206 (state began in June).
 * Each has a production event before its state's; 9207 was in the yard all through May (21 days at
 * its end, 0–30, SE) and has been delivered since: the end of May counts it, today's states do not.
 */
const stock: [number, Dealer, string, string][] = [
  [9201, SE_DEALER, 'EM ESTOQUE', '2025-05-20T10:00:00.000Z'],
  [9202, NE_DEALER, 'FATURADO', '2025-04-15T10:00:00.000Z'],
  [9203, NE_DEALER, 'TRANSITO', '2025-05-25T10:00:00.000Z'],
  [9204, SE_DEALER, 'BLOQUEADO', '2025-01-10T10:00:00.000Z'],
  [9205, SE_DEALER, 'EM ESTOQUE', '2025-05-21T10:00:00.000Z'],
  [9206, NE_DEALER, 'TRANSITO', '2025-06-05T10:00:00.000Z'],
  [9208, SE_DEALER, 'EM ESTOQUE', '2025-05-01T00:00:00.000Z'],
  [9209, SE_DEALER, 'LIBERADO', '2025-05-01T00:00:01.000Z'],
];
/** 9207's later events, after May. */
const sinceMay: [string, string][] = [
  ['TRANSITO', '2025-06-02T08:00:00.000Z'],
  ['ENTREGUE', '2025-06-08T08:00:00.000Z'],
];
const PAST_STOCK: [number, Dealer, string, string] = [9207, SE_DEALER, 'EM ESTOQUE', '2025-05-10T10:00:00.000Z'];

/** In May, not excluded: 5 received, 2 rejected (SAP-FATURAMENTO 1/2, TMS-EMBARQUE 1/2, DMS 0/1). */
const messages: [number, string, number | null, string, 0 | 1, string | null][] = [
  [9301, 'SAP-FATURAMENTO', 9101, '2025-05-02T10:00:00.000Z', 1, null],
  [9302, 'SAP-FATURAMENTO', 9102, '2025-05-02T11:00:00.000Z', 0, 'Campo obrigatório ausente'],
  [9303, 'TMS-EMBARQUE', 9104, '2025-05-05T10:00:00.000Z', 0, 'Tempo limite excedido na comunicação'],
  [9304, 'TMS-EMBARQUE', null, '2025-05-05T12:00:00.000Z', 1, null],
  [9305, 'TMS-EMBARQUE', 9106, '2025-05-06T10:00:00.000Z', 0, 'Campo obrigatório ausente'],
  [9306, 'DMS-RECEBIMENTO', 9105, '2025-05-20T10:00:00.000Z', 1, null],
  [9307, 'DMS-RECEBIMENTO', 9107, '2025-04-20T10:00:00.000Z', 0, 'Chassi não encontrado no sistema de destino'],
];

export async function insertDashboardDataset(db: Kysely<Database>): Promise<void> {
  for (const dealer of [SE_DEALER, NE_DEALER]) {
    await db
      .insertInto('dealers')
      .values({
        id: dealer.id,
        codigo: dealer.codigo,
        nome: dealer.nome,
        cnpj: '11222333000181',
        cidade: dealer.cidade,
        uf: dealer.uf,
        regiao_codigo: dealer.regiao_codigo,
        latitude: 0,
        longitude: 0,
      })
      .execute();
  }
  for (const [route, dealer] of [
    [ROUTE_SE, SE_DEALER],
    [ROUTE_NE, NE_DEALER],
  ] as const) {
    await db
      .insertInto('transport_routes')
      .values({
        id: route.id,
        origem_planta: 'BET',
        destino_uf: dealer.uf,
        destino_cidade: `${dealer.cidade} (teste)`,
        carrier_id: route.carrier,
        modal: 'RODOVIARIO',
        dias_target: route.target,
        distancia_km: 900,
        atualizado_em: '2025-01-01T00:00:00.000Z',
        atualizado_por: 'teste',
      })
      .execute();
  }
  for (const d of deliveries) {
    await db
      .insertInto('vehicles')
      .values({ ...vehicle(d.id, d.dealer, 'ENTREGUE', d.entrega), carrier_id: d.route.carrier, receipt_id: d.id, receipt_status: d.receiptStatus })
      .execute();
    await db
      .insertInto('shipments')
      .values({
        id: d.id,
        vehicle_id: d.id,
        route_id: d.route.id,
        carrier_id: d.route.carrier,
        data_saida: d.saida,
        data_prevista: d.saida,
        data_entrega: d.entrega,
        situacao: 'ENTREGUE',
      })
      .execute();
    await db
      .insertInto('receipts')
      .values({
        id: d.id,
        vehicle_id: d.id,
        dealer_id: d.dealer.id,
        receipt_status: d.receiptStatus,
        checklist_id: d.id,
        iniciado_em: null,
        finalizado_em: null,
        responsavel: null,
        motivo_rejeicao: null,
        registrado_no_app: d.inApp,
      })
      .execute();
    await db
      .insertInto('checklist_answers')
      .values({ checklist_id: d.id, item_id: 1, resposta: d.damaged ? 'NOK' : 'OK', codigo_avaria: d.damaged ? '03042' : null, observacao: null })
      .execute();
  }
  let eventId = 9000;
  const event = (vehicleId: number, status: string, at: string) =>
    db
      .insertInto('vehicle_status_events')
      .values({ id: ++eventId, vehicle_id: vehicleId, status, descricao: 'Teste', local: 'Fábrica', cidade: 'Betim', uf: 'MG', data_evento: at })
      .execute();
  for (const [id, dealer, status, since] of stock) {
    await db
      .insertInto('vehicles')
      .values(vehicle(id, dealer, status, since))
      .execute();
    await event(id, 'PRODUZIDO', '2024-12-20T10:00:00.000Z');
    await event(id, status, since);
  }
  const [pastId, pastDealer, pastStatus, pastSince] = PAST_STOCK;
  await db
    .insertInto('vehicles')
    .values(vehicle(pastId, pastDealer, 'ENTREGUE', sinceMay.at(-1)![1]))
    .execute();
  for (const [status, at] of [['PRODUZIDO', '2025-05-09T10:00:00.000Z'], [pastStatus, pastSince], ...sinceMay]) await event(pastId, status!, at!);
  for (const [id, iface, vehicleId, at, ok, text] of messages) {
    // As migration 007 copies it: the region of the message's (delivered) vehicle.
    const regiao = deliveries.find((d) => d.id === vehicleId)?.dealer.regiao_codigo ?? null;
    await db
      .insertInto('integration_events')
      .values({ id, interface: iface, vehicle_id: vehicleId, recebido_em: at, sucesso: ok, mensagem: text, regiao_codigo: regiao })
      .execute();
  }
  const exclusion = (vehicleId: number, ativo: number) => ({
    vehicle_id: vehicleId,
    chassi: vehicle(vehicleId, SE_DEALER, '', '').chassi,
    ativo,
  });
  await db
    .insertInto('kpi_exclusions')
    .values([exclusion(9106, 1), exclusion(9205, 1), exclusion(9108, 0)])
    .execute();
}
