/**
 * Dashboard "Falhas de Integração" — docs/architecture.md "Integration failure rate": messages rejected ÷
 * messages received, per interface and day, with the worst offenders (interfaces ranked by rate,
 * and the most frequent rejection causes), and the rejections still open and already handled.
 * Messages about chassis under Expurgo are left out.
 */
import { type Kysely, sql } from 'kysely';
import type { ApiInstance, ApiPlugin } from '../../api-plugin.ts';
import type { Database } from '../../db/schema.ts';
import { keysOf } from '../common-schemas.ts';
import { type DashboardFilter, dashboardQuerySchema, periodSchema, resolveFilter, share } from './dashboard-filter.ts';
import { handledRejections } from './handled-rejections.query.ts';
import { countAll, excludedVehicleIds, inSnapshot, latestDay } from './kpi-sql.ts';
import { netCounts } from './net-counts.ts';
import { rateBy, rateTotal } from './rate-rollup.ts';

const TOP_CAUSES = 10;

const counts = {
  recebidas: { type: 'integer' },
  falhas: { type: 'integer' },
  taxa: { type: ['number', 'null'], description: 'Falhas ÷ recebidas (0 a 1).' },
} as const;
const group = <const Keys extends Record<string, object>>(keys: Keys) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [...keysOf(keys), 'recebidas', 'falhas', 'taxa'],
    properties: { ...keys, ...counts },
  }) as const;
const day = { type: 'string', format: 'date' } as const;
const text = { type: 'string' } as const;

const totalCounts = group({});

const responseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['periodo', 'total', 'porDia', 'porInterface', 'porInterfaceDia', 'principaisCausas'],
  properties: {
    periodo: periodSchema,
    total: {
      ...totalCounts,
      required: [...totalCounts.required, 'abertas', 'tratadas'],
      properties: {
        ...totalCounts.properties,
        abertas: { type: 'integer', description: 'Rejeitadas ainda em aberto (falhas − tratadas).' },
        tratadas: { type: 'integer', description: 'Rejeitadas marcadas como tratadas (Mensagens de integração).' },
      },
    },
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

interface DayCount {
  dia: string;
  interface: string;
  whole: number;
  part: number;
}
interface CauseCount {
  interface: string;
  mensagem: string;
  falhas: number;
}

/**
 * The period's messages per day and interface, and failures per interface and text, from the daily
 * roll-up (db/rollups/integration-event-days.ts), less those about chassis under Expurgo, counted
 * from the messages themselves (by vehicle; few). A message tied to no vehicle is never excluded
 * and belongs to no region.
 */
async function periodCounts(db: Kysely<Database>, filter: DashboardFilter): Promise<{ days: DayCount[]; causes: CauseCount[] }> {
  let rolled = db.selectFrom('integration_event_days as d').where('d.dia', '>=', filter.from).where('d.dia', '<', filter.toExclusive);
  let excluded = db
    .selectFrom('integration_events as e')
    .where('e.vehicle_id', 'in', excludedVehicleIds(db))
    .where('e.recebido_em', '>=', filter.from)
    .where('e.recebido_em', '<', filter.toExclusive);
  if (filter.regiao !== undefined) {
    rolled = rolled.where('d.regiao_codigo', '=', filter.regiao);
    excluded = excluded.where('e.regiao_codigo', '=', filter.regiao);
  }
  const dia = sql<string>`substr(e.recebido_em, 1, 10)`;
  const mensagem = sql<string>`coalesce(e.mensagem, '')`;
  const [days, excludedDays, causes, excludedCauses] = await Promise.all([
    rolled
      .select([
        'd.dia',
        'd.interface',
        sql<number>`sum(d.mensagens)`.as('whole'),
        sql<number>`sum(case when d.sucesso = 0 then d.mensagens else 0 end)`.as('part'),
      ])
      .groupBy(['d.dia', 'd.interface'])
      .execute(),
    excluded
      .select([dia.as('dia'), 'e.interface', sql<number>`-${countAll()}`.as('whole'), sql<number>`-sum(case when e.sucesso = 0 then 1 else 0 end)`.as('part')])
      .groupBy([sql.ref('dia'), 'e.interface'])
      .execute(),
    rolled
      .where('d.sucesso', '=', 0)
      .select(['d.interface', 'd.mensagem', sql<number>`sum(d.mensagens)`.as('falhas')])
      .groupBy(['d.interface', 'd.mensagem'])
      .execute(),
    excluded
      .where('e.sucesso', '=', 0)
      .select(['e.interface', mensagem.as('mensagem'), sql<number>`-${countAll()}`.as('falhas')])
      .groupBy(['e.interface', sql.ref('mensagem')])
      .execute(),
  ]);
  return {
    days: netCounts(
      [...days, ...excludedDays].map((r) => ({ ...r, whole: Number(r.whole), part: Number(r.part) })),
      (r) => `${r.dia}|${r.interface}`,
      ['whole', 'part'],
      'whole',
    ),
    causes: netCounts(
      [...causes, ...excludedCauses].map((r) => ({ ...r, falhas: Number(r.falhas) })),
      (r) => `${r.interface}|${r.mensagem}`,
      ['falhas'],
      'falhas',
    ),
  };
}

async function failureData(app: ApiInstance, filter: DashboardFilter) {
  const { days, causes, handled } = await inSnapshot(app.db, async (trx) => ({
    ...(await periodCounts(trx, filter)),
    handled: await handledRejections(trx, filter),
  }));
  return {
    rows: days,
    handled,
    causes: causes
      .sort((a, b) => b.falhas - a.falhas || a.interface.localeCompare(b.interface))
      .slice(0, TOP_CAUSES)
      .map((c) => ({ ...c, mensagem: c.mensagem || 'Sem mensagem' })),
  };
}

const asCounts = (g: { whole: number; part: number; rate: number | null }) => ({ recebidas: g.whole, falhas: g.part, taxa: g.rate });
const worstFirst = (a: { rate: number | null; part: number }, b: { rate: number | null; part: number }) => (b.rate ?? -1) - (a.rate ?? -1) || b.part - a.part;

export const integrationFailureRateRoute: ApiPlugin = async (app) => {
  app.get(
    '/dashboard/integration-failure-rate',
    {
      schema: {
        summary: 'Taxa de falhas de integração: por interface e dia, com os piores ofensores',
        tags: ['dashboard'],
        querystring: dashboardQuerySchema,
        response: { 200: responseSchema },
      },
      config: { permission: { resource: 'dashboard-integration-failure-rate', scope: 'view' } },
    },
    async (request) => {
      const filter = await resolveFilter(request.query, () => latestDay(app.db, 'integration_events', 'recebido_em'));
      const { rows, causes, handled } = await failureData(app, filter);
      const total = asCounts(rateTotal(rows));
      return {
        periodo: { dataInicio: filter.dataInicio, dataFim: filter.dataFim },
        total: { ...total, abertas: total.falhas - handled, tratadas: handled },
        porDia: rateBy(rows, (r) => r.dia)
          .sort((a, b) => a.key.localeCompare(b.key))
          .map((g) => ({ dia: g.key, ...asCounts(g) })),
        porInterface: rateBy(rows, (r) => r.interface)
          .sort(worstFirst)
          .map((g) => ({ interface: g.key, ...asCounts(g) })),
        porInterfaceDia: rows
          .map((r) => ({ dia: r.dia, interface: r.interface, ...asCounts({ ...r, rate: share(r.part, r.whole) }) }))
          .sort((a, b) => b.dia.localeCompare(a.dia) || a.interface.localeCompare(b.interface)),
        principaisCausas: causes,
      };
    },
  );
};
