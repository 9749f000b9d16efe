/** The seed leaves planner statistics behind (issue 4: list plans at 1,000,000 vehicles). */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 50 });
});
afterAll(() => t.close());

describe('seed', () => {
  it('analyses the tables it filled', async () => {
    const analysed =
      testDialect === 'sqlite'
        ? sql<{ name: string }>`SELECT DISTINCT tbl AS name FROM sqlite_stat1`
        : sql<{ name: string }>`SELECT DISTINCT tablename AS name FROM pg_stats WHERE schemaname = current_schema()`;
    const tables = (await analysed.execute(t.database.db)).rows.map((row) => row.name);
    expect(tables).toEqual(expect.arrayContaining(['vehicles', 'orders', 'shipments', 'vehicle_status_events']));
  });
});
