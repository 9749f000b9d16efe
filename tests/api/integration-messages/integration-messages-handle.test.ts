/**
 * Marcar como tratada: one rejected message or several with one reason, audited per message, all or
 * nothing; and the dashboard's split of the rejections into open and handled follows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

interface Item {
  id: number;
  recebidoEm: string;
  regiao: string | null;
  resultado: string;
  tratamento: string | null;
  tratadoPor: string | null;
  tratadoEm: string | null;
  tratamentoMotivo: string | null;
}

const DAY = '2025-05-20';

beforeAll(async () => {
  t = await createTestApp({ vehicles: 300 });
  // Enough open rejections of one day and region for every case below (the 300 seeded vehicles send few).
  const vehicle = await t.database.db
    .selectFrom('vehicles')
    .select(['id', 'regiao_codigo'])
    .where('id', 'not in', t.database.db.selectFrom('kpi_exclusions').select('vehicle_id'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('integration_events')
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        interface: 'DMS-RECEBIMENTO',
        vehicle_id: vehicle.id,
        recebido_em: `${DAY}T10:${String(i).padStart(2, '0')}:00.000Z`,
        sucesso: 0,
        mensagem: 'Chassi não encontrado no sistema de destino',
        regiao_codigo: vehicle.regiao_codigo,
      })),
    )
    .execute();
});
afterAll(() => t.close());

const list = async (filters: object) => {
  const response = await t.as('admin', { method: 'POST', url: '/api/integration-messages/list', payload: { page: 1, pageSize: 500, filters } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { total: number; items: Item[] };
};

/** Messages no other test used, of a result and handling. */
const taken = new Set<number>();
async function messages(filters: object, count: number): Promise<Item[]> {
  const free = (await list(filters)).items.filter((m) => !taken.has(m.id)).slice(0, count);
  if (free.length < count) throw new Error(`not ${count} messages left for ${JSON.stringify(filters)}`);
  for (const message of free) taken.add(message.id);
  return free;
}
const open = (count: number) => messages({ tratamento: ['ABERTA'], recebidoEm: { from: DAY, to: DAY } }, count);

const handleOne = (id: number, payload: object, user: 'admin' | 'operador' = 'admin') =>
  t.as(user, { method: 'POST', url: `/api/integration-messages/${id}/handle`, payload });
const handleMany = (payload: object, user: 'admin' | 'operador' = 'admin') => t.as(user, { method: 'POST', url: '/api/integration-messages/handle', payload });

const lastAuditId = async () =>
  (
    await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
  ).id ?? 0;

const auditsAfter = (afterId: number) =>
  t.database.db.selectFrom('audit_log').select(['recurso', 'acao', 'registro', 'usuario', 'detalhes']).where('id', '>', afterId).orderBy('id').execute();

const handledAt = async (ids: readonly number[]) =>
  (await t.database.db.selectFrom('integration_events').select('tratado_em').where('id', 'in', ids).execute()).map((row) => row.tratado_em);

async function dashboardTotal(regiao: string | null) {
  const query = { dataInicio: DAY, dataFim: DAY, ...(regiao ? { regiao } : {}) };
  const response = await t.as('analista', { method: 'GET', url: '/api/dashboard/integration-failure-rate', query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().total as { falhas: number; abertas: number; tratadas: number };
}

describe('POST /api/integration-messages/:id/handle', () => {
  it('marks an open rejection handled with the reason, audits it, and the dashboard moves it from open to handled', async () => {
    const [message] = await open(1);
    const before = await dashboardTotal(message!.regiao);
    const audited = await lastAuditId();

    const response = await handleOne(message!.id, { motivo: '  Reenviada após correção do cadastro.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: message!.id,
      resultado: 'REJEITADA',
      tratamento: 'TRATADA',
      tratadoPor: 'admin',
      tratamentoMotivo: 'Reenviada após correção do cadastro.',
      tratadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const audits = await auditsAfter(audited);
    expect(audits.map((a) => [a.recurso, a.acao, a.registro, a.usuario])).toEqual([['integration-messages', 'marcar-tratada', String(message!.id), 'admin']]);
    expect(JSON.parse(audits[0]!.detalhes)).toMatchObject({ motivo: 'Reenviada após correção do cadastro.' });

    const after = await dashboardTotal(message!.regiao);
    expect(after).toMatchObject({ falhas: before.falhas, abertas: before.abertas - 1, tratadas: before.tratadas + 1 });
    expect(after.abertas + after.tratadas).toBe(after.falhas);
    const handled = await list({ tratamento: ['TRATADA'] });
    expect(handled.items.map((m) => m.id)).toContain(message!.id);
    expect((await list({ tratamento: ['ABERTA'] })).items.map((m) => m.id)).not.toContain(message!.id);
  });

  it('leaves a handled rejection of a chassis under Expurgo out of the dashboard, as its rejection is', async () => {
    const db = t.database.db;
    const excluded = await db
      .selectFrom('kpi_exclusions as k')
      .innerJoin('vehicles as v', 'v.id', 'k.vehicle_id')
      .select(['v.id', 'v.regiao_codigo'])
      .where('k.ativo', '=', 1)
      .executeTakeFirstOrThrow();
    const before = await dashboardTotal(null);
    const { id } = await db
      .insertInto('integration_events')
      .values({
        interface: 'TMS-EMBARQUE',
        vehicle_id: excluded.id,
        recebido_em: `${DAY}T12:00:00.000Z`,
        sucesso: 0,
        mensagem: 'Campo obrigatório ausente',
        regiao_codigo: excluded.regiao_codigo,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    taken.add(id);
    expect((await handleOne(id, { motivo: 'Chassi em Expurgo, tratado mesmo assim.' })).statusCode).toBe(200);
    expect(await dashboardTotal(null)).toEqual(before);
  });

  it('answers 409 for an accepted or an already handled message, writing nothing', async () => {
    const [accepted] = await messages({ resultado: ['ACEITA'] }, 1);
    const [handled] = await open(1);
    expect((await handleOne(handled!.id, { motivo: 'Primeiro tratamento.' })).statusCode).toBe(200);
    const audited = await lastAuditId();

    const refusedAccepted = await handleOne(accepted!.id, { motivo: 'Nada a tratar.' });
    expect(refusedAccepted.statusCode).toBe(409);
    expect(refusedAccepted.json().message).toContain('está aceita');
    const again = await handleOne(handled!.id, { motivo: 'Segundo tratamento.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('já tratada');
    expect(await auditsAfter(audited)).toEqual([]);
    expect((await list({ id: handled!.id })).items[0]).toMatchObject({ tratamentoMotivo: 'Primeiro tratamento.' });
    expect(await handledAt([accepted!.id])).toEqual([null]);
  });

  it('requires the reason (400 naming motivo), the manage scope (403) and an existing message (404)', async () => {
    const [message] = await open(1);
    const missing = await handleOne(message!.id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'body.motivo', message: expect.stringContaining('motivo') });
    const blank = await handleOne(message!.id, { motivo: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'body.motivo', message: 'Informe o motivo do tratamento (body.motivo).' });
    // The operador sees the list (view) but may not handle (manage).
    expect((await handleOne(message!.id, { motivo: 'Sem permissão.' }, 'operador')).statusCode).toBe(403);
    expect((await t.as('operador', { method: 'POST', url: '/api/integration-messages/list', payload: { page: 1, pageSize: 1 } })).statusCode).toBe(200);
    expect((await handleOne(999_999_999, { motivo: 'Inexistente.' })).statusCode).toBe(404);
    expect(await handledAt([message!.id])).toEqual([null]);
  });
});

describe('POST /api/integration-messages/handle (Marcar selecionadas como tratadas)', () => {
  it('marks several at once with one audit row each', async () => {
    const selected = await open(3);
    const ids = selected.map((m) => m.id);
    const audited = await lastAuditId();
    const response = await handleMany({ ids, motivo: 'Interface DMS reprocessada.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ tratadas: 3 });
    const audits = await auditsAfter(audited);
    expect(audits.map((a) => [a.acao, a.registro])).toEqual(ids.map((id) => ['marcar-tratada', String(id)]));
    expect((await handledAt(ids)).every((at) => at !== null)).toBe(true);
    const rows = (await list({ id__in: ids })).items;
    expect(rows.map((m) => [m.tratamento, m.tratamentoMotivo])).toEqual(ids.map(() => ['TRATADA', 'Interface DMS reprocessada.']));
  });

  it('refuses the whole request (409) when one is accepted or already handled, writing nothing', async () => {
    const pending = await open(2);
    const [accepted] = await messages({ resultado: ['ACEITA'] }, 1);
    const [handled] = await open(1);
    expect((await handleOne(handled!.id, { motivo: 'Já resolvida.' })).statusCode).toBe(200);
    const audited = await lastAuditId();

    for (const other of [accepted!, handled!]) {
      const ids = [...pending.map((m) => m.id), other.id];
      const response = await handleMany({ ids, motivo: 'Lote.' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('nada foi gravado');
      expect(response.json().message).toContain(String(other.id));
    }
    expect(await auditsAfter(audited)).toEqual([]);
    expect(await handledAt(pending.map((m) => m.id))).toEqual([null, null]);
  });

  it('requires the reason and the manage scope', async () => {
    const selected = await open(1);
    const ids = selected.map((m) => m.id);
    const missing = await handleMany({ ids });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toContain('motivo');
    expect((await handleMany({ ids, motivo: 'Sem permissão.' }, 'operador')).statusCode).toBe(403);
    expect(await handledAt(ids)).toEqual([null]);
  });
});
