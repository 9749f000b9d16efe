import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { AppError } from '../../errors.ts';
import { dateIn, isTimeZone, sendXlsx, xlsxStream, type XlsxColumn } from '../../http/xlsx-stream.ts';
import { requireUser } from '../../security/request-user.ts';
import { errorRef, errorResponses } from '../common-schemas.ts';
import { chassisListSchema, exclusionInfoSchema, kpiExclusionInfo } from './kpi-exclusion-info.query.ts';
import { changeKpiExclusion, type ExclusionChange, exclusionChangeResultSchema, KPI_EXCLUSION_RESOURCE } from './kpi-exclusion-write.ts';

const infoBody = { type: 'object', additionalProperties: false, required: ['chassis'], properties: { chassis: chassisListSchema } } as const;
const reportBody = {
  type: 'object',
  additionalProperties: false,
  required: ['chassis', 'clientTimeZone'],
  properties: { chassis: chassisListSchema, clientTimeZone: { type: 'string', minLength: 1, maxLength: 64, description: 'Fuso IANA do navegador, ex.: America/Sao_Paulo' } },
} as const;
const changeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['chassis', 'motivo'],
  properties: { chassis: chassisListSchema, motivo: { type: 'string', minLength: 3, maxLength: 500, pattern: '\\S', description: 'Motivo do expurgo (ou da reversão), auditado' } },
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
export async function kpiExclusionRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: FromSchema<typeof infoBody> }>(
    '/vehicle/listVehicleKpiExclusionInfo',
    {
      schema: { summary: 'Situação de expurgo de KPI de uma lista de chassis', tags: ['kpi-exclusion'], body: infoBody, response: { 200: { type: 'array', items: exclusionInfoSchema }, ...errorResponses } },
      config: { permission },
    },
    async (request) => kpiExclusionInfo(app.db, request.body.chassis),
  );

  app.post<{ Body: FromSchema<typeof reportBody> }>(
    '/vehicle/vehicleKpiExclusion/report',
    {
      schema: {
        summary: 'Planilha xlsx do expurgo de KPI (datas no fuso do cliente)',
        tags: ['kpi-exclusion'],
        body: reportBody,
        response: { 200: { description: 'Planilha xlsx', content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } } } }, ...errorResponses },
      },
      config: { permission },
    },
    async (request, reply) => {
      const { chassis, clientTimeZone } = request.body;
      if (!isTimeZone(clientTimeZone)) throw new AppError('VALIDATION', { field: 'body.clientTimeZone', message: 'O campo body.clientTimeZone deve ser um fuso horário IANA válido.' });
      const info = await kpiExclusionInfo(app.db, chassis);
      async function* one() {
        yield info;
      }
      return sendXlsx(reply, `expurgo_${dateIn(clientTimeZone)}.xlsx`, xlsxStream('Expurgo', reportColumns(clientTimeZone), one()));
    },
  );

  const changeRoute = (url: string, change: ExclusionChange, summary: string) =>
    app.post<{ Body: FromSchema<typeof changeBody> }>(
      url,
      {
        schema: { summary, tags: ['kpi-exclusion'], body: changeBody, response: { 200: exclusionChangeResultSchema, ...errorResponses, 422: errorRef, 503: errorRef } },
        config: { permission: { resource: KPI_EXCLUSION_RESOURCE, scope: 'manage' } },
      },
      async (request) => changeKpiExclusion(app.database, requireUser(request), change, request.body.chassis, request.body.motivo),
    );
  changeRoute('/vehicle/vehicleKpiExclusion', 'apply', 'Expurga chassis dos KPIs (todos ou nenhum; auditado)');
  changeRoute('/vehicle/vehicleKpiExclusion/revert', 'revert', 'Reverte o expurgo de chassis (todos ou nenhum; auditado)');
}
