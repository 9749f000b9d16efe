import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 300 });
});
afterAll(async () => t.close());

interface Delay {
  id: number;
  chassi: string;
  situacao: string;
}

const list = (body: object) => ({ method: 'POST' as const, url: '/api/transport-delay/list', payload: body });
const justifyMany = (payload: object) => ({ method: 'POST' as const, url: '/api/transport-delay/justify', payload });
const pendingCount = { method: 'GET' as const, url: '/api/transport-delay/pending-count' };
const history = (id: number) => ({ method: 'GET' as const, url: `/api/transport-delay/${id}/history` });
const reason = { motivoCodigo: 'CLIMA', comentario: '<p>Chuva forte na <strong>BR-116</strong>.</p>' };

/** Delays no other test used, in a situation. */
const taken = new Set<number>();
async function delaysIn(situacao: string, count: number): Promise<Delay[]> {
  const response = await t.as('operador', list({ page: 1, pageSize: 200, filters: { situacao: [situacao] }, sort: [{ field: 'id', direction: 'asc' }] }));
  const free = (response.json().items as Delay[]).filter((d) => !taken.has(d.id)).slice(0, count);
  if (free.length < count) throw new Error(`not ${count} ${situacao} delays left in the seed`);
  for (const delay of free) taken.add(delay.id);
  return free;
}

/** The audit rows of these delays written after the row `afterId`, oldest first. */
const auditsOf = (ids: readonly number[], afterId: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['registro', 'acao', 'usuario', 'detalhes'])
    .where('recurso', '=', 'transport-delay')
    .where('registro', 'in', ids.map(String))
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();

const lastAuditId = async () =>
  (
    await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
  ).id ?? 0;

async function situationsOf(ids: readonly number[]): Promise<string[]> {
  const rows = await t.database.db.selectFrom('transport_delays').select(['id', 'situacao']).where('id', 'in', ids).execute();
  return ids.map((id) => rows.find((row) => row.id === id)!.situacao);
}

describe('POST /api/transport-delay/justify (Justificar selecionados)', () => {
  it('justifies three pending delays at once: each with its own history event and audit row, and the pending count drops by 3', async () => {
    const before = (await t.as('operador', pendingCount)).json().total as number;
    const delays = await delaysIn('PENDENTE', 3);
    const ids = delays.map((d) => d.id);
    const audited = await lastAuditId();

    const response = await t.as('operador', justifyMany({ ids, ...reason }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ justificados: 3 });

    expect(await situationsOf(ids)).toEqual(['JUSTIFICADO', 'JUSTIFICADO', 'JUSTIFICADO']);
    for (const id of ids) {
      const steps = (await t.as('operador', history(id))).json() as object[];
      expect(steps.at(-1)).toMatchObject({ acao: 'JUSTIFICATIVA', usuario: 'operador', motivoCodigo: 'CLIMA', comentario: reason.comentario });
    }
    const audits = await auditsOf(ids, audited);
    expect(audits.map((a) => [a.registro, a.acao, a.usuario])).toEqual(ids.map((id) => [String(id), 'justificar', 'operador']));
    expect(JSON.parse(audits[0]!.detalhes)).toEqual({ de: 'PENDENTE', para: 'JUSTIFICADO', motivoCodigo: 'CLIMA' });
    expect((await t.as('operador', pendingCount)).json()).toEqual({ total: before - 3 });
  });

  it('refuses the whole request (409, by chassis) when one delay is not pending, writing nothing', async () => {
    const pending = await delaysIn('PENDENTE', 2);
    const [closed] = await delaysIn('ENCERRADO', 1);
    const ids = [pending[0]!.id, closed!.id, pending[1]!.id];
    const events = await t.count('transport_delay_events');
    const audits = await t.count('audit_log');

    const response = await t.as('operador', justifyMany({ ids, ...reason }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: `Somente atrasos pendentes podem ser justificados; nada foi gravado. Não está pendente o chassi ${closed!.chassi} (Encerrado).`,
    });
    expect(await situationsOf(ids)).toEqual(['PENDENTE', 'ENCERRADO', 'PENDENTE']);
    expect(await t.count('transport_delay_events')).toBe(events);
    expect(await t.count('audit_log')).toBe(audits);
  });

  it('answers 404 naming the unknown delays, and 422 naming body.motivoCodigo for an unknown reason, writing nothing', async () => {
    const pending = await delaysIn('PENDENTE', 2);
    const ids = pending.map((d) => d.id);
    const events = await t.count('transport_delay_events');

    const unknown = await t.as('operador', justifyMany({ ids: [...ids, 999_998, 999_999], ...reason }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ field: 'body.ids', message: 'Atrasos não encontrados: 999998, 999999; nada foi gravado.' });

    const badReason = await t.as('operador', justifyMany({ ids, motivoCodigo: 'TEMPESTADE_SOLAR', comentario: '<p>texto</p>' }));
    expect(badReason.statusCode).toBe(422);
    expect(badReason.json()).toMatchObject({ field: 'body.motivoCodigo', message: 'Motivo de atraso desconhecido: TEMPESTADE_SOLAR.' });

    expect(await situationsOf(ids)).toEqual(['PENDENTE', 'PENDENTE']);
    expect(await t.count('transport_delay_events')).toBe(events);
  });

  it('answers 400 naming body.ids for an empty list, a repeated id or more than 500', async () => {
    const [delay] = await delaysIn('PENDENTE', 1);
    for (const ids of [[], [delay!.id, delay!.id], Array.from({ length: 501 }, (_, i) => i + 1)]) {
      const response = await t.as('operador', justifyMany({ ids, ...reason }));
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('body.ids');
    }
    expect(await situationsOf([delay!.id])).toEqual(['PENDENTE']);
  });

  it('refuses users without transport-delay-justify (403) and anonymous callers (401), writing nothing', async () => {
    const [delay] = await delaysIn('PENDENTE', 1);
    const request = justifyMany({ ids: [delay!.id], ...reason });
    expect((await t.as('analista', request)).statusCode).toBe(403);
    expect((await t.as('semacesso', request)).statusCode).toBe(403);
    expect((await t.app.inject(request)).statusCode).toBe(401);
    expect(await situationsOf([delay!.id])).toEqual(['PENDENTE']);
  });
});

describe('GET /api/transport-delay/pending-count', () => {
  it('equals the total of the list filtered by Situação = Pendente', async () => {
    const listed = (await t.as('operador', list({ page: 1, pageSize: 1, filters: { situacao: ['PENDENTE'] } }))).json().total as number;
    expect(listed).toBeGreaterThan(0);
    const count = await t.as('operador', pendingCount);
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ total: listed });
  });

  it('refuses users who may not see the delays (403) and anonymous callers (401)', async () => {
    expect((await t.as('analista', pendingCount)).statusCode).toBe(403);
    expect((await t.as('semacesso', pendingCount)).statusCode).toBe(403);
    expect((await t.app.inject(pendingCount)).statusCode).toBe(401);
  });
});
