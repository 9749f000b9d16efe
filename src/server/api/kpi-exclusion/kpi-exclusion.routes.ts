import type { ApiPlugin } from '../../api-plugin.ts';
import { timeZoneSchema } from '../../dates/time-zone.ts';
import { dateIn, sendXlsx, xlsxStream, type XlsxColumn } from '../../spreadsheet/xlsx-stream.ts';
import { requireUser } from '../../security/request-user.ts';
import { errorRef } from '../common-schemas.ts';
import { chassisListSchema, exclusionInfoSchema, kpiExclusionInfo } from './kpi-exclusion-info.query.ts';
import { changeKpiExclusion, type ExclusionChange, exclusionChangeResultSchema, KPI_EXCLUSION_RESOURCE } from './kpi-exclusion-write.ts';

const infoBody = { type: 'object', additionalProperties: false, required: ['chassis'], properties: { chassis: chassisListSchema } } as const;
const reportBody = {
  type: 'object',
  additionalProperties: false,
  required: ['chassis', 'clientTimeZone'],
  properties: { chassis: chassisListSchema, clientTimeZone: timeZoneSchema('datas e horas da planilha') },
} as const;
const changeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['chassis', 'motivo'],
  properties: {
    chassis: chassisListSchema,
    motivo: { type: 'string', minLength: 3, maxLength: 500, pattern: '\\S', description: 'Motivo do expurgo (ou da reversão), auditado' },
  },
} as const;

type Info = Awaited<ReturnType<typeof kpiExclusionInfo>>[number];
const permission = { resource: KPI_EXCLUSION_RESOURCE, scope: 'view' } as const;

function reportColumns(timeZone: string): XlsxColumn<Info>[] {
  const format = new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'short', timeStyle: 'medium' });
  const when = (iso: string | null) => (iso ? format.format(new Date(iso)) : null);
  return [
    { header: 'Chassi', width: 22, value: (i) => i.chassi },
    { header: 'Encontrado', width: 11, value: (i) => (i.encontrado ? 'Sim' : 'Não') },
    { header: 'Modelo', value: (i) => i.modelo },
    { header: 'Status', value: (i) => i.status },
    { header: 'Concessionária', width: 30, value: (i) => i.concessionaria },
    { header: 'Expurgado', width: 11, value: (i) => (i.excluido ? 'Sim' : 'Não') },
    { header: 'Motivo', width: 36, value: (i) => i.motivo },
    { header: 'Expurgado por', value: (i) => i.excluidoPor },
    { header: `Expurgado em (${timeZone})`, width: 24, value: (i) => when(i.excluidoEm) },
    { header: 'Revertido por', value: (i) => i.revertidoPor },
    { header: `Revertido em (${timeZone})`, width: 24, value: (i) => when(i.revertidoEm) },
  ];
}

/**
 * POST /vehicle/listVehicleKpiExclusionInfo and POST /vehicle/vehicleKpiExclusion/report; the
 * writes (VTLog's own) apply and revert the exclusion of a list of chassis (scope manage).
 */
export const kpiExclusionRoutes: ApiPlugin = async (app) => {
  app.post(
    '/vehicle/listVehicleKpiExclusionInfo',
    {
      schema: {
        summary: 'Situação de expurgo de KPI de uma lista de chassis',
        tags: ['kpi-exclusion'],
        body: infoBody,
        response: { 200: { type: 'array', items: exclusionInfoSchema } },
      },
      config: { permission },
    },
    async (request) => kpiExclusionInfo(app.db, request.body.chassis),
  );

  app.post(
    '/vehicle/vehicleKpiExclusion/report',
    {
      schema: {
        summary: 'Planilha xlsx do expurgo de KPI (datas no fuso do cliente)',
        tags: ['kpi-exclusion'],
        body: reportBody,
        response: {
          200: {
            description: 'Planilha xlsx',
            content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
      config: { permission },
    },
    async (request, reply) => {
      const { chassis, clientTimeZone } = request.body;
      const info = await kpiExclusionInfo(app.db, chassis);
      async function* one() {
        yield info;
      }
      return sendXlsx(reply, `expurgo_${dateIn(clientTimeZone)}.xlsx`, xlsxStream('Expurgo', reportColumns(clientTimeZone), one()));
    },
  );

  const changeRoute = (url: string, change: ExclusionChange, summary: string) =>
    app.post(
      url,
      {
        schema: { summary, tags: ['kpi-exclusion'], body: changeBody, response: { 200: exclusionChangeResultSchema, 422: errorRef, 503: errorRef } },
        config: { permission: { resource: KPI_EXCLUSION_RESOURCE, scope: 'manage' } },
      },
      async (request) => changeKpiExclusion(app.database, requireUser(request), change, request.body.chassis, request.body.motivo),
    );
  changeRoute('/vehicle/vehicleKpiExclusion', 'apply', 'Expurga chassis dos KPIs (todos ou nenhum; auditado)');
  changeRoute('/vehicle/vehicleKpiExclusion/revert', 'revert', 'Reverte o expurgo de chassis (todos ou nenhum; auditado)');
};
