/**
 * npx tsx tests/bench/arrival-forecast.bench.ts [-- --vehicles 20000] [--holdout-days 60] [--database postgres]
 * Backtest of the arrival forecast (src/server/forecast/) on freshly seeded demo data (seed and
 * reference date of support/bench-data.ts). Held out: the deliveries that left in the `holdout-days`
 * ending 20 days before the reference date (so every one of them has arrived: no bias towards short
 * trips). Each is forecast with only the deliveries that arrived before its departure day, the way
 * the refresh would have seen them:
 *   - at departure;
 *   - at its due date, for those not delivered by then (the forecast conditioned on the time elapsed).
 * Prints the coverage of the actual arrival by P10–P90 (goal 80 % ± 5 %), the mean absolute error in
 * days of P50 and of the target-only estimate (departure + target), and the sample sizes; then the
 * time of one refresh of every shipment on its way.
 */
import { parseArgs } from 'node:util';
import { seedDatabase } from '../../src/server/db/seed/seed-database.ts';
import { type ArrivalForecast, forecastArrival } from '../../src/server/forecast/arrival-forecast.ts';
import { refreshShipmentRisk } from '../../src/server/forecast/risk-refresh.ts';
import { buildTransitHistory, type DeliveryTransit, HISTORY_DAYS } from '../../src/server/forecast/transit-history.ts';
import { benchSeed } from './support/bench-data.ts';
import { openBenchDatabase } from './support/bench-database.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SETTLE_DAYS = 20;

const { values } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '20000' },
    'holdout-days': { type: 'string', default: '60' },
    database: { type: 'string', default: 'sqlite' },
  },
});
const vehicles = Number(values.vehicles);
const holdoutDays = Number(values['holdout-days']);

const bench = await openBenchDatabase({ database: values.database });
const { database } = bench;
await seedDatabase(database, { vehicles, ...benchSeed });
const now = Date.parse(`${benchSeed.referenceDate}T12:00:00.000Z`);

interface Delivery {
  routeId: number;
  departure: number;
  arrival: number;
  due: number;
  targetDays: number;
}
const deliveries: Delivery[] = (
  await database.db
    .selectFrom('shipments as s')
    .innerJoin('transport_routes as r', 'r.id', 's.route_id')
    .select(['s.route_id', 's.data_saida', 's.data_entrega', 's.data_prevista', 'r.dias_target'])
    .where('s.data_entrega', 'is not', null)
    .execute()
).map((row) => ({
  routeId: row.route_id,
  departure: Date.parse(row.data_saida),
  arrival: Date.parse(row.data_entrega!),
  due: Date.parse(row.data_prevista),
  targetDays: row.dias_target,
}));

/** The history the refresh reads at the start of `day` (ms): deliveries of the HISTORY_DAYS before, hours rounded as in SQL. */
function historyAt(day: number) {
  const rows: DeliveryTransit[] = deliveries
    .filter((d) => d.arrival >= day - HISTORY_DAYS * DAY && d.arrival < day)
    .map((d) => ({
      routeId: d.routeId,
      transitHours: Math.round((d.arrival - d.departure) / HOUR),
      deviationHours: Math.round((d.arrival - d.due) / HOUR),
      deliveries: 1,
    }));
  return buildTransitHistory(rows);
}

const heldOut = deliveries.filter((d) => d.departure >= now - (SETTLE_DAYS + holdoutDays) * DAY && d.departure < now - SETTLE_DAYS * DAY);
const histories = new Map<number, ReturnType<typeof historyAt>>();

interface Tally {
  n: number;
  covered: number;
  errorP50: number;
  errorTarget: number;
  byBasis: Record<string, number>;
}
const tally = (): Tally => ({ n: 0, covered: 0, errorP50: 0, errorTarget: 0, byBasis: {} });
const atDeparture = tally();
const atDueDate = tally();

function count(into: Tally, forecast: ArrivalForecast, actual: number, targetEstimate: number): void {
  into.n += 1;
  if (actual >= forecast.p10 && actual <= forecast.p90) into.covered += 1;
  into.errorP50 += Math.abs(actual - forecast.p50) / DAY;
  into.errorTarget += Math.abs(actual - targetEstimate) / DAY;
  into.byBasis[forecast.basis] = (into.byBasis[forecast.basis] ?? 0) + 1;
}

for (const delivery of heldOut) {
  const day = Math.floor(delivery.departure / DAY) * DAY;
  if (!histories.has(day)) histories.set(day, historyAt(day));
  const history = histories.get(day)!;
  const shipment = { routeId: delivery.routeId, departure: delivery.departure, targetDays: delivery.targetDays };
  const targetEstimate = delivery.departure + delivery.targetDays * DAY;
  count(atDeparture, forecastArrival(history, shipment, delivery.departure), delivery.arrival, targetEstimate);
  // Still on the road at its due date: the target-only estimate is then "now" at best.
  if (delivery.arrival > delivery.due) count(atDueDate, forecastArrival(history, shipment, delivery.due), delivery.arrival, delivery.due);
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
console.log(
  `dados: ${vehicles.toLocaleString('pt-BR')} veículos, semente ${benchSeed.seed}, referência ${benchSeed.referenceDate} (${database.description}); ` +
    `${deliveries.length.toLocaleString('pt-BR')} entregas, ${heldOut.length.toLocaleString('pt-BR')} retidas (saídas de ${holdoutDays} dias até ${SETTLE_DAYS} dias antes da referência)`,
);
for (const [label, t] of [
  ['na saída', atDeparture],
  ['no vencimento, ainda a caminho', atDueDate],
] as const) {
  const bases = Object.entries(t.byBasis)
    .map(([basis, n]) => `${basis} ${n}`)
    .join(', ');
  console.log(
    `previsão ${label}: n = ${t.n} (${bases}); cobertura P10–P90 ${percent(t.covered, t.n)} (meta 80 % ± 5 %); ` +
      `erro médio absoluto P50 ${(t.errorP50 / t.n).toFixed(2)} dias vs. só o target ${(t.errorTarget / t.n).toFixed(2)} dias`,
  );
}

const onTheWay = await database.db
  .selectFrom('shipments')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('risco_entrega', 'is not', null)
  .executeTakeFirstOrThrow();
const started = performance.now();
const changes = await refreshShipmentRisk(database, new Date(now + 6 * HOUR));
console.log(
  `atualização de risco: ${Number(onTheWay.n)} embarques a caminho em ${(performance.now() - started).toFixed(0)} ms (${changes.length} passaram a Em risco ou Atrasado 6 h depois)`,
);
await bench.close();
