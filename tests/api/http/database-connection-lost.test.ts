/**
 * PostgreSQL ends a connection while a request holds it between two statements of a transaction
 * (a restart, a failover, an administrator's pg_terminate_backend): that transaction fails as
 * "database unavailable" (503), and the process lives on to answer the next request.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../src/server/http/error-handler.ts';
import { createTestApp, type TestApp, testDialect } from '../support/test-app.ts';

describe.runIf(testDialect === 'postgres')('a PostgreSQL connection lost in the middle of a transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fails that transaction as database unavailable and leaves the server answering', async () => {
    const other = t.reopen();
    const outcome = await t.database.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(other.db);
        // The client now sits checked out with no query running when the server's goodbye arrives.
        await delay(300);
        await sql`select 1`.execute(trx);
      })
      .then(
        () => 'committed',
        (error: unknown) => error,
      );

    expect(isDatabaseUnavailable(outcome)).toBe(true);
    const list = await t.as('analista', { method: 'POST', url: '/api/vehicle/list', payload: { page: 1, pageSize: 5 } });
    expect(list.statusCode).toBe(200);
  });
});
