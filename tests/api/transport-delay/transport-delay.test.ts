import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 300 });
});
afterAll(async () => t.close());

interface Delay {
  id: number;
  situacao: string;
  motivoCodigo: string | null;
  motivo: string | null;
  comentario: string | null;
  resultado: string | null;
  transportadoraCodigo: string;
  diasAtraso: number;
}

const list = (body: object) => ({ method: 'POST' as const, url: '/api/transport-delay/list', payload: body });
const justify = (id: number, payload: object) => ({ method: 'POST' as const, url: `/api/transport-delay/${id}/justify`, payload });
const close = (id: number, payload: object) => ({ method: 'POST' as const, url: `/api/transport-delay/${id}/close`, payload });
const history = (id: number) => ({ method: 'GET' as const, url: `/api/transport-delay/${id}/history` });

/** A delay no other test used; a pending one never judged before (its history starts empty). */
const taken = new Set<number>();
async function delayIn(situacao: string): Promise<Delay> {
  const response = await t.as('operador', list({ page: 1, pageSize: 100, filters: { situacao: [situacao] }, sort: [{ field: 'id', direction: 'asc' }] }));
  const delay = (response.json().items as Delay[]).find((d) => !taken.has(d.id) && (situacao !== 'PENDENTE' || d.resultado === null));
  if (!delay) throw new Error(`no ${situacao} delay left in the seed`);
  taken.add(delay.id);
  return delay;
}

describe('POST /api/transport-delay/list', () => {
  it('lists late shipments filtered by situation and carrier, sorted by days late', async () => {
    const first = (await t.as('operador', list({ page: 1, pageSize: 1 }))).json().items[0] as Delay;
    const response = await t.as(
      'operador',
      list({
        page: 1,
        pageSize: 500,
        filters: { situacao: ['PENDENTE', 'JUSTIFICADO'], transportadora: [first.transportadoraCodigo] },
        sort: [{ field: 'diasAtraso', direction: 'desc' }],
      }),
    );
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Delay[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(['PENDENTE', 'JUSTIFICADO']).toContain(item.situacao);
      expect(item.transportadoraCodigo).toBe(first.transportadoraCodigo);
      expect(item.diasAtraso).toBeGreaterThan(0);
    }
    const days = items.map((i) => i.diasAtraso);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });

  it('names the reason of justified delays from the catalogue', async () => {
    const justified = (await t.as('operador', list({ page: 1, pageSize: 5, filters: { situacao: ['JUSTIFICADO'] } }))).json().items as Delay[];
    const reasons = (await t.as('analista', { method: 'GET', url: '/api/transport-delay/listReasons' })).json() as { codigo: string; nome: string }[];
    expect(reasons.map((r) => r.codigo)).toContain('CLIMA');
    for (const delay of justified) expect(delay.motivo).toBe(reasons.find((r) => r.codigo === delay.motivoCodigo)?.nome);
  });

  it('refuses users without transport-delay, and anonymous callers', async () => {
    expect((await t.as('analista', list({ page: 1, pageSize: 10 }))).statusCode).toBe(403);
    expect((await t.app.inject(list({ page: 1, pageSize: 10 }))).statusCode).toBe(401);
  });
});

describe('justify and close', () => {
  it('justifies a pending delay, accepts it and keeps both steps in the history and the audit log', async () => {
    const delay = await delayIn('PENDENTE');
    const justified = await t.as(
      'operador',
      justify(delay.id, { motivoCodigo: 'BLOQUEIO_VIA', comentario: '<p>Interdição da <strong>BR-116</strong> em Registro.</p>' }),
    );
    expect(justified.statusCode).toBe(200);
    expect(justified.json()).toMatchObject({
      id: delay.id,
      situacao: 'JUSTIFICADO',
      motivoCodigo: 'BLOQUEIO_VIA',
      motivo: 'Bloqueio de via',
      justificadoPor: 'operador',
    });

    const accepted = await t.as('admin', close(delay.id, { resultado: 'ACEITA' }));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ situacao: 'ENCERRADO', resultado: 'ACEITA', decididoPor: 'admin' });

    const steps = (await t.as('operador', history(delay.id))).json();
    expect(steps.map((s: { acao: string; usuario: string }) => [s.acao, s.usuario])).toEqual([
      ['JUSTIFICATIVA', 'operador'],
      ['ACEITE', 'admin'],
    ]);
    expect(steps[0]).toMatchObject({ motivo: 'Bloqueio de via', comentario: '<p>Interdição da <strong>BR-116</strong> em Registro.</p>' });
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select(['acao', 'usuario'])
      .where('recurso', '=', 'transport-delay')
      .where('registro', '=', String(delay.id))
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { acao: 'justificar', usuario: 'operador' },
      { acao: 'aceitar-justificativa', usuario: 'admin' },
    ]);
  });

  it('a rejection (with its observation) sends the delay back to pending, and it can be justified again', async () => {
    const delay = await delayIn('PENDENTE');
    await t.as('operador', justify(delay.id, { motivoCodigo: 'CLIMA', comentario: '<p>Chuva forte.</p>' }));
    const noNote = await t.as('operador', close(delay.id, { resultado: 'REJEITADA' }));
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json()).toMatchObject({ field: 'body.observacao', message: expect.stringContaining('observação') });

    const rejected = await t.as('operador', close(delay.id, { resultado: 'REJEITADA', observacao: 'Sem boletim meteorológico.' }));
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ situacao: 'PENDENTE', resultado: 'REJEITADA' });
    const again = await t.as('operador', justify(delay.id, { motivoCodigo: 'QUEBRA_MECANICA', comentario: '<p>Pane no cavalo mecânico.</p>' }));
    expect(again.json()).toMatchObject({ situacao: 'JUSTIFICADO', motivoCodigo: 'QUEBRA_MECANICA' });
    const steps = (await t.as('operador', history(delay.id))).json();
    expect(steps.map((s: { acao: string }) => s.acao)).toEqual(['JUSTIFICATIVA', 'REJEICAO', 'JUSTIFICATIVA']);
    expect(steps[1].observacao).toBe('Sem boletim meteorológico.');
  });

  it('stores hostile HTML sanitized: no script, no event handler, no javascript: link', async () => {
    const delay = await delayIn('PENDENTE');
    const hostile = '<p>Atraso<img src=x onerror=alert(1)><script>alert(2)</script> <a href="javascript:alert(3)" onclick="alert(4)">veja</a> <em>ok</em></p>';
    const response = await t.as('operador', justify(delay.id, { motivoCodigo: 'DOCUMENTACAO', comentario: hostile }));
    expect(response.statusCode).toBe(200);
    const stored = (await t.database.db.selectFrom('transport_delays').select('comentario').where('id', '=', delay.id).executeTakeFirstOrThrow()).comentario!;
    for (const text of [stored, response.json().comentario as string, (await t.as('operador', history(delay.id))).json()[0].comentario as string]) {
      expect(text).not.toMatch(/<img|<script|onerror|onclick|javascript:|alert\(2\)/i);
      expect(text).toContain('<em>ok</em>');
    }
  });

  it('refuses a comment that is blank once sanitized (422) and an unknown reason (422), changing nothing', async () => {
    const delay = await delayIn('PENDENTE');
    const blank = await t.as(
      'operador',
      justify(delay.id, { motivoCodigo: 'CLIMA', comentario: '<p> </p><script>alert(1)</script><img src=x onerror=alert(1)>' }),
    );
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ code: 'UNPROCESSABLE', field: 'body.comentario', message: 'Escreva o comentário da justificativa.' });
    const unknown = await t.as('operador', justify(delay.id, { motivoCodigo: 'TEMPESTADE_SOLAR', comentario: '<p>texto</p>' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ field: 'body.motivoCodigo', message: expect.stringContaining('Motivo de atraso desconhecido') });
    expect((await t.as('operador', { method: 'GET', url: `/api/transport-delay/${delay.id}` })).json().situacao).toBe('PENDENTE');
    expect((await t.as('operador', history(delay.id))).json()).toEqual([]);
  });

  // ~20 KB of nested <b> used to block every request ~10 s and end in a 500 (parser stack overflow).
  it('refuses text nested deeper than 32 levels before parsing it, after looking the delay up', async () => {
    const bomb = '<b>'.repeat(6_600);
    expect((await t.as('operador', justify(999_999, { motivoCodigo: 'CLIMA', comentario: bomb }))).statusCode).toBe(404);
    const delay = await delayIn('PENDENTE');
    // A scan that lowered the depth on every closing tag saw 1 level in the second and stored it; the
    // parser ignores a closing tag that closes nothing, so it nests 2,800 levels.
    for (const deep of [bomb, '<b></x>'.repeat(2_800)]) {
      const refused = await t.as('operador', justify(delay.id, { motivoCodigo: 'CLIMA', comentario: deep }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION',
        field: 'body.comentario',
        message: 'O campo body.comentario tem formatação aninhada demais: no máximo 32 níveis.',
      });
    }
    expect((await t.as('operador', history(delay.id))).json()).toEqual([]);
    const deepest = `${'<b>'.repeat(32)}fundo${'</b>'.repeat(32)}`;
    const accepted = await t.as('operador', justify(delay.id, { motivoCodigo: 'CLIMA', comentario: deepest }));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().comentario).toBe(deepest);
  });

  it('answers 409 in pt-BR for a step the situation does not allow', async () => {
    const closed = await delayIn('ENCERRADO');
    const rejustify = await t.as('operador', justify(closed.id, { motivoCodigo: 'CLIMA', comentario: '<p>de novo</p>' }));
    expect(rejustify.statusCode).toBe(409);
    expect(rejustify.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Somente atrasos pendentes podem ser justificados; este atraso está Encerrado.',
    });
    const pending = await delayIn('PENDENTE');
    const early = await t.as('admin', close(pending.id, { resultado: 'ACEITA' }));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Somente atrasos justificados podem ser encerrados; este atraso está Pendente.');
  });

  it('answers 404 for an unknown delay and 400 naming a bad decision', async () => {
    expect((await t.as('operador', justify(999_999, { motivoCodigo: 'CLIMA', comentario: '<p>x</p>' }))).statusCode).toBe(404);
    expect((await t.as('operador', history(999_999))).statusCode).toBe(404);
    const bad = await t.as('operador', close(1, { resultado: 'TALVEZ' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('body.resultado');
  });

  it('refuses every write to analista (403) and to anonymous callers (401), changing nothing', async () => {
    const pending = await delayIn('PENDENTE');
    const justifiedDelay = await delayIn('JUSTIFICADO');
    const before = await t.count('transport_delay_events');
    for (const request of [justify(pending.id, { motivoCodigo: 'CLIMA', comentario: '<p>x</p>' }), close(justifiedDelay.id, { resultado: 'ACEITA' })]) {
      const denied = await t.as('analista', request);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('Você não tem permissão para realizar esta operação.');
      expect((await t.as('semacesso', request)).statusCode).toBe(403);
      expect((await t.app.inject(request)).statusCode).toBe(401);
    }
    expect(await t.count('transport_delay_events')).toBe(before);
  });
});

describe('seeded history', () => {
  it('every justified or decided seeded delay has its history, and rejected ones are pending again', async () => {
    const rows = await t.database.db
      .selectFrom('transport_delays')
      .select(['id', 'situacao', 'resultado', 'justificado_em'])
      .where('justificado_por', '=', 'operador')
      .where('id', 'not in', [...taken])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows.slice(0, 30)) {
      const steps = (await t.as('operador', history(row.id))).json() as { acao: string }[];
      expect(steps[0]?.acao).toBe('JUSTIFICATIVA');
      if (row.resultado === 'REJEITADA') expect([row.situacao, steps[1]?.acao]).toEqual(['PENDENTE', 'REJEICAO']);
      if (row.resultado === 'ACEITA') expect([row.situacao, steps[1]?.acao]).toEqual(['ENCERRADO', 'ACEITE']);
    }
  });
});
