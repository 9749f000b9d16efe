/**
 * The aging dashboard's roll-up: periods of vehicles in the plant yard or in transit
 * (db/status-periods.ts), by situation, region, the day the period began (`dia`, UTC) — and whether
 * it began after that day's first instant, so "began after midnight of day D" is exact without the
 * timestamps — and the day it ended (`dia_fim`, '9999-12-31' while current). The vehicles in a
 * state at the end of day D are the periods with `dia` ≤ D < `dia_fim` (api/dashboard/aging.query.ts).
 * Chassis under Expurgo are taken out at query time.
 */
import { STATUS } from '../vehicle-statuses.ts';
import type { RowRollup } from './row-rollup.ts';

/** docs/architecture.md "Aging": the yard (in stock, invoiced, released, blocked); in transit counts apart. */
export const STOCK_STATUSES = [STATUS.emEstoque, STATUS.faturado, STATUS.liberado, STATUS.bloqueado];
/** `dia_fim` of a period still current. */
export const OPEN_END_DAY = '9999-12-31';
const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

export const stockAgeDays: RowRollup = {
  table: 'stock_age_days',
  source: 'vehicle_status_periods',
  watched: ['status', 'inicio', 'fim', 'regiao_codigo'],
  keys: (row) => [
    ['situacao', `CASE WHEN ${row}.status = '${STATUS.transito}' THEN 'TRANSITO' ELSE 'ESTOQUE' END`],
    ['regiao_codigo', `${row}.regiao_codigo`],
    ['dia', `substr(${row}.inicio, 1, 10)`],
    ['apos_meia_noite', `CASE WHEN ${row}.inicio > substr(${row}.inicio, 1, 10) || 'T00:00:00.000Z' THEN 1 ELSE 0 END`],
    ['dia_fim', `coalesce(substr(${row}.fim, 1, 10), '${OPEN_END_DAY}')`],
  ],
  counts: () => [['veiculos', '1']],
  where: (row) => `${row}.status IN (${quoted([...STOCK_STATUSES, STATUS.transito])})`,
};
