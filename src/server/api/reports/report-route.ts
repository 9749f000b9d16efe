import type { preValidationHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiInstance } from '../../api-plugin.ts';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ListQuery } from '../../list/list-query.ts';
import { isBlank } from '../../list/list-route.ts';
import { describeValue, type ReportFilter } from './report-filters.ts';
import { dateIn, sendXlsx, XLSX_MIME, xlsxWorkbookStream, type XlsxColumn, type XlsxNumberFormat, type XlsxSheet } from '../../spreadsheet/xlsx-stream.ts';

export interface ReportContext {
  dialect: DialectName;
  /** Narrows a query by the request's filters (each through its declared `apply`). */
  filter(query: ListQuery): ListQuery;
  now: Date;
}

/** A value of a report's cell: text, a number (shown with its column's format) or empty. */
export type CellValue = string | number | null;
/** The number formats a report column can have (the preview sends the number, the file formats it). */
export type ReportNumberFormat = Extract<XlsxNumberFormat, 'integer' | 'decimal' | 'percent' | 'currency'>;

/** A column of a report: its sheet header, width (in characters) and format, and its field in the on-screen preview. */
export interface ReportColumn {
  key: string;
  header: string;
  width?: number;
  format?: ReportNumberFormat;
  /**
   * A code the row is about (status, carrier, route), of this JSON type: the preview sends it so a
   * count cell can link to the list of its records (form `result.columns[].drill`); the file, read by
   * people, shows the names and leaves it out.
   */
  code?: 'string' | 'integer';
}

/** Rows the preview shows at most; the file has them all. */
export const PREVIEW_ROWS = 1000;

/** One report of the catalogue: declared filters and columns, previewed on screen and downloaded as one sheet. */
export interface ReportDefinition {
  /** URL segment: POST /reports/{id}. */
  id: string;
  title: string;
  /** File name without date and extension (the download is `{fileName}-{YYYY-MM-DD}.xlsx`). */
  fileName: string;
  filters: Record<string, ReportFilter>;
  required?: string[];
  columns: ReportColumn[];
  /** The rows, one value per column in order. */
  build(db: Kysely<Database>, context: ReportContext): Promise<CellValue[][]>;
}

/** Reports take no `clientTimeZone` (their body is their filters): times in them are Brasília's, and say so. */
const TIME_ZONE = 'America/Sao_Paulo';
const permission = { resource: 'relatorios', scope: 'view' } as const;

/** Blank values (null, "", "null", [], empty ranges) are dropped before validation. */
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

/**
 * Excel's column width (the `width` of xlsx-stream's columns) for `characters` characters of the
 * default font, as the reports' files have always had it: a column without a width fits its header,
 * 12 characters at least.
 */
function excelWidth(column: { header: string; width?: number }): number {
  const characters = column.width ?? Math.max(12, column.header.length + 2);
  return Math.trunc(((characters * 6 + 5) / 6) * 256) / 256;
}

/** A parameter's value: text, or the generation time (a date cell). */
type ParameterValue = string | Date;

/** A sheet of rows given as arrays, one value per column in order; code columns stay out of it. */
function sheetOf<Value extends CellValue | ParameterValue>(name: string, columns: Omit<ReportColumn, 'key'>[], rows: Value[][]): XlsxSheet<Value[]> {
  return {
    name,
    columns: columns.flatMap((column, index): XlsxColumn<Value[]>[] =>
      column.code ? [] : [{ header: column.header, width: excelWidth(column), format: column.format, value: (row) => row[index] }],
    ),
    batches: (async function* () {
      yield rows;
    })(),
  };
}

async function parametersSheet(
  db: Kysely<Database>,
  report: ReportDefinition,
  values: Record<string, unknown>,
  now: Date,
): Promise<XlsxSheet<ParameterValue[]>> {
  const applied = await Promise.all(
    Object.entries(values).map(async ([name, value]) => {
      const filter = report.filters[name]!;
      return [String(filter.schema.title ?? name), await describeValue(filter, value, db)];
    }),
  );
  return sheetOf(
    'Parâmetros',
    [
      { header: 'Parâmetro', width: 28 },
      { header: 'Valor', width: 60 },
    ],
    [['Relatório', report.title], ['Gerado em (horário de Brasília)', now], ...applied],
  );
}

/** The request's filters checked (400 naming the field) and the report's rows built. */
async function runReport(app: ApiInstance, report: ReportDefinition, values: Record<string, unknown>, now: Date): Promise<CellValue[][]> {
  for (const [name, value] of Object.entries(values)) {
    const problem = report.filters[name]!.check?.(value);
    if (problem) throw new AppError('VALIDATION', { field: `body.${name}`, message: problem });
  }
  const filter = (query: ListQuery) => Object.entries(values).reduce((q, [name, value]) => report.filters[name]!.apply(q, value, app.db), query);
  return report.build(app.db, { dialect: app.database.dialect, filter, now });
}

const cellType = (column: ReportColumn) => column.code ?? (column.format === 'integer' ? 'integer' : column.format ? 'number' : 'string');
const cellSchema = (column: ReportColumn) => ({ type: [cellType(column), 'null'], description: column.header });

/**
 * `POST /reports/{id}`: filters in the JSON body (400 naming the field), an xlsx file out;
 * `POST /reports/{id}/preview`: the same rows as JSON items (`linha` numbers them), for the screen,
 * up to PREVIEW_ROWS.
 */
export function registerReport(app: ApiInstance, report: ReportDefinition): void {
  const body = {
    type: 'object',
    additionalProperties: false,
    required: report.required ?? [],
    properties: Object.fromEntries(Object.entries(report.filters).map(([name, filter]) => [name, filter.schema])),
  } as const;
  app.post(
    `/reports/${report.id}`,
    {
      schema: {
        summary: `Relatório: ${report.title} (xlsx)`,
        tags: ['reports'],
        body,
        response: {
          200: { description: 'Planilha xlsx', content: { [XLSX_MIME]: { schema: { type: 'string', format: 'binary' } } } },
        },
      },
      config: { permission },
      preValidation: dropBlankValues,
    },
    async (request, reply) => {
      const values = request.body;
      const now = new Date();
      // Rows and parameters are ready before the first byte goes out, so a failure still answers as an error.
      const rows = await runReport(app, report, values, now);
      const parameters = await parametersSheet(app.db, report, values, now);
      const file = xlsxWorkbookStream<[CellValue[], ParameterValue[]]>({ timeZone: TIME_ZONE }, sheetOf(report.title, report.columns, rows), parameters);
      return sendXlsx(reply, `${report.fileName}-${dateIn(TIME_ZONE, now)}.xlsx`, file);
    },
  );
  // A row's fields are the report's columns, known only at run time: the preview's items are typed as unknown.
  const item: Record<string, unknown> = {
    type: 'object',
    additionalProperties: false,
    required: ['linha', ...report.columns.map((column) => column.key)],
    properties: { linha: { type: 'integer' }, ...Object.fromEntries(report.columns.map((column) => [column.key, cellSchema(column)])) },
  };
  app.post(
    `/reports/${report.id}/preview`,
    {
      schema: {
        summary: `Relatório: ${report.title} (pré-visualização na tela, até ${PREVIEW_ROWS} linhas)`,
        tags: ['reports'],
        body,
        response: {
          200: { type: 'array', items: item, description: `As primeiras ${PREVIEW_ROWS} linhas do relatório (o arquivo traz todas).` },
        },
      },
      config: { permission },
      preValidation: dropBlankValues,
    },
    async (request) => {
      const rows = await runReport(app, report, request.body, new Date());
      return rows.slice(0, PREVIEW_ROWS).map((row, index) => ({
        linha: index + 1,
        ...Object.fromEntries(report.columns.map((column, i) => [column.key, row[i] ?? null])),
      }));
    },
  );
}
