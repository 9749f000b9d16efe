import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AnyQuery } from '../../list/filters.ts';
import { isBlank } from '../../list/list-route.ts';
import { errorResponses } from '../common-schemas.ts';
import { describeValue, type ReportFilter } from './report-filters.ts';
import { dateIn, sendXlsx, XLSX_MIME } from '../../http/xlsx-stream.ts';
import { buildWorkbook, type Sheet } from './xlsx-workbook.ts';

export interface ReportContext {
  dialect: DialectName;
  /** Narrows a query by the request's filters (each through its declared `apply`). */
  filter(query: AnyQuery): AnyQuery;
  now: Date;
}

/** One downloadable report of the catalogue (issue 6 §5): declared filters, one sheet of results. */
export interface ReportDefinition {
  /** URL segment: POST /reports/{id}. */
  id: string;
  title: string;
  /** File name without date and extension (the download is `{fileName}-{YYYY-MM-DD}.xlsx`). */
  fileName: string;
  filters: Record<string, ReportFilter>;
  required?: string[];
  build(db: Kysely<Database>, context: ReportContext): Promise<Omit<Sheet, 'name'>>;
}

const TIME_ZONE = 'America/Sao_Paulo';
const permission = { resource: 'relatorios', scope: 'view' } as const;

/** spec §5: blank values (null, "", "null", [], empty ranges) are dropped before validation. */
const dropBlankValues: preValidationHookHandler = async (request) => {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const values = body as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const range = value as Record<string, unknown>;
      for (const [part, v] of Object.entries(range)) if (isBlank(v)) delete range[part];
      if (Object.keys(range).length === 0) delete values[key];
    } else if (isBlank(value)) delete values[key];
  }
};

/** The generation time in Brazil, for the parameters sheet. */
const localDateTime = (now: Date) => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }).format(now);

async function parametersSheet(db: Kysely<Database>, report: ReportDefinition, values: Record<string, unknown>, now: Date): Promise<Sheet> {
  const applied = await Promise.all(Object.entries(values).map(async ([name, value]) => {
    const filter = report.filters[name]!;
    return [String(filter.schema.title ?? name), await describeValue(filter, value, db)];
  }));
  return {
    name: 'Parâmetros',
    columns: [{ header: 'Parâmetro', width: 28 }, { header: 'Valor', width: 60 }],
    rows: [['Relatório', report.title], ['Gerado em', `${localDateTime(now)} (horário de Brasília)`], ...applied],
  };
}

/** `POST /reports/{id}`: filters in the JSON body (400 naming the field), an xlsx file out. */
export function registerReport(app: FastifyInstance, report: ReportDefinition): void {
  const body = {
    type: 'object',
    additionalProperties: false,
    required: report.required ?? [],
    properties: Object.fromEntries(Object.entries(report.filters).map(([name, filter]) => [name, filter.schema])),
  };
  app.post(
    `/reports/${report.id}`,
    {
      schema: {
        summary: `Relatório: ${report.title} (xlsx)`,
        tags: ['reports'],
        body,
        response: {
          200: { description: 'Planilha xlsx', content: { [XLSX_MIME]: { schema: { type: 'string', format: 'binary' } } } },
          ...errorResponses,
        },
      },
      config: { permission },
      preValidation: dropBlankValues,
    },
    async (request, reply) => {
      const values = request.body as Record<string, unknown>;
      for (const [name, value] of Object.entries(values)) {
        const problem = report.filters[name]!.check?.(value);
        if (problem) throw new AppError('VALIDATION', { field: `body.${name}`, message: problem });
      }
      const filter = (query: AnyQuery) => Object.entries(values).reduce((q, [name, value]) => report.filters[name]!.apply(q, value), query);
      const now = new Date();
      const result = await report.build(app.db, { dialect: app.database.dialect, filter, now });
      const file = buildWorkbook([{ name: report.title.slice(0, 31), ...result }, await parametersSheet(app.db, report, values, now)]);
      return sendXlsx(reply, `${report.fileName}-${dateIn(TIME_ZONE, now)}.xlsx`, (async function* () {
        yield file;
      })());
    },
  );
}
