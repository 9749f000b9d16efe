import { sql } from 'kysely';
import { expect } from 'vitest';
import type { AppDatabase } from '../../../src/server/db/database.ts';
import { DASHBOARD_ROLLUPS, installDashboardRollups } from '../../../src/server/db/rollups/dashboard-rollups.ts';
import { kyselyRunner } from '../../../src/server/db/rollups/sql-runner.ts';

/** The dashboard roll-ups' rows with a non-zero count (a trigger leaves emptied rows at zero), sorted. */
async function rollupRows(database: AppDatabase): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const rollup of DASHBOARD_ROLLUPS) {
    const all = (await sql.raw<Record<string, unknown>>(`SELECT * FROM ${rollup.table}`).execute(database.db)).rows;
    const counts = rollup.counts('r').map(([column]) => column);
    rows[rollup.table] = all
      .filter((row) => counts.some((column) => Number(row[column]) !== 0))
      .map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v]))))
      .sort();
  }
  return rows;
}

/** What the triggers kept equals counting everything again from the source rows. */
export async function expectRollupsAsRebuilt(database: AppDatabase): Promise<void> {
  const kept = await rollupRows(database);
  await database.db.transaction().execute((trx) => installDashboardRollups(kyselyRunner(trx), database.dialect));
  expect(kept).toEqual(await rollupRows(database));
}
