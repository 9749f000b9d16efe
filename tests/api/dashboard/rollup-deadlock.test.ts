/**
 * Concurrent writers that reach the same roll-up rows in opposite orders (each updates one
 * shipment of a month and dealer, then one of another): on PostgreSQL they deadlock, and
 * writeTransaction runs the aborted one again, so no write fails and the roll-ups stay exactly
 * what counting the source rows again gives. SQLite has one writer at a time: they just queue.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { type Kysely, sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/schema.ts';
import { writeTransaction } from '../../../src/server/db/write-transaction.ts';
import { expectRollupsAsRebuilt } from '../support/rollup-exactness.ts';
import { createTestApp, type TestApp, testDialect } from '../support/test-app.ts';

/** Writers per direction. */
const PAIRS = 2;
/** Shipments each writer of a test takes apart from every other writer: two per pair, per roll-up row. */
const PER_TEST = 2 * PAIRS;

let t: TestApp;
/** Delivered shipments of two (month, dealer) roll-up rows, PER_TEST for each of the two tests. */
let groups: [number[], number[]];
beforeAll(async () => {
  t = await createTestApp({ vehicles: 1500 });
  const month = sql<string>`substr(data_entrega, 1, 7)`;
  const busiest = await t.database.db
    .selectFrom('shipments')
    .select([month.as('mes'), 'recebido_dealer_id'])
    .select(sql<number>`count(*)`.as('n'))
    .where('data_entrega', 'is not', null)
    .where('recebido_dealer_id', 'is not', null)
    .groupBy([month, 'recebido_dealer_id'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(month)
    .limit(2)
    .execute();
  const shipmentsOf = async (group: (typeof busiest)[number]) =>
    (
      await t.database.db
        .selectFrom('shipments')
        .select('id')
        .where(month, '=', group.mes)
        .where('recebido_dealer_id', '=', group.recebido_dealer_id)
        .orderBy('id')
        .limit(2 * PER_TEST)
        .execute()
    ).map((s) => s.id);
  groups = [await shipmentsOf(busiest[0]!), await shipmentsOf(busiest[1]!)];
  expect(groups.map((g) => g.length)).toEqual([2 * PER_TEST, 2 * PER_TEST]);
});
afterAll(() => t.close());

/** Flips whether the delivery was registered in the app: a watched column of the dealers' roll-up. */
const flip = (trx: Kysely<Database>, id: number) =>
  trx
    .updateTable('shipments')
    .set({ recebido_no_app: sql`1 - coalesce(recebido_no_app, 0)` })
    .where('id', '=', id)
    .execute();

/**
 * Writers in pairs, each with shipments of its own: one takes a shipment of the first roll-up row
 * then one of the second, the other the reverse, pausing in between on their first attempt so that
 * all of them hold their first roll-up row. `slice` picks the shipments (0 or 1: one per test).
 */
function writers(run: (work: (trx: Transaction<Database>) => Promise<void>) => Promise<void>, slice: number) {
  let attempts = 0;
  const [a, b] = groups.map((g) => g.slice(slice * PER_TEST, (slice + 1) * PER_TEST)) as [number[], number[]];
  const orders = Array.from({ length: PAIRS }, (_, i) => [
    [a[2 * i]!, b[2 * i]!],
    [b[2 * i + 1]!, a[2 * i + 1]!],
  ]).flat();
  const done = Promise.allSettled(
    orders.map(([first, second]) => {
      let attempt = 0;
      return run(async (trx) => {
        attempts++;
        attempt++;
        await flip(trx, first!);
        if (attempt === 1) await delay(300);
        await flip(trx, second!);
      });
    }),
  );
  return { done, attempts: () => attempts, writers: orders.length };
}

const registered = async (ids: number[]) =>
  (await t.database.db.selectFrom('shipments').select(['id', 'recebido_no_app']).where('id', 'in', ids).orderBy('id').execute()).map((s) => [
    s.id,
    s.recebido_no_app,
  ]);

describe('roll-up triggers under concurrent writers in opposite orders', () => {
  it.runIf(testDialect === 'postgres')('deadlock on PostgreSQL without a retry (the situation is real)', async () => {
    const plain = writers((work) => t.database.db.transaction().execute(work), 0);
    const outcomes = await plain.done;
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason.code)).toContain('40P01');
    await expectRollupsAsRebuilt(t.database);
  });

  it('through writeTransaction: every write succeeds once and the roll-ups stay exact', async () => {
    const touched = groups.flatMap((g) => g.slice(PER_TEST, 2 * PER_TEST));
    const before = await registered(touched);
    const retried = writers((work) => writeTransaction(t.database.db, work), 1);
    const outcomes = await retried.done;
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    if (testDialect === 'postgres') expect(retried.attempts()).toBeGreaterThan(retried.writers);
    // Each shipment flipped by exactly one committed writer.
    expect(await registered(touched)).toEqual(before.map(([id, value]) => [id, 1 - Number(value ?? 0)]));
    await expectRollupsAsRebuilt(t.database);
  });
});
