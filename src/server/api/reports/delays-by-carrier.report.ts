import { sql } from 'kysely';
import { filters } from '../../list/filters.ts';
import type { ReportDefinition } from './report-route.ts';
import { carrierNames, named, period } from './report-filters.ts';

const count = (situacao: string) => sql<number>`sum(case when transport_delays.situacao = ${situacao} then 1 else 0 end)`;

/** Shipments due in the period per carrier: how many were late, by how much, and where the justification stands. */
export const delaysByCarrierReport: ReportDefinition = {
  id: 'delays-by-carrier',
  title: 'Atrasos por transportadora',
  fileName: 'atrasos-por-transportadora',
  required: ['periodo'],
  filters: {
    periodo: period('shipments.data_prevista', 'Período de entrega prevista', { columnHoldsDateTime: true, maxDays: 366 }),
    transportadora: named(filters.anyOf('carriers.codigo', { type: 'string', minLength: 1, maxLength: 40 }, 50), 'Transportadora', carrierNames),
  },
  columns: [
    { key: 'transportadora', header: 'Transportadora', width: 30 },
    { key: 'cnpj', header: 'CNPJ', width: 20 },
    { key: 'embarques', header: 'Embarques', format: 'integer' },
    { key: 'atrasados', header: 'Atrasados', format: 'integer' },
    { key: 'atrasadosPct', header: '% atrasados', format: 'percent' },
    { key: 'atrasoMedio', header: 'Atraso médio (dias)', format: 'decimal' },
    { key: 'maiorAtraso', header: 'Maior atraso (dias)', format: 'integer' },
    { key: 'pendentes', header: 'Pendentes', format: 'integer' },
    { key: 'justificados', header: 'Justificados', format: 'integer' },
    { key: 'encerrados', header: 'Encerrados', format: 'integer' },
    { key: 'transportadoraCodigo', header: 'Código da transportadora', code: 'string' },
  ],
  async build(db, { filter }) {
    const rows = await filter(
      db
        .selectFrom('shipments')
        .innerJoin('carriers', 'carriers.id', 'shipments.carrier_id')
        .leftJoin('transport_delays', 'transport_delays.shipment_id', 'shipments.id'),
    )
      .select([
        'carriers.nome as transportadora',
        'carriers.cnpj as cnpj',
        'carriers.codigo as codigo',
        sql<number>`count(distinct shipments.id)`.as('embarques'),
        sql<number>`count(distinct transport_delays.shipment_id)`.as('atrasados'),
        sql<number | null>`avg(transport_delays.dias_atraso)`.as('media'),
        sql<number | null>`max(transport_delays.dias_atraso)`.as('maior'),
        count('PENDENTE').as('pendentes'),
        count('JUSTIFICADO').as('justificados'),
        count('ENCERRADO').as('encerrados'),
      ])
      .groupBy(['carriers.nome', 'carriers.cnpj', 'carriers.codigo'])
      .orderBy('carriers.nome')
      .execute();
    return rows.map((row) => {
      const shipments = Number(row.embarques);
      const late = Number(row.atrasados);
      return [
        row.transportadora,
        row.cnpj,
        shipments,
        late,
        shipments === 0 ? 0 : late / shipments,
        row.media === null ? null : Number(row.media),
        row.maior === null ? null : Number(row.maior),
        Number(row.pendentes ?? 0),
        Number(row.justificados ?? 0),
        Number(row.encerrados ?? 0),
        row.codigo,
      ];
    });
  },
};
