import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 20 });
});
afterAll(async () => t.close());

interface Topic {
  id: string;
  titulo: string;
  recurso: string;
  conteudo: string;
  atualizadoPor: string | null;
}

const list = (body: object = { page: 1, pageSize: 100 }) => ({ method: 'POST' as const, url: '/api/help/topics/list', payload: body });
const put = (id: string, payload: object) => ({ method: 'PUT' as const, url: `/api/help/topics/${id}`, payload });

describe('POST /api/help/topics/list', () => {
  it('gives each user the help of the screens he may open, in menu order', async () => {
    const admin = (await t.as('admin', list())).json().items as Topic[];
    expect(admin.map((topic) => topic.id)).toEqual(expect.arrayContaining(['consulta-veiculos', 'justificativas-atraso', 'planilha-rotas', 'ajuda']));
    expect(admin[0]!.id).toBe('consulta-veiculos');
    const analista = (await t.as('analista', list())).json().items as Topic[];
    expect(analista.map((topic) => topic.id)).toContain('consulta-veiculos');
    expect(analista.map((topic) => topic.id)).not.toContain('justificativas-atraso');
    expect(analista.length).toBeLessThan(admin.length);
  });

  it('searches words in title and text, case-insensitively', async () => {
    const response = await t.as('admin', list({ page: 1, pageSize: 100, filters: { busca: 'EXPORTAR xlsx' } }));
    const ids = (response.json().items as Topic[]).map((topic) => topic.id);
    expect(ids).toContain('consulta-veiculos');
    expect(ids).not.toContain('perfil');
    expect((await t.as('admin', list({ page: 1, pageSize: 100, filters: { busca: '100%_' } }))).json().total).toBe(0);
  });

  it('refuses users without users-help and anonymous callers', async () => {
    expect((await t.as('semacesso', list())).statusCode).toBe(403);
    expect((await t.app.inject(list())).statusCode).toBe(401);
  });
});

describe('GET and PUT /api/help/topics/:id', () => {
  it('admin rewrites a topic: stored sanitized, stamped, audited; analista reads the new text', async () => {
    const hostile =
      '<h3>Pesquisa</h3><p>Use o <strong>chassi</strong>.<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>';
    const response = await t.as('admin', put('consulta-veiculos', { conteudo: hostile }));
    expect(response.statusCode).toBe(200);
    const saved = response.json() as Topic;
    expect(saved.atualizadoPor).toBe('admin');
    expect(saved.conteudo).toContain('<h3>Pesquisa</h3><p>Use o <strong>chassi</strong>.');
    expect(saved.conteudo).not.toMatch(/<img|<script|onerror|javascript:/i);
    const read = await t.as('analista', { method: 'GET', url: '/api/help/topics/consulta-veiculos' });
    expect(read.json().conteudo).toBe(saved.conteudo);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['acao', 'usuario'])
      .where('recurso', '=', 'users-help')
      .where('registro', '=', 'consulta-veiculos')
      .execute();
    expect(audit).toEqual([{ acao: 'editar-topico', usuario: 'admin' }]);
  });

  it('refuses a text that is blank once sanitized (422) and an unknown topic (404)', async () => {
    const blank = await t.as('admin', put('perfil', { conteudo: '<p><script>alert(1)</script></p>' }));
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ field: 'body.conteudo', message: 'Escreva o texto de ajuda do tópico.' });
    expect((await t.as('admin', put('nao-existe', { conteudo: '<p>x</p>' }))).statusCode).toBe(404);
  });

  // A 48 KB help text of nested tags used to block every request for minutes.
  it('refuses a text nested deeper than 32 levels (400) without parsing it, after looking the topic up', async () => {
    const bomb = '<i>'.repeat(16_000);
    expect((await t.as('admin', put('nao-existe', { conteudo: bomb }))).statusCode).toBe(404);
    // Closing tags that close nothing do not lower the nesting: the parser ignores them.
    for (const deep of [bomb, '<b></x>'.repeat(7_000)]) {
      const refused = await t.as('admin', put('perfil', { conteudo: deep }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION', field: 'body.conteudo', message: expect.stringContaining('aninhada demais') });
    }
  });

  it('hides topics of screens the user may not open', async () => {
    expect((await t.as('analista', { method: 'GET', url: '/api/help/topics/justificativas-atraso' })).statusCode).toBe(404);
  });

  it('refuses writes without users-help manage (analista, operador) and anonymous ones, changing nothing', async () => {
    const before = (await t.as('admin', { method: 'GET', url: '/api/help/topics/perfil' })).json().conteudo;
    for (const user of ['analista', 'operador', 'semacesso'] as const) {
      const denied = await t.as(user, put('perfil', { conteudo: '<p>vandalismo</p>' }));
      expect(denied.statusCode).toBe(403);
    }
    expect((await t.app.inject(put('perfil', { conteudo: '<p>anônimo</p>' }))).statusCode).toBe(401);
    expect((await t.as('admin', { method: 'GET', url: '/api/help/topics/perfil' })).json().conteudo).toBe(before);
  });
});
