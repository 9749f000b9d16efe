/**
 * Dashboard "Falhas de Integração" — domain.md "Integration failure rate": messages rejected ÷
 * messages received, per interface and day, with the worst offenders (interfaces ranked by rate,
 * and the most frequent rejection causes). Messages about chassis under Expurgo are left out.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { errorResponses } from '../common-schemas.ts';
import { type DashboardFilter, type DashboardQuery, dashboardQuerySchema, periodSchema, resolveFilter, share } from './dashboard-filter.ts';
import { countAll, countWhen, excludedVehicleIds, latestDay } from './kpi-sql.ts';
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

function eventsOfPeriod(app: FastifyInstance, filter: DashboardFilter) {
  let query = app.db
    .selectFrom('integration_events as e')
    .where('e.recebido_em', '>=', filter.from)
    .where('e.recebido_em', '<', filter.toExclusive)
    .where((eb) => eb.or([eb('e.vehicle_id', 'is', null), eb('e.vehicle_id', 'not in', excludedVehicleIds(app.db))]));
  if (filter.regiao !== undefined) {
    // A message tied to no vehicle belongs to no region.
    query = query.innerJoin('vehicles as v', 'v.id', 'e.vehicle_id').where('v.regiao_codigo', '=', filter.regiao);
  }
  return query;
}

async function failureData(app: FastifyInstance, filter: DashboardFilter) {
  const dia = sql<string>`substr(e.recebido_em, 1, 10)`;
  const [rows, causes] = await Promise.all([
    eventsOfPeriod(app, filter)
      .select(['e.interface', dia.as('dia'), countAll().as('recebidas'), countWhen(sql`e.sucesso = 0`).as('falhas')])
      .groupBy(['e.interface', sql.ref('dia')])
      .execute(),
    eventsOfPeriod(app, filter)
      .select(['e.interface', sql<string>`coalesce(e.mensagem, '')`.as('mensagem'), countAll().as('falhas')])
      .where('e.sucesso', '=', 0)
      .groupBy(['e.interface', 'e.mensagem'])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('e.interface')
      .limit(TOP_CAUSES)
      .execute(),
  ]);
  return {
    rows: rows.map((r) => ({ interface: r.interface, dia: r.dia, whole: Number(r.recebidas), part: Number(r.falhas) })),
    causes: causes.map((c) => ({ interface: c.interface, mensagem: c.mensagem || 'Sem mensagem', falhas: Number(c.falhas) })),
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
