/**
 * The vehicle lists' count roll-up: vehicles by status, region and UF (a few hundred rows), so the
 * total of a search filtered only by those (the in-stock page, a region, a status) is a sum of a
 * few rows instead of a count of every matching vehicle (some 400,000 index entries for one region
 * at 1,000,000 vehicles). Kept exact by triggers on `vehicles` (migration 018).
 */
import type { RowRollup } from './row-rollup.ts';

export const vehicleCounts: RowRollup = {
  table: 'vehicle_counts',
  source: 'vehicles',
  watched: ['status', 'regiao_codigo', 'uf'],
  keys: (row) => [
    ['status', `${row}.status`],
    ['regiao_codigo', `${row}.regiao_codigo`],
    ['uf', `${row}.uf`],
  ],
  counts: () => [['veiculos', '1']],
  where: () => '1 = 1',
};
