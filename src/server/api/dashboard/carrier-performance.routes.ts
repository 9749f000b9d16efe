/**
 * Dashboard "Performance de Transportadoras" — docs/architecture.md: OTD, transit time vs target and damage
 * rate, per carrier and route, for the deliveries of the period (region = the route's destination).
 */
import type { ApiPlugin } from '../../api-plugin.ts';
import { keysOf } from '../common-schemas.ts';
import { dashboardQuerySchema, periodSchema, resolveFilter } from './dashboard-filter.ts';
import { deliveryTransitBuckets } from './delivery-transit.query.ts';
import { latestDay } from './kpi-sql.ts';
import { statsBy, transitStats, transitStatsProperties, transitStatsRequired } from './transit-stats.ts';

const stats = <const Keys extends Record<string, object>>(keys: Keys) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [...keysOf(keys), ...transitStatsRequired],
    properties: { ...keys, ...transitStatsProperties },
  }) as const;
const text = { type: 'string' } as const;

const responseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['periodo', 'total', 'porTransportadora', 'porRota'],
  properties: {
    periodo: periodSchema,
    total: stats({}),
    porTransportadora: { type: 'array', items: stats({ transportadoraId: { type: 'integer' }, transportadoraCodigo: text, transportadora: text }) },
    porRota: {
      type: 'array',
      items: stats({
        rotaId: { type: 'integer' },
        origem: text,
        destino: text,
        transportadoraCodigo: text,
        transportadora: text,
        diasTarget: { type: 'integer' },
      }),
    },
  },
} as const;

export const carrierPerformanceRoute: ApiPlugin = async (app) => {
  app.get(
    '/dashboard/carrier-performance-general',
    {
      schema: {
        summary: 'Performance de transportadoras: OTD, transit time contra o target e avarias por 1.000, por transportadora e rota',
        tags: ['dashboard'],
        querystring: dashboardQuerySchema,
        response: { 200: responseSchema },
      },
      config: { permission: { resource: 'dashboard-carrier-performance-general', scope: 'view' } },
    },
    async (request) => {
      const filter = await resolveFilter(request.query, () => latestDay(app.db, 'shipments', 'data_entrega'));
      const buckets = await deliveryTransitBuckets(app.database, filter);
      return {
        periodo: { dataInicio: filter.dataInicio, dataFim: filter.dataFim },
        total: transitStats(buckets),
        porTransportadora: statsBy(buckets, (b) => b.route.carrierId).map(({ key, stats: s, sample }) => ({
          transportadoraId: key,
          transportadoraCodigo: sample.route.transportadoraCodigo,
          transportadora: sample.route.transportadora,
          ...s,
        })),
        porRota: statsBy(buckets, (b) => b.route).map(({ key: route, stats: s }) => ({
          rotaId: route.id,
          origem: route.origem,
          destino: `${route.destinoCidade}/${route.destinoUf}`,
          transportadoraCodigo: route.transportadoraCodigo,
          transportadora: route.transportadora,
          diasTarget: route.diasTarget,
          ...s,
        })),
      };
    },
  );
};
