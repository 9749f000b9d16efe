/**
 * Filters of the vehicle search that narrow by aging (domain "Aging"), so the aging dashboard's
 * figures link to the chassis they count (KpiDashboard `drill`): the situation (in the plant yard or
 * in transit) and the days in the status. Alone they read the vehicle's current status and
 * `diasNoStatus`; with `situacaoNoDia` they read the status period open at the end of that day
 * (db/status-periods.ts), as api/dashboard/aging.query.ts counts the snapshot: the three are then
 * one subquery, through the index of migration 027.
 */
import { type Kysely, sql } from 'kysely';
import { OPEN_END_DAY, STOCK_STATUSES } from '../../db/rollups/stock-age-rollup.ts';
import type { Database } from '../../db/schema.ts';
import { STATUS } from '../../db/vehicle-statuses.ts';
import { addDays, daySchema } from '../../dates/day-range.ts';
import type { ListFilter } from '../../list/filters.ts';

const STOCK_SITUATIONS = ['ESTOQUE', 'TRANSITO'] as const;
type Situation = (typeof STOCK_SITUATIONS)[number];
type DayCount = { from?: number; to?: number };

const statusesOf = (situation: Situation | undefined): string[] =>
  situation === 'ESTOQUE' ? STOCK_STATUSES : situation === 'TRANSITO' ? [STATUS.transito] : [...STOCK_STATUSES, STATUS.transito];

const DAY_MS = 86_400_000;
const dayCount = { type: 'integer', minimum: 0, maximum: 36_500 } as const;

/** The aging filters of a request: with a day, `situacaoNoDia` reads all three. */
const snapshotDay = (request: Readonly<Record<string, unknown>> | undefined) => request?.situacaoNoDia as string | undefined;

/**
 * The vehicles whose status period open at the end of `day` (the instant `day` + 1 at 00:00Z) is in
 * `situation` and `days` old, with the dashboard's bucket edges (aging.query.ts): n days old ⟺ the
 * period began after the first instant of `day` − n and not after that of `day` − n + 1.
 */
function openAtEndOf(db: Kysely<Database>, day: string, situation: Situation | undefined, days: DayCount | undefined) {
  const end = addDays(day, 1);
  const midnight = (offset: number) => `${addDays(day, offset)}T00:00:00.000Z`;
  let periods = db
    .selectFrom('vehicle_status_periods as p')
    .select('p.vehicle_id')
    .where('p.status', 'in', statusesOf(situation))
    // A literal, as in the index: SQLite serves an expression only when the query's is the same.
    .where((eb) => eb.fn.coalesce('p.fim', sql.lit(OPEN_END_DAY)), '>=', end)
    .where('p.inicio', '<', end);
  if (days?.to !== undefined) periods = periods.where('p.inicio', '>', midnight(-days.to));
  if (days?.from !== undefined && days.from > 0) periods = periods.where('p.inicio', '<=', midnight(1 - days.from));
  return periods;
}

export const vehicleAgingFilters: Record<string, ListFilter> = {
  situacaoNoDia: {
    schema: { ...daySchema, description: 'Situação e dias no status ao fim deste dia (UTC): só veículos no pátio ou em trânsito então' },
    apply: (q, day: string, db, request) =>
      q.where('vehicles.id', 'in', openAtEndOf(db, day, request?.situacao as Situation | undefined, request?.diasNoStatus as DayCount | undefined)),
  },
  situacao: {
    schema: { type: 'string', enum: STOCK_SITUATIONS, description: 'No pátio da fábrica (em estoque, faturado, liberado, bloqueado) ou em trânsito' },
    apply: (q, situation: Situation, _db, request) => (snapshotDay(request) ? q : q.where('vehicles.status', 'in', statusesOf(situation))),
  },
  diasNoStatus: {
    schema: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: { from: dayCount, to: dayCount },
      description: 'Dias no status: intervalo inclusivo de dias inteiros (agora, ou ao fim do dia de situacaoNoDia)',
    },
    // As the item's `diasNoStatus` counts them: whole days from the status date to now.
    apply: (q, days: DayCount, _db, request) => {
      if (snapshotDay(request)) return q;
      const before = (count: number) => new Date(Date.now() - count * DAY_MS).toISOString();
      let out = q;
      if (days.from !== undefined) out = out.where('vehicles.data_status', '<=', before(days.from));
      if (days.to !== undefined) out = out.where('vehicles.data_status', '>', before(days.to + 1));
      return out;
    },
  },
};
