import { sql } from 'kysely';
import { isDelivery } from '../../db/deliveries.ts';
import { states } from '../../../shared/geo/brazil-states.ts';
import { plants } from '../../db/reference/plants.ts';
import { filters } from '../../list/filters.ts';
import { excludedVehicleIds, wholeDaysBetween } from '../dashboard/kpi-sql.ts';
import type { ReportDefinition } from './report-route.ts';
import { type TransportMode, transportModeNames } from '../transport-routes/transport-route-list.resource.ts';
import { carrierNames, named, period } from './report-filters.ts';

/** Nearest-rank percentile of a histogram sorted by value. */
function percentile(histogram: { days: number; n: number }[], total: number, p: number): number {
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const bucket of histogram) {
    seen += bucket.n;
    if (seen >= rank) return bucket.days;
  }
  return histogram[histogram.length - 1]?.days ?? 0;
}

interface RouteStats {
  rota: number;
  origem: string;
  destino: string;
  transportadora: string;
  modal: string;
  target: number;
  histogram: { days: number; n: number }[];
}

/**
 * Transit time vs target per route and carrier (docs/architecture.md, KPIs): the period's deliveries as the
 * dashboards count them (db/deliveries.ts, chassis under Expurgo left out), mean, p50 and p90 in
 * whole days, and the on-time share (transit within the route target, tolerance 0).
 * The database returns a histogram (route x whole days), so no per-vehicle row reaches the server.
 */
export const transitTimeByRouteReport: ReportDefinition = {
  id: 'transit-time-by-route',
  title: 'Transit time por rota',
  fileName: 'transit-time-por-rota',
  required: ['periodo'],
  filters: {
    periodo: period('shipments.data_entrega', 'Período de entrega', { columnHoldsDateTime: true, maxDays: 366 }),
    transportadora: named(filters.anyOf('carriers.codigo', { type: 'string', minLength: 1, maxLength: 40 }, 50), 'Transportadora', carrierNames),
    origem: named(
      filters.anyOf('transport_routes.origem_planta', { type: 'string', enum: plants.map((p) => p.codigo) }),
      'Fábrica de origem',
      Object.fromEntries(plants.map((item) => [item.codigo, item.nome])),
    ),
    destinoUf: named(
      filters.anyOf('transport_routes.destino_uf', { type: 'string', enum: states.map((s) => s.uf) }),
      'UF de destino',
      Object.fromEntries(states.map((item) => [item.uf, item.nome])),
    ),
  },
  columns: [
    { key: 'origem', header: 'Origem', width: 10 },
    { key: 'destino', header: 'Destino', width: 30 },
    { key: 'transportadora', header: 'Transportadora', width: 30 },
    { key: 'modal', header: 'Modal' },
    { key: 'target', header: 'Target (dias)', format: 'integer' },
    { key: 'entregas', header: 'Entregas', format: 'integer' },
    { key: 'media', header: 'Média (dias)', format: 'decimal' },
    { key: 'p50', header: 'P50 (dias)', format: 'integer' },
    { key: 'p90', header: 'P90 (dias)', format: 'integer' },
    { key: 'noPrazo', header: 'No prazo', format: 'percent' },
    { key: 'rota', header: 'Rota (id)', code: 'integer' },
  ],
  async build(db, { dialect, filter }) {
    const days = wholeDaysBetween(dialect, 'shipments.data_entrega', 'shipments.data_saida');
    const rows = await filter(
      db
        .selectFrom('shipments')
        .innerJoin('transport_routes', 'transport_routes.id', 'shipments.route_id')
        .innerJoin('carriers', 'carriers.id', 'shipments.carrier_id')
        .where(sql.raw<boolean>(isDelivery('shipments')))
        .where('shipments.vehicle_id', 'not in', excludedVehicleIds(db)),
    )
      .select([
        'transport_routes.id as route',
        'transport_routes.origem_planta as origem',
        'transport_routes.destino_cidade as cidade',
        'transport_routes.destino_uf as uf',
        'transport_routes.modal as modal',
        'transport_routes.dias_target as target',
        'carriers.nome as transportadora',
        days.as('days'),
        sql<number>`count(*)`.as('n'),
      ])
      .groupBy([
        'transport_routes.id',
        'transport_routes.origem_planta',
        'transport_routes.destino_cidade',
        'transport_routes.destino_uf',
        'transport_routes.modal',
        'transport_routes.dias_target',
        'carriers.nome',
        days,
      ])
      .execute();

    const routes = new Map<number, RouteStats>();
    for (const row of rows) {
      const stats: RouteStats = routes.get(row.route) ?? {
        rota: row.route,
        origem: row.origem,
        destino: `${row.cidade}/${row.uf}`,
        transportadora: row.transportadora,
        modal: transportModeNames[row.modal as TransportMode] ?? row.modal,
        target: Number(row.target),
        histogram: [],
      };
      stats.histogram.push({ days: Number(row.days), n: Number(row.n) });
      routes.set(row.route, stats);
    }
    const ordered = [...routes.values()].sort(
      (a, b) => a.origem.localeCompare(b.origem) || a.destino.localeCompare(b.destino, 'pt-BR') || a.transportadora.localeCompare(b.transportadora),
    );
    return ordered.map((route) => {
      const histogram = route.histogram.sort((a, b) => a.days - b.days);
      const total = histogram.reduce((sum, b) => sum + b.n, 0);
      const mean = histogram.reduce((sum, b) => sum + b.days * b.n, 0) / total;
      const onTime = histogram.filter((b) => b.days <= route.target).reduce((sum, b) => sum + b.n, 0) / total;
      return [
        route.origem,
        route.destino,
        route.transportadora,
        route.modal,
        route.target,
        total,
        mean,
        percentile(histogram, total, 0.5),
        percentile(histogram, total, 0.9),
        onTime,
        route.rota,
      ];
    });
  },
};
