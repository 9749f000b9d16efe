import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { dateIn, isTimeZone, sendXlsx, xlsxStream, type XlsxColumn } from '../../http/xlsx-stream.ts';
import { dropBlankFilters } from '../../list/list-route.ts';
import { errorResponses } from '../common-schemas.ts';
import type { VehicleItem } from './vehicle-item.schema.ts';
import { vehicleList } from './vehicle-list.resource.ts';

/** The xlsx limit is 1,048,576 rows including the header. */
const MAX_ROWS = 1_048_575;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sort: vehicleList.requestSchema.properties.sort,
    filters: vehicleList.requestSchema.properties.filters,
    clientTimeZone: { type: 'string', minLength: 1, maxLength: 64, default: 'America/Sao_Paulo' },
  },
} as const;

interface Body { sort?: { field: string; direction?: 'asc' | 'desc' }[]; filters?: Record<string, unknown>; clientTimeZone: string }

const brDate = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null);

const columns: XlsxColumn<VehicleItem>[] = [
  { header: 'Chassi', width: 22, value: (v) => v.chassi },
  { header: 'Modelo', value: (v) => v.modelo },
  { header: 'Versão', width: 20, value: (v) => v.versao },
  { header: 'Cor', width: 10, value: (v) => v.cor },
  { header: 'Ano modelo', width: 10, value: (v) => v.anoModelo },
  { header: 'Status', value: (v) => v.status },
  { header: 'Dias no status', width: 12, value: (v) => v.diasNoStatus },
  { header: 'Nº pedido', width: 14, value: (v) => v.numeroPedido },
  { header: 'Data do pedido', width: 14, value: (v) => brDate(v.dataPedido) },
  { header: 'Nº NF', width: 12, value: (v) => v.numeroNF },
  { header: 'Data da NF', width: 14, value: (v) => brDate(v.dataNF) },
  { header: 'Chave NF-e', width: 48, value: (v) => v.chaveNFe },
  { header: 'Concessionária', width: 32, value: (v) => v.concessionaria },
  { header: 'Código concessionária', width: 12, value: (v) => v.concessionariaCodigo },
  { header: 'Região', width: 14, value: (v) => v.regiao },
  { header: 'UF', width: 6, value: (v) => v.uf },
  { header: 'Cidade', width: 20, value: (v) => v.cidade },
  { header: 'Tipo de venda', width: 14, value: (v) => v.tipoVenda },
  { header: 'Transportadora', width: 28, value: (v) => v.transportadora },
  { header: 'Preço (R$)', width: 14, value: (v) => v.preco },
  { header: 'Em estoque', width: 10, value: (v) => (v.emEstoque ? 'Sim' : 'Não') },
  { header: 'Bloqueado', width: 10, value: (v) => (v.bloqueado ? 'Sim' : 'Não') },
];

/** spec §7 POST /vehicle/report: every vehicle matching the search filters, as xlsx (streamed). */
export async function vehicleReportRoute(app: FastifyInstance): Promise<void> {
  app.post(
    '/vehicle/report',
    {
      schema: {
        summary: 'Exporta a consulta de veículos (todos os resultados do filtro) em xlsx',
        tags: ['vehicle'],
        body: bodySchema,
        response: { 200: { description: 'Planilha xlsx', content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } } } }, ...errorResponses },
      },
      config: { permission: { resource: 'list-vehicles-export', scope: 'view' } },
      preValidation: dropBlankFilters,
    },
    async (request, reply) => {
      const body = request.body as Body;
      if (!isTimeZone(body.clientTimeZone)) throw new AppError('VALIDATION', { field: 'body.clientTimeZone', message: 'O campo body.clientTimeZone deve ser um fuso horário IANA válido.' });
      const total = (await vehicleList.run(app.db, { page: 1, pageSize: 1, filters: body.filters })).total;
      if (total > MAX_ROWS) throw new AppError('UNPROCESSABLE', { message: `A exportação tem ${total} linhas; o limite do Excel é ${MAX_ROWS}. Refine os filtros.` });
      reply.header('x-total-count', String(total));
      const fileName = `veiculos_${dateIn(body.clientTimeZone)}.xlsx`;
      return sendXlsx(reply, fileName, xlsxStream('Veículos', columns, vehicleList.batches(app.db, { sort: body.sort, filters: body.filters })));
    },
  );
}
