/**
 * Dashboard "Aging e Transit Time": vehicles in stock and in transit by age bucket and region
 * (snapshot at the end of the period), and the period's deliveries: transit time vs route target
 * per destination region. Chassis under Expurgo are left out of both.
 */
import type { ApiPlugin } from '../../api-plugin.ts';
import { keysOf } from '../common-schemas.ts';
import { dashboardQuerySchema, periodSchema, resolveFilter } from './dashboard-filter.ts';
import { AGE_BUCKETS, type AgeBucket, agingRows, type AgingRow, type StockSituation } from './aging.query.ts';
import { deliveryTransitBuckets } from './delivery-transit.query.ts';
import { latestDay } from './kpi-sql.ts';
import { statsBy, transitStats, transitStatsProperties, transitStatsRequired } from './transit-stats.ts';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const bucketCounts = Object.fromEntries(AGE_BUCKETS.map((faixa) => [faixa, integer])) as Record<AgeBucket, typeof integer>;
const transit = <const Keys extends Record<string, object>>(keys: Keys) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [...keysOf(keys), ...transitStatsRequired],
    properties: { ...keys, ...transitStatsProperties },
  }) as const;

const responseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['periodo', 'total', 'porFaixa', 'porRegiao', 'transito', 'transitoPorRegiao'],
  properties: {
    periodo: periodSchema,
    total: {
      type: 'object',
      additionalProperties: false,
      required: ['emEstoque', 'emTransito', 'acima90'],
      properties: { emEstoque: integer, emTransito: integer, acima90: { ...integer, description: 'No pátio ou em trânsito há mais de 90 dias.' } },
    },
    porFaixa: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['faixa', 'emEstoque', 'emTransito'],
        properties: { faixa: { type: 'string', enum: AGE_BUCKETS }, emEstoque: integer, emTransito: integer },
      },
    },
    porRegiao: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['regiaoCodigo', 'regiao', 'situacao', 'situacaoNome', 'total', ...AGE_BUCKETS],
        properties: {
          regiaoCodigo: text,
          regiao: text,
          situacao: { type: 'string', enum: ['ESTOQUE', 'TRANSITO'] },
          situacaoNome: text,
          total: integer,
          ...bucketCounts,
        },
      },
    },
    transito: transit({}),
    transitoPorRegiao: { type: 'array', items: transit({ regiaoCodigo: text, regiao: text }) },
  },
} as const;

const sum = (rows: readonly AgingRow[], keep: (row: AgingRow) => boolean) => rows.filter(keep).reduce((n, row) => n + row.veiculos, 0);

/** One table row per region and situation, with a column per age bucket. */
function byRegion(rows: readonly AgingRow[]) {
  const keys = [...new Map(rows.map((r) => [`${r.regiaoCodigo}|${r.situacao}`, r])).values()];
  return keys
    .map(({ regiaoCodigo, regiao, situacao }) => {
      const mine = (row: AgingRow) => row.regiaoCodigo === regiaoCodigo && row.situacao === situacao;
      const buckets = Object.fromEntries(AGE_BUCKETS.map((faixa) => [faixa, sum(rows, (r) => mine(r) && r.faixa === faixa)]));
      const situacaoNome = situacao === 'ESTOQUE' ? 'No pátio' : 'Em trânsito';
      return { regiaoCodigo, regiao, situacao, situacaoNome, total: sum(rows, mine), ...buckets } as {
        regiaoCodigo: string;
        regiao: string;
        situacao: StockSituation;
        situacaoNome: string;
        total: number;
      } & Record<AgeBucket, number>;
    })
    .sort((a, b) => a.regiao.localeCompare(b.regiao, 'pt-BR') || a.situacao.localeCompare(b.situacao));
}

export const agingTransitTimeRoute: ApiPlugin = async (app) => {
  app.get(
    '/dashboard/aging-transit-time',
    {
      schema: {
        summary: 'Aging de estoque e trânsito por faixa de dias e região; transit time contra o target por região',
        tags: ['dashboard'],
        querystring: dashboardQuerySchema,
        response: { 200: responseSchema },
      },
      config: { permission: { resource: 'dashboard-aging-transit-time', scope: 'view' } },
    },
    async (request) => {
      const filter = await resolveFilter(request.query, () => latestDay(app.db, 'vehicles', 'data_status'));
      const [aging, deliveries] = await Promise.all([agingRows(app.database, filter), deliveryTransitBuckets(app.database, filter)]);
      const inStock = (r: AgingRow) => r.situacao === 'ESTOQUE';
      return {
        periodo: { dataInicio: filter.dataInicio, dataFim: filter.dataFim },
        total: { emEstoque: sum(aging, inStock), emTransito: sum(aging, (r) => !inStock(r)), acima90: sum(aging, (r) => r.faixa === '90+') },
        porFaixa: AGE_BUCKETS.map((faixa) => ({
          faixa,
          emEstoque: sum(aging, (r) => r.faixa === faixa && inStock(r)),
          emTransito: sum(aging, (r) => r.faixa === faixa && !inStock(r)),
        })),
        porRegiao: byRegion(aging),
        transito: transitStats(deliveries),
        transitoPorRegiao: statsBy(deliveries, (b) => b.route.regiaoCodigo).map(({ key, stats, sample }) => ({
          regiaoCodigo: key,
          regiao: sample.route.regiao,
          ...stats,
        })),
      };
    },
  );
};
