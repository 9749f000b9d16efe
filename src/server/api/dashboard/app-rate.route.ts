/**
 * Dashboard "Taxa de Uso do App" — domain.md "App rate": deliveries whose receipt was registered
 * in the app ÷ deliveries, by month (of delivery), dealer and region, chassis under Expurgo left out.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registeredInApp, settleDeliveryFacts } from '../../db/delivery-facts.ts';
import { errorResponses } from '../common-schemas.ts';
import { type DashboardFilter, type DashboardQuery, dashboardQuerySchema, periodSchema, resolveFilter } from './dashboard-filter.ts';
import { countAll, countWhen, deliveriesOfPeriod, latestDay } from './kpi-sql.ts';
import { type RateCount, rateBy, rateTotal } from './rate-rollup.ts';

const rate = { type: ['number', 'null'], description: 'Registrados no app ÷ entregues (0 a 1).' } as const;
const counts = { entregues: { type: 'integer' }, registradosNoApp: { type: 'integer' }, taxa: rate } as const;
const group = (keys: Record<string, object>) => ({
  type: 'object',
  additionalProperties: false,
  required: [...Object.keys(keys), 'entregues', 'registradosNoApp', 'taxa'],
  properties: { ...keys, ...counts },
});
const text = { type: 'string' } as const;

const responseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['periodo', 'total', 'porMes', 'porRegiao', 'porConcessionaria'],
  properties: {
    periodo: periodSchema,
    total: group({ concessionarias: { type: 'integer' } }),
    porMes: { type: 'array', items: group({ mes: { type: 'string', description: 'AAAA-MM' } }) },
    porRegiao: { type: 'array', items: group({ regiaoCodigo: text, regiao: text }) },
    porConcessionaria: { type: 'array', items: group({ concessionariaCodigo: text, concessionaria: text, regiao: text }) },
  },
} as const;

interface AppRateRow extends RateCount {
  mes: string;
  concessionariaCodigo: string;
  concessionaria: string;
  regiaoCodigo: string;
  regiao: string;
}

/**
 * Delivered vehicles counted per month and dealer: those with a finished receipt from the shipment's
 * copied facts (one covering index), the few others through their receipt; names and regions come
 * from the small dealers table.
 */
async function appRateRows(app: FastifyInstance, filter: DashboardFilter): Promise<AppRateRow[]> {
  const { db } = app;
  await settleDeliveryFacts(db);
  const mes = sql<string>`substr(s.data_entrega, 1, 7)`;
  const inRegion = db.selectFrom('dealers').select('id').where('regiao_codigo', '=', filter.regiao ?? '');
  let settled = deliveriesOfPeriod(db, filter, true)
    .select([mes.as('mes'), 's.recebido_dealer_id as dealer_id', countAll().as('entregues'), sql<number>`sum(s.recebido_no_app)`.as('no_app')])
    .groupBy([sql.ref('mes'), 's.recebido_dealer_id']);
  let live = deliveriesOfPeriod(db, filter, false)
    .innerJoin('receipts as r', 'r.vehicle_id', 's.vehicle_id')
    .select([mes.as('mes'), 'r.dealer_id', countAll().as('entregues'), countWhen(registeredInApp('r')).as('no_app')])
    .groupBy([sql.ref('mes'), 'r.dealer_id']);
  // HAVING, not WHERE: a dealer filter in WHERE makes SQLite scan the dealer's deliveries of every period.
  if (filter.regiao !== undefined) {
    settled = settled.having('s.recebido_dealer_id', 'in', inRegion);
    live = live.having('r.dealer_id', 'in', inRegion);
  }
  const [settledRows, liveRows, dealers] = await Promise.all([
    settled.execute(),
    live.execute(),
    db.selectFrom('dealers as d').innerJoin('regions as rg', 'rg.codigo', 'd.regiao_codigo').select(['d.id', 'd.codigo', 'd.nome', 'd.regiao_codigo', 'rg.nome as regiao']).execute(),
  ]);
  const dealerById = new Map(dealers.map((d) => [d.id, d]));
  // A month and dealer can come in both parts: the roll-ups (rate-rollup.ts) add them up.
  return [...settledRows, ...liveRows].flatMap((row) => {
    const dealer = row.dealer_id === null ? undefined : dealerById.get(row.dealer_id);
    if (!dealer) return [];
    return [{
      mes: row.mes,
      concessionariaCodigo: dealer.codigo,
      concessionaria: dealer.nome,
      regiaoCodigo: dealer.regiao_codigo,
      regiao: dealer.regiao,
      whole: Number(row.entregues),
      part: Number(row.no_app),
    }];
  });
}

const asCounts = (g: { whole: number; part: number; rate: number | null }) => ({ entregues: g.whole, registradosNoApp: g.part, taxa: g.rate });

export async function appRateRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: DashboardQuery }>(
    '/dashboard/app-rate',
    {
      schema: {
        summary: 'Taxa de uso do app no recebimento: por mês, concessionária e região',
        tags: ['dashboard'],
        querystring: dashboardQuerySchema,
        response: { 200: responseSchema, ...errorResponses },
      },
      config: { permission: { resource: 'dashboard-app-rate', scope: 'view' } },
    },
    async (request) => {
      const filter = await resolveFilter(request.query, () => latestDay(app.db, 'shipments', 'data_entrega'));
      const rows = await appRateRows(app, filter);
      const byDealer = rateBy(rows, (r) => r.concessionariaCodigo);
      return {
        periodo: { dataInicio: filter.dataInicio, dataFim: filter.dataFim },
        total: { concessionarias: byDealer.length, ...asCounts(rateTotal(rows)) },
        porMes: rateBy(rows, (r) => r.mes).sort((a, b) => a.key.localeCompare(b.key)).map((g) => ({ mes: g.key, ...asCounts(g) })),
        porRegiao: rateBy(rows, (r) => r.regiaoCodigo)
          .sort((a, b) => b.whole - a.whole)
          .map((g) => ({ regiaoCodigo: g.key, regiao: g.sample.regiao, ...asCounts(g) })),
        porConcessionaria: byDealer
          .sort((a, b) => b.whole - a.whole || a.key.localeCompare(b.key))
          .map((g) => ({ concessionariaCodigo: g.key, concessionaria: g.sample.concessionaria, regiao: g.sample.regiao, ...asCounts(g) })),
      };
    },
  );
}
