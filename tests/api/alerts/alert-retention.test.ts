/**
 * Alerts past ALERT_RETENTION_DAYS are deleted with their reads, in batches, by app.alertRetention
 * (at start and hourly in main.ts); newer ones, and what users read of them, stay.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { raiseAlerts } from '../../../src/server/alerts/raise-alerts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 0 });
});
afterAll(() => t.close());

const DAY = 86_400_000;

it('deletes the alerts older than the retention, in batches, with their reads, and keeps the rest', async () => {
  const db = t.app.db;
  // More than one batch of old alerts, then a few recent ones.
  const raised = Array.from({ length: 1205 + 3 }, (_, i) => ({
    tipo: 'ATRASO_PENDENTE' as const,
    chave: `retencao-${i}`,
    titulo: `Alerta ${i}`,
    texto: 'Texto',
    link: '/administration/transport-delay/1',
    recurso: 'transport-delay',
    regiaoCodigo: null,
    transportadora: null,
  }));
  await raiseAlerts(db, raised);
  const ids = (await db.selectFrom('alerts').select('id').orderBy('id').execute()).map((row) => row.id);
  const now = new Date();
  const old = new Date(now.getTime() - 91 * DAY).toISOString();
  await db.updateTable('alerts').set({ criado_em: old }).where('id', 'in', ids.slice(0, 1205)).execute();
  expect((await t.as('admin', { method: 'POST', url: '/api/alerts/read-all' })).statusCode).toBe(200);
  expect(await count('alert_reads')).toBe(1208);

  expect(await t.app.alertRetention.prune(now)).toBe(1205);
  expect(await count('alerts')).toBe(3);
  expect(await count('alert_reads')).toBe(3);
  const page = (await t.as('admin', { method: 'GET', url: '/api/alerts' })).json();
  expect(page.total).toBe(3);
  expect(page.items.every((item: { lido: boolean }) => item.lido)).toBe(true);

  // Nothing left past the retention: a second prune (another instance's) deletes nothing.
  expect(await t.app.alertRetention.prune(now)).toBe(0);
});

async function count(table: 'alerts' | 'alert_reads'): Promise<number> {
  const row = await t.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
