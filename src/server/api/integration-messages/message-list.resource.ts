/**
 * Mensagens de integração: every message received from the interfaces, one by one, with the
 * dashboard's filters under the same rules (docs: dashboard/integration-failure-rate.routes.ts):
 * days are UTC days of `recebido_em`, the region is the one copied from the message's vehicle, and
 * Expurgo means the vehicle has an active KPI exclusion. A drill-down from the dashboard with
 * `recebidoEm`, `regiao`, `expurgo=false` and `resultado=REJEITADA` counts what the dashboard counts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listDefinition, defineList } from '../../list/define-list.ts';
import { like, likeText } from '../../list/fields.ts';
import { tableScan } from '../../list/filters.ts';
import type { ListQuery } from '../../list/list-query.ts';
import { vehicleFieldsThroughJoin } from '../vehicle/vehicle-reference.fragment.ts';
import { handlingOf, messageHandlings, messageResults, resultOf, successOf, type MessageResult } from './message-state.ts';

const nullableText = { type: ['string', 'null'] } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const messageItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'recebidoEm', 'interface', 'chassi', 'resultado', 'mensagem', 'regiao', 'tratamento', 'tratadoPor', 'tratadoEm', 'tratamentoMotivo'],
  properties: {
    id: { type: 'integer' },
    recebidoEm: { type: 'string', format: 'date-time' },
    interface: { type: 'string' },
    chassi: { ...nullableText, description: 'Chassi do veículo da mensagem; vazio numa mensagem sem veículo' },
    resultado: { type: 'string', enum: messageResults },
    mensagem: { ...nullableText, description: 'Texto do erro de uma mensagem rejeitada' },
    regiao: { ...nullableText, description: 'Código da região (IBGE) do veículo da mensagem' },
    tratamento: { type: ['string', 'null'], enum: [...messageHandlings, null], description: 'Só das mensagens rejeitadas' },
    tratadoPor: nullableText,
    tratadoEm: nullableDateTime,
    tratamentoMotivo: nullableText,
  },
} as const;

export type MessageItem = FromSchema<typeof messageItemSchema>;

const codes = (values: readonly string[], description: string) => ({
  type: 'array',
  items: { type: 'string', enum: [...values] },
  minItems: 1,
  uniqueItems: true,
  description,
});

const rejected = (query: ListQuery) => query.where('integration_events.sucesso', '=', 0);

/** A message may be tied to no vehicle: the join keeps it (no chassis). */
const joins = {
  vehicles: (query: ListQuery) => query.leftJoin('vehicles', 'vehicles.id', 'integration_events.vehicle_id'),
};

const from = (db: Kysely<Database>) => db.selectFrom('integration_events');

const definition = listDefinition({
  from,
  joins,
  select: (q) =>
    q.select([
      'integration_events.id as id',
      'integration_events.recebido_em as recebido_em',
      'integration_events.interface as interface',
      'vehicles.chassi as chassi',
      'integration_events.sucesso as sucesso',
      'integration_events.mensagem as mensagem',
      'integration_events.regiao_codigo as regiao_codigo',
      'integration_events.tratado_em as tratado_em',
      'integration_events.tratado_por as tratado_por',
      'integration_events.tratamento_motivo as tratamento_motivo',
    ]),
  toItem: (row): MessageItem => ({
    id: row.id,
    recebidoEm: row.recebido_em,
    interface: row.interface,
    // A left join: no vehicle, no chassis.
    chassi: (row.chassi as string | null) ?? null,
    resultado: resultOf(row),
    mensagem: row.mensagem,
    regiao: row.regiao_codigo,
    tratamento: handlingOf(row),
    tratadoPor: row.tratado_por,
    tratadoEm: row.tratado_em,
    tratamentoMotivo: row.tratamento_motivo,
  }),
  itemSchema: messageItemSchema,
  fields: {
    id: { type: 'integer', label: 'Mensagem (id)', column: 'integration_events.id', default: 'eq', value: { minimum: 1 }, indexed: ['eq', 'in'] },
    // Inclusive UTC days, as the dashboard counts them: `recebido_em >= from` and `< to + 1 day` (fields.ts).
    recebidoEm: {
      type: 'datetime',
      label: 'Recebida em',
      column: 'integration_events.recebido_em',
      default: 'between',
      indexed: ['eq', 'between', 'gte', 'lte'],
    },
    interface: {
      type: 'code',
      label: 'Interface',
      column: 'integration_events.interface',
      default: 'in',
      value: { minLength: 1, maxLength: 40 },
      indexed: ['eq', 'in'],
    },
    ...vehicleFieldsThroughJoin('chassi'),
    regiao: {
      type: 'code',
      label: 'Região (código IBGE)',
      column: 'integration_events.regiao_codigo',
      default: 'in',
      value: { pattern: '^[A-Z]{1,2}$' },
      indexed: ['eq', 'in'],
    },
  },
  scanCost: tableScan('integration_events', '~1.000.000'),
  // No filter, or only interfaces and regions: the total is summed from the dashboard's daily roll-up.
  countRollup: { table: 'integration_event_days', count: 'mensagens', columns: { interface: 'interface', regiao: 'regiao_codigo' } },
  filters: {
    resultado: {
      schema: codes(messageResults, 'Resultado: REJEITADA ou ACEITA'),
      apply: (q, results: MessageResult[]) => q.where('integration_events.sucesso', 'in', results.map(successOf)),
    },
    tratamento: {
      schema: codes(messageHandlings, 'Tratamento das mensagens rejeitadas: ABERTA ou TRATADA (as aceitas ficam de fora)'),
      apply: (q, handlings: string[]) => {
        if (handlings.length === messageHandlings.length) return rejected(q);
        // With `sucesso = 0` the rejected messages' index, which holds `tratado_em`, answers either.
        return rejected(q).where('integration_events.tratado_em', handlings[0] === 'TRATADA' ? 'is not' : 'is', null);
      },
    },
    // The error text of rejected messages only: the search reads the rejected rows' index, not every message.
    mensagem: {
      schema: { type: 'string', minLength: 1, maxLength: 100, description: 'Texto do erro contém (sem diferenciar maiúsculas); só mensagens rejeitadas' },
      apply: (q, text: string) => like(rejected(q), 'integration_events.mensagem', `%${likeText(text)}%`),
      unindexed: 'lê todas as mensagens rejeitadas (~4% das mensagens), e a contagem também',
    },
    expurgo: {
      schema: { type: 'boolean', description: 'true: só mensagens de chassis em Expurgo; false: sem elas (como o dashboard conta)' },
      // Its pages are quick either way; only counting "false" with no period or result narrowing it reads every message.
      unindexed: 'com false e sem período nem resultado, a contagem lê todas as mensagens (~1.000.000 no volume de referência)',
      // The Expurgo every KPI leaves out (dashboard/kpi-sql.ts excludedVehicleIds): active exclusions. A
      // message tied to no vehicle is never under Expurgo, as in the dashboard.
      apply: (q, inExpurgo: boolean) =>
        q.where((eb) => {
          const excluded = eb.selectFrom('kpi_exclusions').select('kpi_exclusions.vehicle_id').where('kpi_exclusions.ativo', '=', 1);
          return inExpurgo
            ? eb('integration_events.vehicle_id', 'in', excluded)
            : eb.or([eb('integration_events.vehicle_id', 'is', null), eb('integration_events.vehicle_id', 'not in', excluded)]);
        }),
    },
  },
  sorts: {
    id: 'integration_events.id',
    recebidoEm: 'integration_events.recebido_em',
    interface: 'integration_events.interface',
    chassi: { column: 'vehicles.chassi', emptyLast: true },
    regiao: { column: 'integration_events.regiao_codigo', emptyLast: true },
    tratadoEm: { column: 'integration_events.tratado_em', emptyLast: true },
  },
  defaultSort: [{ field: 'recebidoEm', direction: 'desc' }],
  tieBreaker: 'integration_events.id',
});

export const messageList = defineList(definition);

/** One message as the list shows it, or undefined. */
export async function findMessage(db: Kysely<Database>, id: number): Promise<MessageItem | undefined> {
  const row = await definition.select(messageList.source(db).where('integration_events.id', '=', id)).executeTakeFirst();
  return row ? definition.toItem(row) : undefined;
}
