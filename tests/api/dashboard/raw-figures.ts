/**
 * The dashboard figures computed the plain way, from the source rows (shipments, receipts and
 * their checklist answers, vehicles and their status events, integration messages, active exclusions), with none of the
 * copied facts or roll-ups the endpoints read: what the roll-ups must agree with, on any period.
 * Plain SQL selects the period's rows; the grouping is done here, so both dialects share it.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../../src/server/db/schema.ts';

export interface Period {
  dataInicio: string;
  dataFim: string;
  regiao?: string;
}

const DAY_MS = 86_400_000;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
const excluded = (db: Kysely<Database>) => db.selectFrom('kpi_exclusions').select('vehicle_id').where('ativo', '=', 1);

const add = (map: Map<string, number[]>, key: string, values: number[]) => {
  const sum = map.get(key) ?? values.map(() => 0);
  map.set(
    key,
    sum.map((n, i) => n + values[i]!),
  );
};

/**
 * App rate: `mes|dealer code` -> [deliveries, registered in the app]. Every delivered shipment
 * counts, with or without a receipt; the dealer is the receipt's, else the vehicle's.
 */
export async function rawAppRate(db: Kysely<Database>, p: Period): Promise<Map<string, number[]>> {
  let query = db
    .selectFrom('shipments as s')
    .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
    .leftJoin('receipts as r', 'r.vehicle_id', 's.vehicle_id')
    .innerJoin('dealers as d', (join) => join.on(sql<boolean>`d.id = coalesce(r.dealer_id, v.dealer_id)`))
    .select(['s.data_entrega', 'd.codigo', 'r.registrado_no_app', 'r.receipt_status'])
    .where('s.data_entrega', '>=', p.dataInicio)
    .where('s.data_entrega', '<', dayAfter(p.dataFim))
    .where('s.vehicle_id', 'not in', excluded(db));
  if (p.regiao) query = query.where('d.regiao_codigo', '=', p.regiao);
  const out = new Map<string, number[]>();
  for (const row of await query.execute()) {
    add(out, `${row.data_entrega!.slice(0, 7)}|${row.codigo}`, [1, row.registrado_no_app === 1 && row.receipt_status! >= 1 ? 1 : 0]);
  }
  return out;
}

export interface RawRoute {
  entregas: number;
  noPrazo: number;
  avariados: number;
  somaDias: number;
  /** Whole transit days of each delivery, sorted. */
  dias: number[];
}

/** Carrier performance per route: deliveries, on time, damaged, transit days. */
export async function rawRoutes(db: Kysely<Database>, p: Period): Promise<Map<number, RawRoute>> {
  let query = db
    .selectFrom('shipments as s')
    .innerJoin('transport_routes as tr', 'tr.id', 's.route_id')
    .innerJoin('states as st', 'st.uf', 'tr.destino_uf')
    .leftJoin('receipts as r', 'r.vehicle_id', 's.vehicle_id')
    .select([
      's.route_id',
      's.data_saida',
      's.data_entrega',
      'tr.dias_target',
      sql<number>`case when exists (select 1 from checklist_answers a where a.checklist_id = r.checklist_id and a.codigo_avaria is not null) then 1 else 0 end`.as(
        'avariado',
      ),
    ])
    .where('s.data_entrega', '>=', p.dataInicio)
    .where('s.data_entrega', '<', dayAfter(p.dataFim))
    .where('s.vehicle_id', 'not in', excluded(db));
  if (p.regiao) query = query.where('st.regiao_codigo', '=', p.regiao);
  const out = new Map<number, RawRoute>();
  for (const row of await query.execute()) {
    const dias = Math.floor((Date.parse(row.data_entrega!) - Date.parse(row.data_saida)) / DAY_MS);
    const route = out.get(row.route_id) ?? { entregas: 0, noPrazo: 0, avariados: 0, somaDias: 0, dias: [] };
    route.entregas += 1;
    route.noPrazo += dias <= row.dias_target ? 1 : 0;
    route.avariados += Number(row.avariado);
    route.somaDias += dias;
    route.dias.push(dias);
    out.set(row.route_id, route);
  }
  for (const route of out.values()) route.dias.sort((a, b) => a - b);
  return out;
}

const STOCK = ['EM ESTOQUE', 'FATURADO', 'LIBERADO', 'BLOQUEADO'];

/**
 * Aging at the end of the period (the last day, 24:00 UTC): `region|situation|bucket` -> vehicles.
 * Read from the status events: each vehicle's state is its last event before that instant, and it
 * began at the first of the events with that status leading up to it.
 */
export async function rawAging(db: Kysely<Database>, p: Period): Promise<Map<string, number>> {
  const end = `${dayAfter(p.dataFim)}T00:00:00.000Z`;
  let query = db
    .selectFrom('vehicle_status_events as e')
    .innerJoin('vehicles as v', 'v.id', 'e.vehicle_id')
    .select(['e.vehicle_id', 'e.status', 'e.data_evento', 'v.regiao_codigo'])
    .where('e.data_evento', '<', end)
    .where('e.vehicle_id', 'not in', excluded(db))
    .orderBy('e.vehicle_id')
    .orderBy('e.data_evento')
    .orderBy('e.id');
  if (p.regiao) query = query.where('v.regiao_codigo', '=', p.regiao);
  const states = new Map<number, { status: string; since: string; regiao: string }>();
  for (const row of await query.execute()) {
    const state = states.get(row.vehicle_id);
    if (state?.status !== row.status) states.set(row.vehicle_id, { status: row.status, since: row.data_evento, regiao: row.regiao_codigo });
  }
  const endMs = Date.parse(end);
  // Began after the first instant of the day (end − n days): younger than n + 1 days.
  const after = (days: number) => new Date(endMs - days * DAY_MS).toISOString();
  const out = new Map<string, number>();
  for (const { status, since, regiao } of states.values()) {
    if (!STOCK.includes(status) && status !== 'TRANSITO') continue;
    const faixa = since > after(31) ? '0-30' : since > after(61) ? '31-60' : since > after(91) ? '61-90' : '90+';
    const key = `${regiao}|${status === 'TRANSITO' ? 'TRANSITO' : 'ESTOQUE'}|${faixa}`;
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

/** Integration messages: `dia|interface` -> [received, failed], and `interface|message` -> failed. */
export async function rawIntegration(db: Kysely<Database>, p: Period): Promise<{ days: Map<string, number[]>; causes: Map<string, number> }> {
  let query = db
    .selectFrom('integration_events as e')
    .select(['e.interface', 'e.recebido_em', 'e.sucesso', 'e.mensagem'])
    .where('e.recebido_em', '>=', p.dataInicio)
    .where('e.recebido_em', '<', dayAfter(p.dataFim))
    .where((eb) => eb.or([eb('e.vehicle_id', 'is', null), eb('e.vehicle_id', 'not in', excluded(db))]));
  if (p.regiao) query = query.where('e.regiao_codigo', '=', p.regiao);
  const days = new Map<string, number[]>();
  const causes = new Map<string, number>();
  for (const row of await query.execute()) {
    const failed = row.sucesso === 0 ? 1 : 0;
    add(days, `${row.recebido_em.slice(0, 10)}|${row.interface}`, [1, failed]);
    if (failed) causes.set(`${row.interface}|${row.mensagem ?? 'Sem mensagem'}`, (causes.get(`${row.interface}|${row.mensagem ?? 'Sem mensagem'}`) ?? 0) + 1);
  }
  return { days, causes };
}

/** Nearest-rank percentile of sorted values. */
export const percentile = (sorted: readonly number[], fraction: number): number | null =>
  sorted.length === 0 ? null : sorted[Math.max(1, Math.ceil(fraction * sorted.length)) - 1]!;
