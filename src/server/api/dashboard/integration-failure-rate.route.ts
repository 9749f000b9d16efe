/**
 * Dashboard "Falhas de Integração" — domain.md "Integration failure rate": messages rejected ÷
 * messages received, per interface and day, with the worst offenders (interfaces ranked by rate,
 * and the most frequent rejection causes). Messages about chassis under Expurgo are left out.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { foldIntegrationEvents } from '../../db/integration-rollup.ts';
import { errorResponses } from '../common-schemas.ts';
import { type DashboardFilter, type DashboardQuery, dashboardQuerySchema, periodSchema, resolveFilter, share } from './dashboard-filter.ts';
import { countAll, excludedVehicleIds, latestDay } from './kpi-sql.ts';
import { rateBy, rateTotal } from './rate-rollup.ts';

const TOP_CAUSES = 10;

const counts = { recebidas: { type: 'integer' }, falhas: { type: 'integer' }, taxa: { type: ['number', 'null'], description: 'Falhas ÷ recebidas (0 a 1).' } } as const;
const group = (keys: Record<string, object>) => ({
  type: 'object',
  additionalProperties: false,
  required: [...Object.keys(keys), 'recebidas', 'falhas', 'taxa'],
  properties: { ...keys, ...counts },
});
const day = { type: 'string', format: 'date' } as const;
const text = { type: 'string' } as const;

const responseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['periodo', 'total', 'porDia', 'porInterface', 'porInterfaceDia', 'principaisCausas'],
  properties: {
    periodo: periodSchema,
    total: group({}),
    porDia: { type: 'array', items: group({ dia: day }) },
    porInterface: { type: 'array', description: 'Da pior para a melhor taxa.', items: group({ interface: text }) },
    porInterfaceDia: { type: 'array', items: group({ dia: day, interface: text }) },
    principaisCausas: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['interface', 'mensagem', 'falhas'],
        properties: { interface: text, mensagem: text, falhas: { type: 'integer' } },
      },
    },
  },
} as const;

interface Tally { interface: string; dia: string; sucesso: number; mensagem: string; n: number }

/**
 * The period's messages from the daily roll-up (db/integration-rollup.ts), less those about chassis
 * under Expurgo: an exclusion can start or end at any time, so those few are counted from the
 * messages themselves (by vehicle) and taken out. A message tied to no vehicle is never excluded
 * and belongs to no region.
 */
async function periodTallies(app: FastifyInstance, filter: DashboardFilter): Promise<{ counted: Tally[]; excluded: Tally[] }> {
  const { db } = app;
  const mark = await foldIntegrationEvents(db);
  let days = db.selectFrom('integration_event_days as d').where('d.dia', '>=', filter.from).where('d.dia', '<', filter.toExclusive);
  let excluded = db
    .selectFrom('integration_events as e')
    .where('e.vehicle_id', 'in', excludedVehicleIds(db))
    .where('e.id', '<=', mark)
    .where('e.recebido_em', '>=', filter.from)
    .where('e.recebido_em', '<', filter.toExclusive);
  if (filter.regiao !== undefined) {
    days = days.where('d.regiao_codigo', '=', filter.regiao);
    excluded = excluded.where('e.regiao_codigo', '=', filter.regiao);
  }
  const [counted, out] = await Promise.all([
    days.select(['d.interface', 'd.dia', 'd.sucesso', 'd.mensagem', 'd.mensagens as n']).execute(),
    excluded
      .select(['e.interface', sql<string>`substr(e.recebido_em, 1, 10)`.as('dia'), 'e.sucesso', sql<string>`coalesce(e.mensagem, '')`.as('mensagem'), countAll().as('n')])
      .groupBy(['e.interface', sql.ref('dia'), 'e.sucesso', sql.ref('mensagem')])
      .execute(),
  ]);
  return { counted, excluded: out };
}

async function failureData(app: FastifyInstance, filter: DashboardFilter) {
  const { counted, excluded } = await periodTallies(app, filter);
  const byDay = new Map<string, { interface: string; dia: string; whole: number; part: number }>();
  const byCause = new Map<string, { interface: string; mensagem: string; falhas: number }>();
  const add = (tally: Tally, sign: 1 | -1) => {
    const n = sign * Number(tally.n);
    const dayKey = `${tally.interface}|${tally.dia}`;
    const day = byDay.get(dayKey) ?? byDay.set(dayKey, { interface: tally.interface, dia: tally.dia, whole: 0, part: 0 }).get(dayKey)!;
    day.whole += n;
    if (Number(tally.sucesso) !== 0) return;
    day.part += n;
    const causeKey = `${tally.interface}|${tally.mensagem}`;
    const cause = byCause.get(causeKey) ?? byCause.set(causeKey, { interface: tally.interface, mensagem: tally.mensagem, falhas: 0 }).get(causeKey)!;
    cause.falhas += n;
  };
  for (const tally of counted) add(tally, 1);
  for (const tally of excluded) add(tally, -1);
  return {
    rows: [...byDay.values()].filter((r) => r.whole > 0),
    causes: [...byCause.values()]
      .filter((c) => c.falhas > 0)
      .sort((a, b) => b.falhas - a.falhas || a.interface.localeCompare(b.interface))
      .slice(0, TOP_CAUSES)
      .map((c) => ({ ...c, mensagem: c.mensagem || 'Sem mensagem' })),
  };
}

const asCounts = (g: { whole: number; part: number; rate: number | null }) => ({ recebidas: g.whole, falhas: g.part, taxa: g.rate });
const worstFirst = (a: { rate: number | null; part: number }, b: { rate: number | null; part: number }) => (b.rate ?? -1) - (a.rate ?? -1) || b.part - a.part;

export async function integrationFailureRateRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: DashboardQuery }>(
    '/dashboard/integration-failure-rate',
    {
      schema: {
        summary: 'Taxa de falhas de integração: por interface e dia, com os piores ofensores',
        tags: ['dashboard'],
        querystring: dashboardQuerySchema,
        response: { 200: responseSchema, ...errorResponses },
      },
      config: { permission: { resource: 'dashboard-integration-failure-rate', scope: 'view' } },
    },
    async (request) => {
      const filter = await resolveFilter(request.query, () => latestDay(app.db, 'integration_events', 'recebido_em'));
      const { rows, causes } = await failureData(app, filter);
      return {
        periodo: { dataInicio: filter.dataInicio, dataFim: filter.dataFim },
        total: asCounts(rateTotal(rows)),
        porDia: rateBy(rows, (r) => r.dia).sort((a, b) => a.key.localeCompare(b.key)).map((g) => ({ dia: g.key, ...asCounts(g) })),
        porInterface: rateBy(rows, (r) => r.interface).sort(worstFirst).map((g) => ({ interface: g.key, ...asCounts(g) })),
        porInterfaceDia: rows
          .map((r) => ({ dia: r.dia, interface: r.interface, ...asCounts({ ...r, rate: share(r.part, r.whole) }) }))
          .sort((a, b) => b.dia.localeCompare(a.dia) || a.interface.localeCompare(b.interface)),
        principaisCausas: causes,
      };
    },
  );
}
