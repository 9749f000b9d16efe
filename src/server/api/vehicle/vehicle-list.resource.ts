import { regions, states } from '../../db/seed/geography.ts';
import { colours, plants, salesTypes } from '../../db/seed/catalogue.ts';
import { vehicleStatusCodes } from '../../db/vehicle-statuses.ts';
import { defineList } from '../../list/define-list.ts';
import { filters, type ListFilter, reaisBounds, vehicleScan } from '../../list/filters.ts';
import { toVehicleItem, vehicleItemColumns, vehicleItemSchema, type VehicleItem } from './vehicle-item.schema.ts';

const code = { type: 'string', minLength: 1, maxLength: 40 };
const digits = (max: number) => ({ type: 'string', pattern: '^[0-9]+$', minLength: 1, maxLength: max });

/** A filter on a column no index holds: offered, and the checker warns the page that uses it. */
const unindexed = (filter: ListFilter): ListFilter => ({ ...filter, unindexed: vehicleScan });

/**
 * Vehicle search (POST /vehicle/list): filters and sorts declared once, here. Every item
 * field a page may want to narrow by has a filter, so a manifest adds one with no code; those
 * without an index say so (`unindexed`).
 */
export const vehicleList = defineList<VehicleItem>({
  from: (db) => db.selectFrom('vehicles'),
  select: (q) => q.select([...vehicleItemColumns]),
  toItem: (row) => toVehicleItem(row),
  itemSchema: vehicleItemSchema,
  filters: {
    chassi: filters.suffix('chassi', 'chassi_rev', 17, {
      type: 'string',
      minLength: 3,
      maxLength: 17,
      pattern: '^[A-HJ-NPR-Za-hj-npr-z0-9]+$',
      description: '17 caracteres = chassi exato; menos = últimos caracteres (ex.: os 8 finais)',
    }),
    numeroPedido: filters.prefix('numero_pedido', { ...digits(10), description: 'Número do pedido (início)' }),
    numeroNF: filters.prefix('numero_nf', { ...digits(9), description: 'Número da NF (início)' }),
    modelo: filters.anyOf('modelo_codigo', code),
    status: filters.anyOf('status', { type: 'string', enum: vehicleStatusCodes }),
    regiao: filters.anyOf('regiao_codigo', { type: 'string', enum: regions.map((r) => r.codigo) }),
    uf: filters.anyOf('uf', { type: 'string', enum: states.map((s) => s.uf) }),
    concessionaria: filters.equals('concessionaria_codigo', { ...code, description: 'Código da concessionária' }),
    tipoVenda: filters.anyOf('tipo_venda_codigo', { type: 'string', enum: salesTypes.map((t) => t.codigo) }),
    transportadora: {
      schema: { type: 'array', items: code, minItems: 1, maxItems: 50, uniqueItems: true, description: 'Códigos das transportadoras' },
      apply: (q, codes: string[]) => q.where('carrier_id', 'in', (eb: any) => eb.selectFrom('carriers').select('id').where('codigo', 'in', codes)),
    },
    dataPedido: filters.dateRange('data_pedido'),
    // NF dates are unrelated to the default sort (order date): `vehicles_data_nf_pedido` finds the page.
    dataNF: { ...filters.dateRange('data_nf'), selective: true },
    emEstoque: filters.flag('em_estoque'),
    bloqueado: filters.flag('bloqueado'),
    anoModelo: unindexed(filters.equals('ano_modelo', { type: 'integer', minimum: 1990, maximum: 2100, description: 'Ano/modelo' })),
    cor: unindexed(filters.anyOf('cor', { type: 'string', enum: [...colours] })),
    versao: unindexed(filters.anyOf('versao', code)),
    planta: unindexed(filters.anyOf('planta', { type: 'string', enum: plants.map((p) => p.codigo) })),
    cidade: unindexed(filters.equals('cidade', { type: 'string', minLength: 1, maxLength: 60, description: 'Cidade da concessionária (exata)' })),
    preco: unindexed(filters.range('preco_centavos', reaisBounds, 100)),
  },
  sorts: {
    chassi: 'chassi',
    modelo: 'modelo',
    numeroPedido: 'numero_pedido',
    numeroNF: 'numero_nf',
    dataPedido: 'data_pedido',
    dataNF: 'data_nf',
    status: 'status',
    concessionaria: 'concessionaria',
    regiao: 'regiao',
    uf: 'uf',
    diasNoStatus: { column: 'data_status', invert: true },
    preco: 'preco_centavos',
    anoModelo: 'ano_modelo',
    cor: 'cor',
  },
  defaultSort: [{ field: 'dataPedido', direction: 'desc' }],
  tieBreaker: 'id',
  maxPageSize: 500,
});
