/**
 * Recomputes every shipment on its way (or a few routes' after a target change): its due date from
 * the route's current target, its predicted arrival window and its delivery risk, copied onto the
 * vehicle row for the search; clears them once the shipment is delivered or off the road.
 *
 * Safe on several instances sharing one database: a risk is moved by a compare-and-set UPDATE
 * (`WHERE risco_entrega IS <what this caller read>`), so when two refreshes see the same change only
 * the one whose UPDATE hits the row claims it. The claimer alone opens or withdraws the delay
 * (risk-delays.ts) and returns the change, so each change reaches the alerts exactly once. Writes go
 * CHUNK shipments per transaction under the database's write lock (db/exclusive-work.ts), which a
 * SQLite writer waits for without blocking the event loop.
 */
import type { Kysely } from 'kysely';
import { setImmediate } from 'node:timers/promises';
import type { AppDatabase } from '../db/database.ts';
import { withExclusiveWork } from '../db/exclusive-work.ts';
import type { Database } from '../db/schema.ts';
import { forecastArrival } from './arrival-forecast.ts';
import { daysLate, type DeliveryRisk, lateFrom, riskOf } from './delivery-risk.ts';
import { openDelay, setDaysLate, withdrawUnjustifiedDelay } from './risk-delays.ts';
import { loadTransitHistory, type TransitHistory } from './transit-history.ts';

export interface RiskScope {
  /** Only the shipments of these routes (e.g. those whose target changed); every route when unset. */
  routeIds?: readonly number[];
}

/** A shipment whose risk this caller moved into EM_RISCO or ATRASADO (risk-sweep.ts hands them to its listeners). */
export interface RiskChange {
  shipmentId: number;
  vehicleId: number;
  chassi: string;
  regiaoCodigo: string;
  transportadoraCodigo: string;
  transportadoraNome: string;
  risco: 'EM_RISCO' | 'ATRASADO';
  /** The risk before (null: first forecast of the shipment). */
  riscoAnterior: DeliveryRisk | null;
  /** Due date, ISO instant: departure + the route's target. */
  dataPrevista: string;
  /** Predicted arrival P50, ISO instant. */
  previsaoP50: string;
}

const DAY = 86_400_000;
/** Shipments per write transaction: short transactions, other requests served in between. */
const CHUNK = 200;
const WORK = 'risk-refresh';

type Row = Awaited<ReturnType<typeof shipmentsOnTheWay>>[number];

interface Plan {
  row: Row;
  dataPrevista: string;
  previsao: { p10: string; p50: string; p90: string };
  /** The due date or the forecast differ from the row's. */
  moved: boolean;
  risk: DeliveryRisk;
  diasAtraso: number;
}

export async function refreshShipmentRisk(database: AppDatabase, now: Date, scope: RiskScope = {}): Promise<RiskChange[]> {
  if (scope.routeIds?.length === 0) return [];
  const { db } = database;
  const at = now.getTime();
  const history = await loadTransitHistory(db, at);
  const rows = await shipmentsOnTheWay(db, scope);
  const plans: Plan[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i % 1000 === 999) await setImmediate();
    const plan = planOf(rows[i]!, history, at);
    if (plan) plans.push(plan);
  }
  const changes: RiskChange[] = [];
  for (let i = 0; i < plans.length; i += CHUNK) {
    await setImmediate();
    changes.push(...(await withExclusiveWork(database, WORK, (trx) => applyPlans(trx, plans.slice(i, i + CHUNK)))));
  }
  const settled = await shipmentsToSettle(db, scope);
  for (let i = 0; i < settled.length; i += CHUNK) {
    await setImmediate();
    await withExclusiveWork(database, WORK, (trx) => settle(trx, settled.slice(i, i + CHUNK)));
  }
  return changes;
}

function shipmentsOnTheWay(db: Kysely<Database>, scope: RiskScope) {
  let query = db
    .selectFrom('shipments as s')
    .innerJoin('transport_routes as r', 'r.id', 's.route_id')
    .innerJoin('carriers as c', 'c.id', 's.carrier_id')
    .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
    .select([
      's.id',
      's.vehicle_id',
      's.route_id',
      's.data_saida',
      's.data_prevista',
      's.previsao_p10',
      's.previsao_p50',
      's.previsao_p90',
      's.risco_entrega',
      'r.dias_target',
      'v.chassi',
      'v.regiao_codigo',
      'c.codigo as transportadora_codigo',
      'c.nome as transportadora_nome',
    ])
    .where('s.data_entrega', 'is', null)
    .where('s.situacao', '=', 'EM_TRANSITO');
  if (scope.routeIds) query = query.where('s.route_id', 'in', [...scope.routeIds]);
  return query.orderBy('s.id').execute();
}

/** What the row should hold now; undefined when it already does. */
function planOf(row: Row, history: TransitHistory, now: number): Plan | undefined {
  const departure = Date.parse(row.data_saida);
  // The due date follows the route's current target (a new target moves it for shipments on their way).
  const due = departure + row.dias_target * DAY;
  const forecast = forecastArrival(history, { routeId: row.route_id, departure, targetDays: row.dias_target }, now);
  const risk = riskOf(due, forecast.p50, now);
  const dataPrevista = new Date(due).toISOString();
  const previsao = { p10: iso(forecast.p10), p50: iso(forecast.p50), p90: iso(forecast.p90) };
  const moved =
    dataPrevista !== row.data_prevista || previsao.p10 !== row.previsao_p10 || previsao.p50 !== row.previsao_p50 || previsao.p90 !== row.previsao_p90;
  // A late shipment's delay counts one more day each day, even when nothing else moves.
  if (!moved && risk === row.risco_entrega && risk !== 'ATRASADO') return undefined;
  return { row, dataPrevista, previsao, moved, risk, diasAtraso: daysLate(due, now) };
}

const iso = (ms: number) => new Date(ms).toISOString();

async function applyPlans(trx: Kysely<Database>, plans: Plan[]): Promise<RiskChange[]> {
  const changes: RiskChange[] = [];
  for (const plan of plans) {
    const change = await applyPlan(trx, plan);
    if (change) changes.push(change);
  }
  return changes;
}

/** Writes one plan; the change when this caller moved the shipment into EM_RISCO or ATRASADO. */
async function applyPlan(trx: Kysely<Database>, { row, dataPrevista, previsao, moved, risk, diasAtraso }: Plan): Promise<RiskChange | undefined> {
  if (moved) {
    await trx
      .updateTable('shipments')
      .set({ data_prevista: dataPrevista, previsao_p10: previsao.p10, previsao_p50: previsao.p50, previsao_p90: previsao.p90 })
      .where('id', '=', row.id)
      .execute();
  }
  const claimed = risk !== row.risco_entrega && (await compareAndSetRisk(trx, row.id, row.risco_entrega, risk));
  if (moved || claimed) {
    await trx
      .updateTable('vehicles')
      .set({
        previsao_chegada: previsao.p50,
        previsao_chegada_min: previsao.p10,
        previsao_chegada_max: previsao.p90,
        ...(claimed ? { risco_entrega: risk } : {}),
      })
      .where('id', '=', row.vehicle_id)
      .execute();
  }
  if (risk === 'NO_PRAZO') {
    if (claimed) await withdrawUnjustifiedDelay(trx, row.id);
    return undefined;
  }
  await setDaysLate(trx, row.id, diasAtraso);
  if (!claimed) return undefined;
  await openDelay(trx, { id: row.id, vehicleId: row.vehicle_id, dataPrevista, diasAtraso });
  return {
    shipmentId: row.id,
    vehicleId: row.vehicle_id,
    chassi: row.chassi,
    regiaoCodigo: row.regiao_codigo,
    transportadoraCodigo: row.transportadora_codigo,
    transportadoraNome: row.transportadora_nome,
    risco: risk,
    riscoAnterior: row.risco_entrega as DeliveryRisk | null,
    dataPrevista,
    previsaoP50: previsao.p50,
  };
}

/** Moves the risk only if it is still what this caller read; true when this caller moved it. */
async function compareAndSetRisk(trx: Kysely<Database>, shipmentId: number, read: string | null, risk: string | null): Promise<boolean> {
  const result = await trx
    .updateTable('shipments')
    .set({ risco_entrega: risk })
    .where('id', '=', shipmentId)
    .where('risco_entrega', read === null ? 'is' : '=', read)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function shipmentsToSettle(db: Kysely<Database>, scope: RiskScope) {
  let query = db
    .selectFrom('shipments')
    .select(['id', 'vehicle_id', 'data_prevista', 'data_entrega', 'risco_entrega'])
    .where('risco_entrega', 'is not', null)
    .where((eb) => eb.or([eb('data_entrega', 'is not', null), eb('situacao', '<>', 'EM_TRANSITO')]));
  if (scope.routeIds) query = query.where('route_id', 'in', [...scope.routeIds]);
  return query.orderBy('id').execute();
}

/** Delivered (or off the road, e.g. a claim): no forecast and no risk any more; a delivery settles its delay's days. */
async function settle(trx: Kysely<Database>, rows: Awaited<ReturnType<typeof shipmentsToSettle>>): Promise<void> {
  for (const row of rows) {
    if (!(await compareAndSetRisk(trx, row.id, row.risco_entrega, null))) continue;
    await trx.updateTable('shipments').set({ previsao_p10: null, previsao_p50: null, previsao_p90: null }).where('id', '=', row.id).execute();
    await trx
      .updateTable('vehicles')
      .set({ previsao_chegada: null, previsao_chegada_min: null, previsao_chegada_max: null, risco_entrega: null })
      .where('id', '=', row.vehicle_id)
      .execute();
    if (row.data_entrega === null) continue;
    const due = Date.parse(row.data_prevista);
    const delivered = Date.parse(row.data_entrega);
    await setDaysLate(trx, row.id, daysLate(due, delivered));
    if (delivered < lateFrom(due)) await withdrawUnjustifiedDelay(trx, row.id);
  }
}
