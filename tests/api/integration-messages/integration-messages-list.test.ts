/**
 * Mensagens de integração: every filter of the list against counts made here from the raw rows,
 * the dashboard's rejected figure reached by the drill-down filters, the export read back, and the
 * contract in the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { readExport } from '../export/xlsx-file.ts';

let t: TestApp;

/** A message as stored, with its vehicle's chassis and whether the vehicle is under Expurgo. */
interface RawMessage {
  id: number;
  interface: string;
  recebido_em: string;
  sucesso: number;
  mensagem: string | null;
  regiao_codigo: string | null;
  tratado_em: string | null;
  chassi: string | null;
  emExpurgo: boolean;
}

let raw: RawMessage[] = [];
/** A chassis under Expurgo, whose messages the dashboard leaves out. */
let excludedVehicle: { id: number; chassi: string; regiao: string };

const PERIODS = [
  { dataInicio: '2025-04-01', dataFim: '2025-04-30' },
  { dataInicio: '2025-05-01', dataFim: '2025-05-26' },
];
const REGIONS = ['SE', 'NE'];

async function readRaw(): Promise<RawMessage[]> {
  const db = t.database.db;
  const [rows, excluded] = await Promise.all([
    db
      .selectFrom('integration_events as e')
      .leftJoin('vehicles as v', 'v.id', 'e.vehicle_id')
      .select(['e.id', 'e.interface', 'e.recebido_em', 'e.sucesso', 'e.mensagem', 'e.regiao_codigo', 'e.tratado_em', 'e.vehicle_id', 'v.chassi'])
      .execute(),
    db.selectFrom('kpi_exclusions').select('vehicle_id').where('ativo', '=', 1).execute(),
  ]);
  const underExpurgo = new Set(excluded.map((row) => row.vehicle_id));
  return rows.map(({ vehicle_id, ...row }) => ({ ...row, emExpurgo: vehicle_id !== null && underExpurgo.has(vehicle_id) }));
}

/** Ends of a UTC day, as `recebido_em` holds instants. */
const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const dayEnd = (day: string) => `${day}T23:59:59.999Z`;
const shift = (day: string, days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ vehicles: 300 });
  const db = t.database.db;
  const excluded = await db
    .selectFrom('kpi_exclusions as k')
    .innerJoin('vehicles as v', 'v.id', 'k.vehicle_id')
    .select(['v.id', 'v.chassi', 'v.regiao_codigo'])
    .where('k.ativo', '=', 1)
    .orderBy('v.id')
    .executeTakeFirstOrThrow();
  excludedVehicle = { id: excluded.id, chassi: excluded.chassi, regiao: excluded.regiao_codigo };
  const counted = await db
    .selectFrom('vehicles')
    .select(['id', 'regiao_codigo'])
    .where('id', 'not in', db.selectFrom('kpi_exclusions').select('vehicle_id'))
    .where('regiao_codigo', 'in', REGIONS)
    .orderBy('id')
    .execute();
  // The 300 seeded vehicles send a few rejections over two years: each period gets, per region, rejections
  // on its first and last instants and just outside it, an accepted message, and rejections the dashboard
  // must leave out (a chassis under Expurgo) or keep (a message tied to no vehicle).
  const message = (at: string, vehicle: { id: number; regiao_codigo: string } | null, sucesso = 0) => ({
    interface: sucesso ? 'SAP-PEDIDOS' : 'TMS-EMBARQUE',
    vehicle_id: vehicle?.id ?? null,
    recebido_em: at,
    sucesso,
    mensagem: sucesso ? null : 'Tempo limite excedido na comunicação',
    regiao_codigo: vehicle?.regiao_codigo ?? null,
  });
  const expurgo = { id: excluded.id, regiao_codigo: excluded.regiao_codigo };
  await db
    .insertInto('integration_events')
    .values(
      PERIODS.flatMap((p) => [
        ...REGIONS.flatMap((regiao) => {
          const vehicle = counted.find((v) => v.regiao_codigo === regiao)!;
          return [
            message(dayStart(p.dataInicio), vehicle),
            message(dayEnd(p.dataFim), vehicle),
            message(dayEnd(shift(p.dataInicio, -1)), vehicle),
            message(dayStart(shift(p.dataFim, 1)), vehicle),
            message(dayStart(p.dataFim), vehicle, 1),
          ];
        }),
        message(dayStart(p.dataInicio), expurgo),
        message(dayEnd(p.dataFim), null),
      ]),
    )
    .execute();
  raw = await readRaw();
});
afterAll(() => t.close());

interface Item {
  id: number;
  recebidoEm: string;
  interface: string;
  chassi: string | null;
  resultado: string;
  mensagem: string | null;
  regiao: string | null;
  tratamento: string | null;
}

const list = async (filters: object, user: 'admin' | 'analista' = 'analista', extra: object = {}) => {
  const response = await t.as(user, { method: 'POST', url: '/api/integration-messages/list', payload: { page: 1, pageSize: 500, filters, ...extra } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { total: number; items: Item[] };
};

const idsOf = (messages: readonly { id: number }[]) => messages.map((m) => m.id).sort((a, b) => a - b);

/** The list answers exactly the raw messages `keep` picks. */
async function expectFilter(filters: object, keep: (m: RawMessage) => boolean) {
  const expected = raw.filter(keep);
  expect(expected.length, `the seed has messages for ${JSON.stringify(filters)}`).toBeGreaterThan(0);
  expect(expected.length, `and not every message for ${JSON.stringify(filters)}`).toBeLessThan(raw.length);
  const { total, items } = await list(filters);
  expect(total).toBe(expected.length);
  expect(idsOf(items)).toEqual(idsOf(expected));
}

const day = (m: RawMessage) => m.recebido_em.slice(0, 10);

describe('POST /api/integration-messages/list', () => {
  it('lists every message newest first, rejected ones with their error text and open', async () => {
    const { total, items } = await list({});
    expect(total).toBe(raw.length);
    const newest = [...raw].sort((a, b) => b.recebido_em.localeCompare(a.recebido_em) || b.id - a.id).slice(0, 500);
    expect(items.map((i) => i.id)).toEqual(newest.map((m) => m.id));
    const rejected = items.find((i) => i.resultado === 'REJEITADA')!;
    const stored = raw.find((m) => m.id === rejected.id)!;
    expect(rejected).toMatchObject({ chassi: stored.chassi, mensagem: stored.mensagem, regiao: stored.regiao_codigo, tratamento: 'ABERTA' });
    expect(items.find((i) => i.resultado === 'ACEITA')).toMatchObject({ tratamento: null, mensagem: null });
    const noVehicle = items.find((i) => i.regiao === null)!;
    expect(noVehicle).toMatchObject({ chassi: null, resultado: 'REJEITADA' });
  });

  it('filters by each field as the raw rows say', async () => {
    const may = { from: '2025-05-01', to: '2025-05-15' };
    await expectFilter({ recebidoEm: may }, (m) => day(m) >= may.from && day(m) <= may.to);
    await expectFilter({ interface: ['TMS-EMBARQUE', 'DMS-RECEBIMENTO'] }, (m) => ['TMS-EMBARQUE', 'DMS-RECEBIMENTO'].includes(m.interface));
    await expectFilter({ resultado: ['REJEITADA'] }, (m) => m.sucesso === 0);
    await expectFilter({ resultado: ['ACEITA'] }, (m) => m.sucesso === 1);
    await expectFilter({ tratamento: ['ABERTA'] }, (m) => m.sucesso === 0 && m.tratado_em === null);
    await expectFilter({ mensagem: 'LIMITE' }, (m) => m.sucesso === 0 && (m.mensagem ?? '').toLowerCase().includes('limite'));
    const suffix = excludedVehicle.chassi.slice(-8);
    await expectFilter({ chassi: suffix }, (m) => (m.chassi ?? '').endsWith(suffix));
    await expectFilter({ chassi: excludedVehicle.chassi.toLowerCase() }, (m) => m.chassi === excludedVehicle.chassi);
    await expectFilter({ regiao: ['NE', 'S'] }, (m) => m.regiao_codigo === 'NE' || m.regiao_codigo === 'S');
    await expectFilter({ expurgo: true }, (m) => m.emExpurgo);
    await expectFilter({ expurgo: false }, (m) => !m.emExpurgo);
  });

  it('combines filters', async () => {
    await expectFilter(
      { recebidoEm: { from: '2025-04-01' }, resultado: ['REJEITADA'], regiao: ['SE', 'NE'], expurgo: false },
      (m) => day(m) >= '2025-04-01' && m.sucesso === 0 && ['SE', 'NE'].includes(m.regiao_codigo ?? '') && !m.emExpurgo,
    );
  });

  it('counts, for the drill-down filters, the rejections the dashboard counts: two periods, two regions and all regions', async () => {
    for (const period of PERIODS) {
      for (const regiao of [...REGIONS, undefined]) {
        const query = { ...period, ...(regiao ? { regiao } : {}) };
        const dashboard = await t.as('analista', { method: 'GET', url: '/api/dashboard/integration-failure-rate', query });
        expect(dashboard.statusCode, dashboard.body).toBe(200);
        const { falhas } = dashboard.json().total as { falhas: number };
        const filters = {
          recebidoEm: { from: period.dataInicio, to: period.dataFim },
          ...(regiao ? { regiao: [regiao] } : {}),
          expurgo: false,
          resultado: ['REJEITADA'],
        };
        const where = JSON.stringify(query);
        expect(falhas, `rejections in ${where}`).toBeGreaterThan(0);
        expect((await list(filters)).total, where).toBe(falhas);
        // The Expurgo rejection of the period is what expurgo=false leaves out.
        const { expurgo: _, ...withExpurgo } = filters;
        if (regiao === undefined || regiao === excludedVehicle.regiao) expect((await list(withExpurgo)).total, where).toBe(falhas + 1);
      }
    }
  });

  it('refuses a bad filter naming it, and users without the list', async () => {
    const bad = await t.as('analista', {
      method: 'POST',
      url: '/api/integration-messages/list',
      payload: { page: 1, pageSize: 10, filters: { resultado: ['FALHOU'] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toContain('filters.resultado');
    const range = await t.as('analista', {
      method: 'POST',
      url: '/api/integration-messages/list',
      payload: { page: 1, pageSize: 10, filters: { recebidoEm: { from: '01/05/2025' } } },
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().field).toContain('filters.recebidoEm');
    const denied = await t.as('semacesso', { method: 'POST', url: '/api/integration-messages/list', payload: { page: 1, pageSize: 10 } });
    expect(denied.statusCode).toBe(403);
  });

  it('offers the interfaces that sent messages as a lookup', async () => {
    const response = await t.as('analista', { method: 'GET', url: '/api/integration-messages/listInterfaces' });
    expect(response.statusCode).toBe(200);
    const interfaces = [...new Set(raw.map((m) => m.interface))].sort();
    expect(response.json()).toEqual(interfaces.map((name) => ({ codigo: name, nome: name })));
  });
});

describe('POST /api/integration-messages/report', () => {
  it('exports the same rows as the list for a filter, in its order, with the labels of the screen', async () => {
    const filters = { resultado: ['REJEITADA'], recebidoEm: { from: '2025-04-01', to: '2025-05-26' } };
    const { total, items } = await list(filters);
    expect(total).toBeGreaterThan(1);
    const response = await t.as('analista', {
      method: 'POST',
      url: '/api/integration-messages/report',
      payload: { filters, clientTimeZone: 'UTC' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(total));
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="mensagens-integracao-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const file = readExport(response.rawPayload);
    expect(file.rows[0]).toEqual([
      'Recebida em',
      'Interface',
      'Chassi',
      'Resultado',
      'Mensagem',
      'Região',
      'Tratamento',
      'Tratada por',
      'Tratada em',
      'Motivo do tratamento',
    ]);
    expect(file.records).toHaveLength(total);
    items.forEach((item, i) => {
      const row = file.records[i]!;
      expect(row['Interface']).toBe(item.interface);
      expect(row['Chassi'] ?? null).toBe(item.chassi);
      expect(row['Resultado']).toBe('Rejeitada');
      expect(row['Mensagem']).toBe(item.mensagem);
      expect(row['Região'] ?? null).toBe(item.regiao);
      expect(row['Tratamento']).toBe('Em aberto');
      // A real date-time, in the time zone asked for (UTC here): the day serial of the instant, to the second.
      const serial = file.cell('Recebida em', i)?.v as number;
      expect(Math.round((serial - 25_569) * 86_400)).toBe(Math.floor(Date.parse(item.recebidoEm) / 1000));
    });
    expect((await t.as('semacesso', { method: 'POST', url: '/api/integration-messages/report', payload: {} })).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the list, its filters, the export, the handling and the dashboard split', async () => {
    const document = (await t.as('analista', { method: 'GET', url: '/api/openapi.json' })).json();
    const paths = document.paths as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: any }> } }>>;
    for (const [path, method] of [
      ['/api/integration-messages/list', 'post'],
      ['/api/integration-messages/report', 'post'],
      ['/api/integration-messages/{id}/handle', 'post'],
      ['/api/integration-messages/handle', 'post'],
      ['/api/integration-messages/listInterfaces', 'get'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const filters = paths['/api/integration-messages/list']!.post!.requestBody!.content['application/json']!.schema.properties.filters.properties;
    expect(Object.keys(filters)).toEqual(
      expect.arrayContaining(['recebidoEm', 'interface', 'resultado', 'tratamento', 'mensagem', 'chassi', 'regiao', 'expurgo']),
    );
    const handle = paths['/api/integration-messages/{id}/handle']!.post!.requestBody!.content['application/json']!.schema;
    expect(handle.required).toEqual(['motivo']);
    expect(JSON.stringify(paths['/api/dashboard/integration-failure-rate'])).toContain('"tratadas"');
  });
});
