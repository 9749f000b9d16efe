import { sql } from 'kysely';
import { regions, states } from '../../../shared/geo/brazil-states.ts';
import { salesTypes } from '../../db/reference/sales-types.ts';
import { models } from '../../db/reference/vehicle-models.ts';
import { vehicleStatusesOf } from '../../db/vehicle-statuses.ts';
import { type ManifestFolder, perFolder } from '../../manifests/manifest-folder.ts';
import { vehicleListOf } from '../vehicle/vehicle-list.resource.ts';
import type { ReportDefinition } from './report-route.ts';
import { named, titled } from './report-filters.ts';

/** Vehicles per status (rows, in the flow order of the folder's vehicle-status enum) and IBGE region (columns), with each status's share. */
export const vehiclesByStatusReportOf = perFolder((manifests: ManifestFolder): ReportDefinition => {
  const vehicleList = vehicleListOf(manifests);
  const vehicle = vehicleList.definition;
  const vehicleStatuses = vehicleStatusesOf(manifests);
  return {
    id: 'vehicles-by-status',
    title: 'Veículos por status',
    fileName: 'veiculos-por-status',
    filters: {
      dataPedido: titled(vehicleList.filters.dataPedido!, 'Data do pedido'),
      modelo: named(vehicleList.filters.modelo!, 'Modelo', Object.fromEntries(models.map((item) => [item.codigo, item.nome]))),
      regiao: named(vehicleList.filters.regiao!, 'Região', Object.fromEntries(regions.map((item) => [item.codigo, item.nome]))),
      uf: named(vehicleList.filters.uf!, 'UF', Object.fromEntries(states.map((item) => [item.uf, item.nome]))),
      tipoVenda: named(vehicleList.filters.tipoVenda!, 'Tipo de venda', Object.fromEntries(salesTypes.map((item) => [item.codigo, item.nome]))),
      concessionaria: titled(vehicleList.filters.concessionaria!, 'Concessionária'),
    },
    columns: [
      { key: 'status', header: 'Status', width: 22 },
      ...regions.map((region) => ({ key: region.codigo, header: region.nome, format: 'integer' as const })),
      { key: 'total', header: 'Total', format: 'integer' },
      { key: 'participacao', header: 'Participação', format: 'percent' },
      { key: 'statusCodigo', header: 'Código do status', code: 'string' },
    ],
    async build(db, { filter }) {
      const counts = await filter(vehicle.from(db))
        .select(['status', 'regiao_codigo', sql<number>`count(*)`.as('n')])
        .groupBy(['status', 'regiao_codigo'])
        .execute();
      const total = counts.reduce((sum, row) => sum + Number(row.n), 0);
      const count = (status: string, region?: string) =>
        counts.filter((row) => row.status === status && (region === undefined || row.regiao_codigo === region)).reduce((sum, row) => sum + Number(row.n), 0);
      const rows = vehicleStatuses.map((status) => {
        const all = count(status.codigo);
        return [status.nome, ...regions.map((region) => count(status.codigo, region.codigo)), all, total === 0 ? 0 : all / total, status.codigo];
      });
      const regionTotals = regions.map((region) => counts.filter((row) => row.regiao_codigo === region.codigo).reduce((sum, row) => sum + Number(row.n), 0));
      // The total row is every status: no code, so its links leave the status out.
      return [...rows, ['Total', ...regionTotals, total, total === 0 ? 0 : 1, null]];
    },
  };
});
