/**
 * Alerts of the bell: raised once per occurrence (also from two instances), seen by the holders of
 * their resource whose subscriptions match, read per user, counted from the database on every
 * request; raised by a rejected delay justification and a refused route spreadsheet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewAlert, raiseAlerts } from '../../../src/server/alerts/raise-alerts.ts';
import type { DemoUser } from '../../helpers/auth.ts';
import { multipartFile, routeWorkbook } from '../../helpers/route-workbook.ts';
import { type Instance, secondInstance } from '../support/second-instance.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let other: Instance;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 60 });
  other = await secondInstance(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

interface Alert {
  id: number;
  tipo: string;
  titulo: string;
  texto: string;
  link: string;
  regiaoCodigo: string | null;
  transportadora: string | null;
  lido: boolean;
}

let keys = 0;
/** An alert of its own key (tests share the database), of `recurso` transport-delay unless told. */
const alert = (overrides: Partial<NewAlert> = {}): NewAlert => ({
  tipo: 'ATRASO_PENDENTE',
  chave: `teste-${++keys}`,
  titulo: `Alerta ${keys}`,
  texto: 'Texto do alerta',
  link: '/administration/transport-delay/1',
  recurso: 'transport-delay',
  regiaoCodigo: null,
  transportadora: null,
  ...overrides,
});

const alertsOf = async (user: DemoUser): Promise<Alert[]> => (await t.as(user, { method: 'GET', url: '/api/alerts', query: { pageSize: '100' } })).json().items;
const unread = async (user: DemoUser, instance: Pick<Instance, 'as'> = t): Promise<number> =>
  (await instance.as(user, { method: 'GET', url: '/api/alerts/unread-count' })).json().total;
const subscribe = (user: DemoUser, payload: object) => t.as(user, { method: 'PUT', url: '/api/alerts/subscriptions', payload });
const readAll = (user: DemoUser) => t.as(user, { method: 'POST', url: '/api/alerts/read-all' });
/** Titles of `user`'s alerts among `raised` (other tests' alerts left out). */
const seen = async (user: DemoUser, raised: readonly NewAlert[]) => {
  const titles = new Set(raised.map((each) => each.titulo));
  return (await alertsOf(user)).filter((each) => titles.has(each.titulo)).map((each) => each.titulo);
};

describe('raising', () => {
  it('stores an occurrence once, raised twice at once and again from another instance', async () => {
    const once = alert();
    const before = await t.count('alerts');
    await Promise.all([raiseAlerts(t.database.db, [once]), raiseAlerts(t.database.db, [once, { ...once }])]);
    // In turn: two SQLite connections of one process would wait on each other's lock (busy_timeout blocks the thread).
    await raiseAlerts(t.reopen().db, [{ ...once, titulo: 'Outro título' }]);
    expect(await t.count('alerts')).toBe(before + 1);
    expect(await seen('operador', [once])).toEqual([once.titulo]);
  });
});

describe('visibility', () => {
  it('shows an alert only to the holders of its resource', async () => {
    const delay = alert();
    const routes = alert({ tipo: 'IMPORTACAO_ROTAS_FALHOU', recurso: 'upload-routes' });
    const vehicle = alert({ tipo: 'EM_RISCO', recurso: 'vehicle-details' });
    await raiseAlerts(t.database.db, [delay, routes, vehicle]);
    expect(await seen('operador', [delay, routes, vehicle])).toEqual([vehicle.titulo, routes.titulo, delay.titulo]);
    expect(await seen('analista', [delay, routes, vehicle])).toEqual([vehicle.titulo]);
    expect(await seen('semacesso', [delay, routes, vehicle])).toEqual([]);
    expect(await unread('semacesso')).toBe(0);
  });

  it('narrows to the subscribed regions, carriers and types; alerts without region or carrier always pass those', async () => {
    const north = alert({ regiaoCodigo: 'N', transportadora: 'CEG' });
    const south = alert({ regiaoCodigo: 'S', transportadora: 'CEG' });
    const northOtherCarrier = alert({ regiaoCodigo: 'N', transportadora: 'OUTRA' });
    const anywhere = alert({ tipo: 'IMPORTACAO_ROTAS_FALHOU', recurso: 'upload-routes' });
    const all = [north, south, northOtherCarrier, anywhere];
    await raiseAlerts(t.database.db, all);

    expect((await subscribe('admin', { regioes: [], transportadoras: [] })).statusCode).toBe(200);
    expect(await seen('admin', all)).toHaveLength(4);

    expect((await subscribe('admin', { regioes: ['N'], transportadoras: [] })).json()).toEqual({ regioes: ['N'], transportadoras: [], tipos: [] });
    expect(await seen('admin', all)).toEqual([anywhere, northOtherCarrier, north].map((each) => each.titulo));

    await subscribe('admin', { regioes: ['N'], transportadoras: ['CEG'] });
    expect(await seen('admin', all)).toEqual([anywhere, north].map((each) => each.titulo));

    await subscribe('admin', { regioes: [], transportadoras: [], tipos: ['ATRASO_PENDENTE'] });
    expect(await seen('admin', all)).toEqual([northOtherCarrier, south, north].map((each) => each.titulo));
    expect((await t.as('admin', { method: 'GET', url: '/api/alerts/subscriptions' })).json()).toEqual({
      regioes: [],
      transportadoras: [],
      tipos: ['ATRASO_PENDENTE'],
    });
    // Another user's subscriptions are their own.
    expect(await seen('operador', all)).toHaveLength(4);
    await subscribe('admin', { regioes: [], transportadoras: [] });
  });
});

describe('reads', () => {
  it('counts unread alerts per user, marks some or all read, and every instance counts the same', async () => {
    await readAll('operador');
    await readAll('admin');
    expect(await unread('operador')).toBe(0);
    const raised = [alert(), alert(), alert()];
    await raiseAlerts(t.database.db, raised);
    expect(await unread('operador')).toBe(3);
    expect(await unread('operador', other)).toBe(3);

    const [first] = (await alertsOf('operador')).filter((each) => each.titulo === raised[0]!.titulo);
    const read = await other.as('operador', { method: 'POST', url: '/api/alerts/read', payload: { ids: [first!.id] } });
    expect(read.json()).toEqual({ lidos: 1 });
    // Read again: nothing new; the first read's time stays.
    expect((await t.as('operador', { method: 'POST', url: '/api/alerts/read', payload: { ids: [first!.id] } })).json()).toEqual({ lidos: 0 });
    expect(await unread('operador')).toBe(2);
    expect((await alertsOf('operador')).find((each) => each.id === first!.id)).toMatchObject({ lido: true });
    // A read is the reader's: admin still has all three unread.
    expect(await unread('admin')).toBe(3);

    expect((await readAll('operador')).json()).toEqual({ lidos: 2 });
    expect(await unread('operador')).toBe(0);
    expect(await unread('operador', other)).toBe(0);
    expect(await unread('admin', other)).toBe(3);
  });

  it('ignores ids the user may not see', async () => {
    const hidden = alert({ recurso: 'upload-routes' });
    await raiseAlerts(t.database.db, [hidden]);
    const id = (await alertsOf('admin')).find((each) => each.titulo === hidden.titulo)!.id;
    expect((await t.as('analista', { method: 'POST', url: '/api/alerts/read', payload: { ids: [id] } })).json()).toEqual({ lidos: 0 });
  });

  it('pages newest first', async () => {
    const raised = [alert(), alert(), alert()];
    await raiseAlerts(t.database.db, raised);
    const page = (await t.as('operador', { method: 'GET', url: '/api/alerts', query: { page: '1', pageSize: '2' } })).json();
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.items.map((each: Alert) => each.titulo)).toEqual([raised[2]!.titulo, raised[1]!.titulo]);
    const second = (await t.as('operador', { method: 'GET', url: '/api/alerts', query: { page: '2', pageSize: '2' } })).json();
    expect(second.items[0].titulo).toBe(raised[0]!.titulo);
    expect(second.total).toBe(page.total);
  });
});

describe('sources', () => {
  it('a rejected justification alerts the users subscribed to the vehicle region, not those of another region', async () => {
    const justified = (
      await t.as('operador', {
        method: 'POST',
        url: '/api/transport-delay/list',
        payload: { page: 1, pageSize: 1, filters: { situacao: ['JUSTIFICADO'] }, sort: [{ field: 'id', direction: 'asc' }] },
      })
    ).json().items[0] as { id: number; chassi: string; transportadoraCodigo: string };
    const vehicle = await t.database.db.selectFrom('vehicles').select('regiao_codigo').where('chassi', '=', justified.chassi).executeTakeFirstOrThrow();
    const elsewhere = vehicle.regiao_codigo === 'N' ? 'S' : 'N';
    await subscribe('admin', { regioes: [vehicle.regiao_codigo], transportadoras: [justified.transportadoraCodigo] });
    await subscribe('operador', { regioes: [elsewhere], transportadoras: [] });
    const before = await t.count('alerts');

    const rejected = await t.as('operador', {
      method: 'POST',
      url: `/api/transport-delay/${justified.id}/close`,
      payload: { resultado: 'REJEITADA', observacao: 'Falta o comprovante do pedágio.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await t.count('alerts')).toBe(before + 1);

    const [raised] = (await alertsOf('admin')).filter((each) => each.link === `/administration/transport-delay/${justified.id}`);
    expect(raised).toMatchObject({
      tipo: 'ATRASO_PENDENTE',
      titulo: `Justificativa rejeitada: chassi ${justified.chassi}`,
      texto: 'Rejeitada por operador: "Falta o comprovante do pedágio.". O atraso voltou a Pendente e aguarda nova justificativa.',
      regiaoCodigo: vehicle.regiao_codigo,
      transportadora: justified.transportadoraCodigo,
      lido: false,
    });
    expect((await alertsOf('operador')).map((each) => each.id)).not.toContain(raised!.id);
    await subscribe('admin', { regioes: [], transportadoras: [] });
    await subscribe('operador', { regioes: [], transportadoras: [] });
  });

  it('a justification and its acceptance raise nothing', async () => {
    const pending = (
      await t.as('operador', {
        method: 'POST',
        url: '/api/transport-delay/list',
        payload: { page: 1, pageSize: 1, filters: { situacao: ['PENDENTE'] }, sort: [{ field: 'id', direction: 'desc' }] },
      })
    ).json().items[0] as { id: number };
    const before = await t.count('alerts');
    const justified = await t.as('operador', {
      method: 'POST',
      url: `/api/transport-delay/${pending.id}/justify`,
      payload: { motivoCodigo: 'CLIMA', comentario: '<p>Chuva forte na serra.</p>' },
    });
    expect(justified.statusCode).toBe(200);
    const accepted = await t.as('operador', { method: 'POST', url: `/api/transport-delay/${pending.id}/close`, payload: { resultado: 'ACEITA' } });
    expect(accepted.statusCode).toBe(200);
    expect(await t.count('alerts')).toBe(before);
  });

  it('a refused route spreadsheet alerts the upload-routes holders only, naming the file and its errors', async () => {
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/transportroute/import',
      ...multipartFile(
        routeWorkbook([
          ['XXX', 'SP', 'Destino A', 'CEG', 'RODOVIARIO', 3, 100],
          ['BET', 'ZZ', 'Destino B', 'CEG', 'RODOVIARIO', 0, 100],
        ]),
        'rotas-recusadas.xlsx',
      ),
    });
    expect(response.statusCode).toBe(422);
    const titulo = 'Importação de rotas recusada: rotas-recusadas.xlsx';
    for (const holder of ['admin', 'operador'] as const) {
      expect((await alertsOf(holder)).find((each) => each.titulo === titulo)).toMatchObject({
        tipo: 'IMPORTACAO_ROTAS_FALHOU',
        texto: '3 erro(s) em 2 linha(s); nada foi importado. Enviada por admin.',
        link: '/settings/upload-file',
        regiaoCodigo: null,
        transportadora: null,
        lido: false,
      });
    }
    expect((await alertsOf('analista')).map((each) => each.titulo)).not.toContain(titulo);
  });
});

describe('subscriptions', () => {
  it('refuses unknown region and carrier codes naming the field, in pt-BR, and keeps the previous choice', async () => {
    await subscribe('operador', { regioes: ['N'], transportadoras: [] });
    const region = await subscribe('operador', { regioes: ['N', 'XX'], transportadoras: [] });
    expect(region.statusCode).toBe(400);
    expect(region.json()).toMatchObject({ code: 'VALIDATION', field: 'body.regioes', message: 'Região não cadastrada: "XX" (body.regioes).' });
    const carriers = await subscribe('operador', { regioes: [], transportadoras: ['NAO1', 'NAO2'] });
    expect(carriers.statusCode).toBe(400);
    expect(carriers.json()).toMatchObject({
      field: 'body.transportadoras',
      message: 'Transportadoras não cadastradas: "NAO1", "NAO2" (body.transportadoras).',
    });
    const type = await subscribe('operador', { regioes: [], transportadoras: [], tipos: ['OUTRO'] });
    expect(type.statusCode).toBe(400);
    expect(type.json().field).toBe('body.tipos.0');
    expect((await t.as('operador', { method: 'GET', url: '/api/alerts/subscriptions' })).json()).toEqual({ regioes: ['N'], transportadoras: [], tipos: [] });
    await subscribe('operador', { regioes: [], transportadoras: [] });
  });

  it('answers only signed-in users', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/alerts/unread-count' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/alerts/subscriptions', payload: { regioes: [], transportadoras: [] } })).statusCode).toBe(401);
  });
});
