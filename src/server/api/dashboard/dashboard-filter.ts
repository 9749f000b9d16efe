/**
 * The filter every dashboard shares: a period (inclusive dates, UTC days) and an optional region
 * (IBGE code). Without a period the dashboard shows the 30 days ending on the latest date of its
 * own data, so the demo data (frozen at its reference date) and live data both open on something.
 * Any period reads roll-ups by month and day (period-buckets.ts), within the latency budget at
 * 1,000,000 vehicles (tests/bench/dashboard.bench.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { AppError } from '../../errors.ts';
import { addDays, clampDay, daySchema, daysBetween, isoDay } from '../../dates/day-range.ts';

export const DEFAULT_PERIOD_DAYS = 30;
/** Two years: the longest trend the dashboards chart (and the integration dashboard's days per request). */
export const MAX_PERIOD_DAYS = 731;

export const dashboardQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dataInicio: { ...daySchema, description: 'Primeiro dia do período (AAAA-MM-DD).' },
    dataFim: { ...daySchema, description: 'Último dia do período (AAAA-MM-DD), inclusive.' },
    regiao: { type: 'string', pattern: '^[A-Z]{1,2}$', description: 'Código da região (IBGE), p.ex. SE.' },
  },
} as const;

export type DashboardQuery = FromSchema<typeof dashboardQuerySchema>;

export const periodSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dataInicio', 'dataFim'],
  properties: { dataInicio: { type: 'string', format: 'date' }, dataFim: { type: 'string', format: 'date' } },
} as const;

/** A resolved filter: the period as given or defaulted, and the half-open ISO range it covers. */
export interface DashboardFilter {
  dataInicio: string;
  dataFim: string;
  /** `dataInicio` at 00:00Z: compare `column >= from`. */
  from: string;
  /** The day after `dataFim` at 00:00Z: compare `column < toExclusive`. */
  toExclusive: string;
  regiao: string | undefined;
}

/**
 * Fills a missing end with the latest data day (`latestDay`, asked only when needed) and a missing
 * start with 30 days before the end (a default kept within the days the schema accepts); refuses
 * an inverted or too long period naming the field.
 */
export async function resolveFilter(query: DashboardQuery, latestDay: () => Promise<string | undefined>): Promise<DashboardFilter> {
  const dataFim = query.dataFim ?? clampDay((await latestDay()) ?? isoDay(Date.now()));
  const dataInicio = query.dataInicio ?? clampDay(addDays(dataFim, 1 - DEFAULT_PERIOD_DAYS));
  if (dataInicio > dataFim) {
    throw new AppError('VALIDATION', { field: 'query.dataInicio', message: 'A data inicial deve ser anterior ou igual à data final.' });
  }
  if (daysBetween(dataInicio, dataFim) > MAX_PERIOD_DAYS) {
    throw new AppError('VALIDATION', { field: 'query.dataFim', message: `O período deve ter no máximo ${MAX_PERIOD_DAYS} dias.` });
  }
  return { dataInicio, dataFim, from: dataInicio, toExclusive: addDays(dataFim, 1), regiao: query.regiao };
}

/** Share as a fraction (0.25 = 25 %), null when nothing was counted. */
export const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
