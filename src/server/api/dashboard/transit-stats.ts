/**
 * Roll-ups of the delivery transit histogram (SQL groups deliveries by route and whole transit
 * days; these add the groups up per carrier, route or region). Definitions (docs/architecture.md):
 * - OTD: transit within the route target, tolerance 0 days, binary per vehicle;
 * - transit time vs target: mean and spread (p50/p90) in days against the route's target days;
 * - damage rate: delivered vehicles whose receipt found damage, per 1,000 delivered.
 */
import { share } from './dashboard-filter.ts';

export interface TransitBucket {
  /** Whole days from the shipment's departure to its delivery. */
  dias: number;
  diasTarget: number;
  entregas: number;
  avariados: number;
}

export interface TransitStats {
  entregas: number;
  noPrazo: number;
  /** On-time share, 0..1 (null without deliveries). */
  otd: number | null;
  transitoMedio: number | null;
  targetMedio: number | null;
  transitoP50: number | null;
  transitoP90: number | null;
  avariados: number;
  avariasPorMil: number | null;
}

/** Nearest-rank percentile of a day histogram (sorted by day). */
export function histogramPercentile(histogram: readonly (readonly [dias: number, count: number])[], fraction: number): number | null {
  const total = histogram.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(fraction * total));
  let seen = 0;
  for (const [dias, count] of histogram) {
    seen += count;
    if (seen >= rank) return dias;
  }
  return histogram[histogram.length - 1]![0];
}

export function transitStats(buckets: readonly TransitBucket[]): TransitStats {
  let entregas = 0;
  let noPrazo = 0;
  let avariados = 0;
  let somaDias = 0;
  let somaTarget = 0;
  const histogram = new Map<number, number>();
  for (const bucket of buckets) {
    entregas += bucket.entregas;
    avariados += bucket.avariados;
    somaDias += bucket.dias * bucket.entregas;
    somaTarget += bucket.diasTarget * bucket.entregas;
    if (bucket.dias <= bucket.diasTarget) noPrazo += bucket.entregas;
    histogram.set(bucket.dias, (histogram.get(bucket.dias) ?? 0) + bucket.entregas);
  }
  const sorted = [...histogram.entries()].sort((a, b) => a[0] - b[0]);
  const perMil = share(avariados, entregas);
  return {
    entregas,
    noPrazo,
    otd: share(noPrazo, entregas),
    transitoMedio: share(somaDias, entregas),
    targetMedio: share(somaTarget, entregas),
    transitoP50: histogramPercentile(sorted, 0.5),
    transitoP90: histogramPercentile(sorted, 0.9),
    avariados,
    avariasPorMil: perMil === null ? null : perMil * 1000,
  };
}

/** Groups buckets by a key and rolls each group up, largest groups first (`sample`: a bucket of the group, for labels). */
export function statsBy<B extends TransitBucket, K>(buckets: readonly B[], keyOf: (bucket: B) => K): { key: K; stats: TransitStats; sample: B }[] {
  const groups = new Map<K, B[]>();
  for (const bucket of buckets) {
    const key = keyOf(bucket);
    const list = groups.get(key);
    if (list) list.push(bucket);
    else groups.set(key, [bucket]);
  }
  return [...groups.entries()].map(([key, list]) => ({ key, stats: transitStats(list), sample: list[0]! })).sort((a, b) => b.stats.entregas - a.stats.entregas);
}

/** JSON Schema of TransitStats, for the response schemas of the routes that return it. */
const nullableNumber = { type: ['number', 'null'] } as const;
export const transitStatsProperties = {
  entregas: { type: 'integer' },
  noPrazo: { type: 'integer' },
  otd: { ...nullableNumber, description: 'Entregas no prazo ÷ entregas (0 a 1).' },
  transitoMedio: { ...nullableNumber, description: 'Dias de trânsito, média.' },
  targetMedio: { ...nullableNumber, description: 'Dias de target da rota, média ponderada pelas entregas.' },
  transitoP50: nullableNumber,
  transitoP90: nullableNumber,
  avariados: { type: 'integer' },
  avariasPorMil: { ...nullableNumber, description: 'Veículos com avaria no recebimento por 1.000 entregues.' },
} as const;
export const transitStatsRequired = Object.keys(transitStatsProperties) as (keyof typeof transitStatsProperties)[];
