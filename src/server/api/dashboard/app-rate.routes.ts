/**
 * Dashboard "Taxa de Uso do App" — docs/architecture.md "App rate": deliveries whose receipt was registered
 * in the app ÷ deliveries (db/deliveries.ts), by month (of delivery), dealer and region, chassis under Expurgo left out.
 */
import { type Kysely, sql } from 'kysely';
import type { ApiInstance, ApiPlugin } from '../../api-plugin.ts';
import type { Database } from '../../db/schema.ts';
import { keysOf } from '../common-schemas.ts';
import { type DashboardFilter, dashboardQuerySchema, periodSchema, resolveFilter } from './dashboard-filter.ts';
import { countAll, countedDeliveries, excludedDeliveries, inSnapshot, latestDay, signedSum } from './kpi-sql.ts';
import { netCounts } from './net-counts.ts';
import { periodBuckets } from './period-buckets.ts';
import { type RateCount, rateBy, rateTotal } from './rate-rollup.ts';

const rate = { type: ['number', 'null'], description: 'Registrados no app ÷ entregues (0 a 1).' } as const;
const counts = { entregues: { type: 'integer' }, registradosNoApp: { type: 'integer' }, taxa: rate } as const;
const group = <const Keys extends Record<string, object>>(keys: Keys) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [...keysOf(keys), 'entregues', 'registradosNoApp', 'taxa'],
    properties: { ...keys, ...counts },
  }) as const;
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

interface DealerMonth {
  mes: string;
  dealer_id: number;
  entregues: number;
  no_app: number;
}

/**
 * Deliveries (db/deliveries.ts) counted per month and dealer: those with a receipt from the roll-up
 * (delivery_dealer_periods, dealer of the receipt) less the chassis under Expurgo, plus those still
 * without a receipt (few: the latest days' arrivals), read from the shipments with the vehicle's
 * dealer, none of them registered in the app.
 */
async function dealerMonths(db: Kysely<Database>, filter: DashboardFilter): Promise<DealerMonth[]> {
  const { plus, minus } = periodBuckets(filter.dataInicio, filter.dataFim);
  const mes = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;
  let rolled = db
    .selectFrom('delivery_dealer_periods as p')
    .where('p.periodo', 'in', [...plus, ...minus])
    .select([
      mes('p.periodo').as('mes'),
      'p.dealer_id',
      signedSum('p.entregues', 'p.periodo', minus).as('entregues'),
      signedSum('p.no_app', 'p.periodo', minus).as('no_app'),
    ])
    .groupBy([sql.ref('mes'), 'p.dealer_id']);
  let excluded = excludedDeliveries(db, filter)
    .innerJoin('dealers as d', 'd.id', 's.recebido_dealer_id')
    .select([mes('s.data_entrega').as('mes'), 'd.id as dealer_id', sql<number>`-count(*)`.as('entregues'), sql<number>`-sum(s.recebido_no_app)`.as('no_app')])
    .groupBy([sql.ref('mes'), 'd.id']);
  let withoutReceipt = countedDeliveries(db, filter)
    .where('s.recebido_dealer_id', 'is', null)
    .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
    .select([mes('s.data_entrega').as('mes'), 'v.dealer_id', countAll().as('entregues'), sql<number>`0`.as('no_app')])
    .groupBy([sql.ref('mes'), 'v.dealer_id']);
  if (filter.regiao !== undefined) {
    const inRegion = db.selectFrom('dealers').select('id').where('regiao_codigo', '=', filter.regiao);
    rolled = rolled.where('p.dealer_id', 'in', inRegion);
    excluded = excluded.where('d.regiao_codigo', '=', filter.regiao);
    withoutReceipt = withoutReceipt.where('v.dealer_id', 'in', inRegion);
  }
  const parts = await Promise.all([rolled.execute(), excluded.execute(), withoutReceipt.execute()]);
  const rows = parts.flat().map((r) => ({ mes: r.mes, dealer_id: r.dealer_id, entregues: Number(r.entregues), no_app: Number(r.no_app) }));
  return netCounts(rows, (r) => `${r.mes}|${r.dealer_id}`, ['entregues', 'no_app'], 'entregues');
}

async function appRateRows(app: ApiInstance, filter: DashboardFilter): Promise<AppRateRow[]> {
  const [months, dealers] = await Promise.all([
    inSnapshot(app.db, (trx) => dealerMonths(trx, filter)),
    app.db
      .selectFrom('dealers as d')
      .innerJoin('regions as rg', 'rg.codigo', 'd.regiao_codigo')
      .select(['d.id', 'd.codigo', 'd.nome', 'd.regiao_codigo', 'rg.nome as regiao'])
      .execute(),
  ]);
  const dealerById = new Map(dealers.map((d) => [d.id, d]));
  return months.flatMap((row) => {
    const dealer = dealerById.get(row.dealer_id);
    if (!dealer) return [];
    return [
      {
        mes: row.mes,
        concessionariaCodigo: dealer.codigo,
        concessionaria: dealer.nome,
        regiaoCodigo: dealer.regiao_codigo,
        regiao: dealer.regiao,
        whole: row.entregues,
        part: row.no_app,
      },
    ];
  });
}

const asCounts = (g: { whole: number; part: number; rate: number | null }) => ({ entregues: g.whole, registradosNoApp: g.part, taxa: g.rate });

export const appRateRoute: ApiPlugin = async (app) => {
  app.get(
    '/dashboard/app-rate',
    {
      schema: {
        summary: 'Taxa de uso do app no recebimento: por mês, concessionária e região',
        tags: ['dashboard'],
        querystring: dashboardQuerySchema,
        response: { 200: responseSchema },
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
        porMes: rateBy(rows, (r) => r.mes)
          .sort((a, b) => a.key.localeCompare(b.key))
          .map((g) => ({ mes: g.key, ...asCounts(g) })),
        porRegiao: rateBy(rows, (r) => r.regiaoCodigo)
          .sort((a, b) => b.whole - a.whole)
          .map((g) => ({ regiaoCodigo: g.key, regiao: g.sample.regiao, ...asCounts(g) })),
        porConcessionaria: byDealer
          .sort((a, b) => b.whole - a.whole || a.key.localeCompare(b.key))
          .map((g) => ({ concessionariaCodigo: g.key, concessionaria: g.sample.concessionaria, regiao: g.sample.regiao, ...asCounts(g) })),
      };
    },
  );
};
