/** The seed leaves planner statistics behind (list plans at 1,000,000 vehicles). */
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

  it.runIf(testDialect === 'sqlite')('samples on SQLite (analysis_limit) and gives the connection its limit back', async () => {
    // A full ANALYZE also writes sqlite_stat4 samples; the sampled one, 9x cheaper at 1M vehicles, does not.
    const samples = await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_stat4`.execute(t.database.db);
    expect(samples.rows[0]!.n).toBe(0);
    const limit = await sql<{ analysis_limit: number }>`PRAGMA analysis_limit`.execute(t.database.db);
    expect(limit.rows[0]!.analysis_limit).toBe(0);
  });
});
