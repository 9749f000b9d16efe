import type { ApiPlugin } from '../../api-plugin.ts';
import { timeZoneSchema } from '../../dates/time-zone.ts';
import { dateIn, sendXlsx } from '../../spreadsheet/xlsx-stream.ts';
import { requireUser } from '../../security/request-user.ts';
import { errorRef, errorResponses } from '../common-schemas.ts';
import { exclusionEventSchema, kpiExclusionEvents } from './kpi-exclusion-events.query.ts';
import { chassisListSchema, exclusionInfoSchema, kpiExclusionInfo } from './kpi-exclusion-info.query.ts';
import { kpiExclusionWorkbook } from './kpi-exclusion-report.ts';
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

const permission = { resource: KPI_EXCLUSION_RESOURCE, scope: 'view' } as const;

const historyQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['chassi'],
  properties: { chassi: chassisListSchema.items },
} as const;

/**
 * POST /vehicle/listVehicleKpiExclusionInfo, GET /vehicle/listVehicleKpiExclusionEvents (a chassis's
 * history, for the vehicle's details) and POST /vehicle/vehicleKpiExclusion/report; the
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

  app.get(
    '/vehicle/listVehicleKpiExclusionEvents',
    {
      schema: {
        summary: 'Histórico de expurgo de KPI de um chassi: cada expurgo e reversão com o motivo, do mais antigo ao mais recente',
        tags: ['kpi-exclusion'],
        querystring: historyQuery,
        response: { 200: { type: 'array', items: exclusionEventSchema }, ...errorResponses },
      },
      config: { permission },
    },
    async (request) => {
      const chassi = request.query.chassi.toUpperCase();
      return (await kpiExclusionEvents(app.db, [chassi])).get(chassi) ?? [];
    },
  );

  app.post(
    '/vehicle/vehicleKpiExclusion/report',
    {
      schema: {
        summary: 'Planilha xlsx do expurgo de KPI: situação por chassi e histórico (datas no fuso do cliente)',
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
      return sendXlsx(reply, `expurgo_${dateIn(clientTimeZone)}.xlsx`, kpiExclusionWorkbook(info, clientTimeZone, app.manifests));
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
