/**
 * The aging dashboard's roll-up: vehicles in the plant yard or in transit, by situation, region
 * and the day their current state began (`dia`, UTC) — and whether it began after that day's
 * first instant, so "began after midnight of day D" is exact without the timestamps
 * (api/dashboard/aging.query.ts). Chassis under Expurgo are taken out at query time.
 */
import { STATUS } from '../vehicle-statuses.ts';
import type { RowRollup } from './row-rollup.ts';

/** docs/architecture.md "Aging": the yard (in stock, invoiced, released, blocked); in transit counts apart. */
export const STOCK_STATUSES = [STATUS.emEstoque, STATUS.faturado, STATUS.liberado, STATUS.bloqueado];
const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

export const stockAgeDays: RowRollup = {
  table: 'stock_age_days',
  source: 'vehicles',
  watched: ['status', 'data_status', 'regiao_codigo'],
  keys: (row) => [
    ['situacao', `CASE WHEN ${row}.status = '${STATUS.transito}' THEN 'TRANSITO' ELSE 'ESTOQUE' END`],
    ['regiao_codigo', `${row}.regiao_codigo`],
    ['dia', `substr(${row}.data_status, 1, 10)`],
    ['apos_meia_noite', `CASE WHEN ${row}.data_status > substr(${row}.data_status, 1, 10) || 'T00:00:00.000Z' THEN 1 ELSE 0 END`],
  ],
  counts: () => [['veiculos', '1']],
  where: (row) => `${row}.status IN (${quoted([...STOCK_STATUSES, STATUS.transito])})`,
};
