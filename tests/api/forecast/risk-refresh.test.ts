/**
 * The delivery-risk refresh (src/server/forecast/risk-refresh.ts) against SQL written here: the
 * states it stores, the changes it returns, the delays it opens, and two refreshes at once on two
 * instances returning each change once.
 */
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshShipmentRisk, type RiskChange } from '../../../src/server/forecast/risk-refresh.ts';
import { createTestApp, TEST_NOW, type TestApp, testDialect } from '../support/test-app.ts';

const DAY = 86_400_000;
const later = (days: number) => new Date(TEST_NOW.getTime() + days * DAY);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 2000 });
});
afterAll(async () => t.close());

/** `a >= b + days` on two ISO text columns, in the test's dialect. */
const atLeastDaysAfter = (a: string, b: string, days: string): RawBuilder<boolean> =>
  testDialect === 'postgres'
    ? sql.raw(`${a}::timestamptz >= ${b}::timestamptz + (${days}) * interval '1 day'`)
    : sql.raw(`julianday(${a}) - julianday(${b}) >= (${days}) - 0.00000001`);

/** The risk every shipment should hold at `now`, by the rule of delivery-risk.ts written as SQL (null: none). */
async function expectedRisks(now: Date): Promise<Map<number, string | null>> {
  const lateCut = new Date(now.getTime() - DAY).toISOString();
  const rows = await t.database.db
    .selectFrom('shipments as s')
    .select([
      's.id',
      sql<string | null>`case
        when s.data_entrega is not null or s.situacao <> 'EM_TRANSITO' then null
        when s.data_prevista <= ${lateCut} then 'ATRASADO'
        when ${atLeastDaysAfter('s.previsao_p50', 's.data_prevista', '1')} then 'EM_RISCO'
        else 'NO_PRAZO' end`.as('risco'),
    ])
    .execute();
  return new Map(rows.map((row) => [row.id, row.risco]));
}

async function storedRisks(): Promise<Map<number, string | null>> {
  const rows = await t.database.db.selectFrom('shipments').select(['id', 'risco_entrega']).execute();
  return new Map(rows.map((row) => [row.id, row.risco_entrega]));
}

/** The shipments whose risk went from `before` into EM_RISCO or ATRASADO in `after`. */
function changedIntoRisk(before: Map<number, string | null>, after: Map<number, string | null>): number[] {
  return [...after]
    .filter(([id, risk]) => (risk === 'EM_RISCO' || risk === 'ATRASADO') && before.get(id) !== risk)
    .map(([id]) => id)
    .sort((a, b) => a - b);
}

const idsOf = (changes: RiskChange[]) => changes.map((change) => change.shipmentId).sort((a, b) => a - b);

async function expectConsistentAt(now: Date): Promise<void> {
  expect(await storedRisks()).toEqual(await expectedRisks(now));
  const db = t.database.db;
  // The due date is departure + the route's target; the window is ordered and still ahead.
  const wrongDue = await db
    .selectFrom('shipments as s')
    .innerJoin('transport_routes as r', 'r.id', 's.route_id')
    .select('s.id')
    .where('s.risco_entrega', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.not(atLeastDaysAfter('s.data_prevista', 's.data_saida', 'r.dias_target')),
        eb.not(atLeastDaysAfter('s.data_saida', 's.data_prevista', '-r.dias_target')),
        eb('s.previsao_p10', '>', eb.ref('s.previsao_p50')),
        eb('s.previsao_p50', '>', eb.ref('s.previsao_p90')),
        eb('s.previsao_p10', '<', now.toISOString()),
      ]),
    )
    .execute();
  expect(wrongDue).toEqual([]);
  // The vehicle row carries its shipment's forecast for the search.
  const differing = await db
    .selectFrom('shipments as s')
    .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
    .select('s.id')
    .where((eb) =>
      eb.or([
        sql<boolean>`coalesce(v.risco_entrega, '-') <> coalesce(s.risco_entrega, '-')`,
        sql<boolean>`coalesce(v.previsao_chegada, '-') <> coalesce(s.previsao_p50, '-')`,
        sql<boolean>`coalesce(v.previsao_chegada_min, '-') <> coalesce(s.previsao_p10, '-')`,
        sql<boolean>`coalesce(v.previsao_chegada_max, '-') <> coalesce(s.previsao_p90, '-')`,
      ]),
    )
    .execute();
  expect(differing).toEqual([]);
  // Every shipment late or at risk has its delay to justify.
  const withoutDelay = await db
    .selectFrom('shipments as s')
    .select('s.id')
    .where('s.risco_entrega', 'in', ['EM_RISCO', 'ATRASADO'])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('transport_delays as d').select('d.id').whereRef('d.shipment_id', '=', 's.id'))))
    .execute();
  expect(withoutDelay).toEqual([]);
}

describe('refreshShipmentRisk', () => {
  it('the seed leaves every shipment on its way with the risk the rule gives at the seed time', async () => {
    await expectConsistentAt(TEST_NOW);
    const risks = [...(await storedRisks()).values()];
    expect(risks.filter((risk) => risk === 'NO_PRAZO').length).toBeGreaterThan(0);
    expect(risks.filter((risk) => risk === 'EM_RISCO').length).toBeGreaterThan(0);
    expect(risks.filter((risk) => risk === 'ATRASADO').length).toBeGreaterThan(0);
  });

  it('a day and a half later, marks the new EM_RISCO and ATRASADO shipments and returns exactly those changes', async () => {
    const now = later(1.5);
    const before = await storedRisks();
    const changes = await refreshShipmentRisk(t.database, now);
    await expectConsistentAt(now);
    const expected = changedIntoRisk(before, await storedRisks());
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(changes)).toEqual(expected);
    const change = changes[0]!;
    const row = await t.database.db
      .selectFrom('shipments as s')
      .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
      .innerJoin('carriers as c', 'c.id', 's.carrier_id')
      .select(['s.vehicle_id', 'v.chassi', 'v.regiao_codigo', 'c.codigo', 'c.nome', 's.risco_entrega', 's.data_prevista', 's.previsao_p50'])
      .where('s.id', '=', change.shipmentId)
      .executeTakeFirstOrThrow();
    expect(change).toEqual({
      shipmentId: change.shipmentId,
      vehicleId: row.vehicle_id,
      chassi: row.chassi,
      regiaoCodigo: row.regiao_codigo,
      transportadoraCodigo: row.codigo,
      transportadoraNome: row.nome,
      risco: row.risco_entrega,
      riscoAnterior: before.get(change.shipmentId),
      dataPrevista: row.data_prevista,
      previsaoP50: row.previsao_p50,
    });
    // Nothing moved since: a second refresh at the same instant returns nothing.
    expect(await refreshShipmentRisk(t.database, now)).toEqual([]);
  });

  it('two refreshes at once on two instances return each change exactly once', async () => {
    const now = later(3);
    const before = await storedRisks();
    const [one, two] = await Promise.all([refreshShipmentRisk(t.database, now), refreshShipmentRisk(t.reopen(), now)]);
    const all = idsOf([...one, ...two]);
    expect(new Set(all).size).toBe(all.length);
    const expected = changedIntoRisk(before, await storedRisks());
    expect(expected.length).toBeGreaterThan(0);
    expect(all).toEqual(expected);
    await expectConsistentAt(now);
  });

  it('clears the forecast and the risk once a shipment is delivered, and withdraws its unjustified delay when on time', async () => {
    const now = later(3);
    const db = t.database.db;
    const atRisk = await db
      .selectFrom('shipments as s')
      .innerJoin('transport_delays as d', 'd.shipment_id', 's.id')
      .select(['s.id', 's.vehicle_id', 's.data_prevista', 'd.id as delay_id'])
      .where('s.risco_entrega', '=', 'EM_RISCO')
      .where('d.situacao', '=', 'PENDENTE')
      .executeTakeFirstOrThrow();
    await db.updateTable('shipments').set({ data_entrega: now.toISOString(), situacao: 'ENTREGUE' }).where('id', '=', atRisk.id).execute();
    // Delivered within the due date's day: on time by the OTD rule.
    expect(now.getTime()).toBeLessThan(Date.parse(atRisk.data_prevista) + DAY);
    expect(await refreshShipmentRisk(t.database, now)).toEqual([]);
    const shipment = await db.selectFrom('shipments').selectAll().where('id', '=', atRisk.id).executeTakeFirstOrThrow();
    expect([shipment.risco_entrega, shipment.previsao_p10, shipment.previsao_p50, shipment.previsao_p90]).toEqual([null, null, null, null]);
    const vehicle = await db.selectFrom('vehicles').selectAll().where('id', '=', atRisk.vehicle_id).executeTakeFirstOrThrow();
    expect([vehicle.risco_entrega, vehicle.previsao_chegada]).toEqual([null, null]);
    expect(await db.selectFrom('transport_delays').select('id').where('id', '=', atRisk.delay_id).executeTakeFirst()).toBeUndefined();
  });
});
