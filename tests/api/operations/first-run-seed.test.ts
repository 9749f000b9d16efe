/**
 * The first-run seed of two instances over one empty PostgreSQL database, called in the same
 * instant: one seeds, the other waits for the lock, finds the vehicles and does nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../../../src/server/db/database.ts';
import { seedIfEmpty } from '../../../src/server/db/first-run-seed.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { emptyDatabase, type EmptyDatabase } from '../support/empty-database.ts';
import { testDialect } from '../support/test-app.ts';

const VEHICLES = 300;
let one: EmptyDatabase;
let two: AppDatabase;
beforeAll(async () => {
  one = await emptyDatabase();
  two = openDatabase(one.options);
  await migrateToLatest(one.database.db);
});
afterAll(async () => {
  await two.destroy();
  await one.drop();
});

describe.runIf(testDialect === 'postgres')('seedIfEmpty on two instances at once', () => {
  it('seeds exactly once', async () => {
    const options = { vehicles: VEHICLES, seed: 7, referenceDate: '2025-05-26' };
    const seeded = await Promise.all([seedIfEmpty(one.database, options), seedIfEmpty(two, options)]);
    expect(seeded.sort()).toEqual([false, true]);
    const row = await one.database.db
      .selectFrom('vehicles')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(VEHICLES);
  });
});
