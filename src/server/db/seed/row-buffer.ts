import type { BulkWriter } from '../database.ts';

/** Column order of every seeded table (rows are positional arrays: less garbage at 1M vehicles). */
export const seedColumns = {
  regions: ['codigo', 'nome'],
  states: ['uf', 'nome', 'regiao_codigo', 'codigo_ibge'],
  sales_types: ['codigo', 'nome'],
  order_statuses: ['codigo', 'nome', 'ordem'],
  plants: ['codigo', 'nome', 'cidade', 'uf', 'cnpj', 'latitude', 'longitude'],
  vehicle_models: ['codigo', 'nome', 'marca', 'wmi', 'planta_codigo'],
  dealers: ['id', 'codigo', 'nome', 'cnpj', 'cidade', 'uf', 'regiao_codigo', 'latitude', 'longitude'],
  carriers: ['id', 'codigo', 'nome', 'cnpj'],
  transport_routes: [
    'id',
    'origem_planta',
    'destino_uf',
    'destino_cidade',
    'carrier_id',
    'modal',
    'dias_target',
    'distancia_km',
    'atualizado_em',
    'atualizado_por',
  ],
  orders: ['id', 'numero_pedido', 'dealer_id', 'data_pedido', 'tipo_venda', 'situacao'],
  vehicles: [
    'id',
    'chassi',
    'chassi_rev',
    'modelo_codigo',
    'modelo',
    'versao',
    'cor',
    'ano_modelo',
    'status',
    'planta',
    'order_id',
    'order_item_id',
    'numero_pedido',
    'numero_nf',
    'serie_nf',
    'chave_nfe',
    'data_pedido',
    'data_nf',
    'dealer_id',
    'concessionaria',
    'concessionaria_cnpj',
    'concessionaria_codigo',
    'regiao_codigo',
    'regiao',
    'uf',
    'cidade',
    'tipo_venda_codigo',
    'tipo_venda',
    'carrier_id',
    'transportadora',
    'preco_centavos',
    'data_status',
    'bloqueado',
    'em_estoque',
    'receipt_id',
    'receipt_status',
    'latitude',
    'longitude',
    'localizacao_em',
  ],
  vehicle_status_events: ['id', 'vehicle_id', 'status', 'descricao', 'local', 'cidade', 'uf', 'data_evento'],
  vehicle_status_periods: ['vehicle_id', 'inicio', 'fim', 'status', 'regiao_codigo'],
  shipments: [
    'id',
    'vehicle_id',
    'route_id',
    'carrier_id',
    'data_saida',
    'data_prevista',
    'data_entrega',
    'situacao',
    'recebido_dealer_id',
    'recebido_no_app',
    'recebido_avariado',
  ],
  receipts: [
    'id',
    'vehicle_id',
    'dealer_id',
    'receipt_status',
    'checklist_id',
    'iniciado_em',
    'finalizado_em',
    'responsavel',
    'motivo_rejeicao',
    'registrado_no_app',
  ],
  checklist_templates: ['id', 'nome', 'versao', 'ativo', 'criado_em'],
  checklist_template_items: ['id', 'template_id', 'ordem', 'grupo', 'descricao', 'tipo_resposta', 'foto_obrigatoria'],
  checklists: ['id', 'template_id', 'receipt_id', 'vehicle_id', 'situacao', 'criado_em', 'finalizado_em'],
  checklist_answers: ['id', 'checklist_id', 'item_id', 'resposta', 'codigo_avaria', 'observacao'],
  checklist_attachments: ['id', 'checklist_id', 'checklist_item_id', 'tipo', 'conteudo_base64', 'criado_em'],
  returns: ['id', 'vehicle_id', 'motivo', 'situacao', 'data_solicitacao', 'data_conclusao', 'observacao'],
  claims: ['id', 'vehicle_id', 'tipo', 'descricao', 'codigo_avaria', 'valor_centavos', 'situacao', 'data_ocorrencia', 'carrier_id'],
  kpi_exclusions: ['id', 'vehicle_id', 'chassi', 'ativo'],
  kpi_exclusion_events: ['id', 'vehicle_id', 'chassi', 'acao', 'motivo', 'usuario', 'ocorrido_em'],
  transport_delays: [
    'id',
    'shipment_id',
    'vehicle_id',
    'data_prevista',
    'dias_atraso',
    'situacao',
    'motivo_codigo',
    'comentario',
    'justificado_por',
    'justificado_em',
    'encerrado_por',
    'encerrado_em',
    'resultado',
  ],
  transport_delay_events: ['id', 'delay_id', 'ocorrido_em', 'usuario', 'acao', 'motivo_codigo', 'comentario', 'observacao'],
  integration_events: ['id', 'interface', 'vehicle_id', 'recebido_em', 'sucesso', 'mensagem', 'regiao_codigo'],
  app_usage_events: ['id', 'receipt_id', 'dealer_id', 'evento', 'ocorrido_em'],
} as const;

export type SeedTable = keyof typeof seedColumns;

/** Rows of one table waiting to be written: their values one after another, a statement's worth. */
interface Batch {
  values: unknown[];
  filled: number;
}

/**
 * Buffers rows per table and writes them in bulk; counts what was written. A row's values go
 * straight into its table's batch (one flat array of the size the writer takes in one statement),
 * so the row's own array dies young and nothing is copied again at write time: at 1,000,000
 * vehicles (25,000,000 rows) that is most of the seed's garbage.
 */
export class RowBuffer {
  private readonly batches = new Map<SeedTable, Batch>();
  private readonly full: [SeedTable, unknown[]][] = [];
  readonly counts: Partial<Record<SeedTable, number>> = {};

  constructor(private readonly writer: BulkWriter) {}

  add(table: SeedTable, row: readonly unknown[]): void {
    let batch = this.batches.get(table);
    if (!batch) this.batches.set(table, (batch = this.emptyBatch(table)));
    if (row.length !== seedColumns[table].length) throw new Error(`Linha de ${table} com ${row.length} valores; esperados ${seedColumns[table].length}`);
    const { values } = batch;
    for (let i = 0; i < row.length; i++) values[batch.filled++] = row[i];
    if (batch.filled === values.length) {
      this.full.push([table, values]);
      this.batches.set(table, this.emptyBatch(table));
    }
    this.counts[table] = (this.counts[table] ?? 0) + 1;
  }

  /** Writes the batches that are full (call it often: memory stays flat). */
  async writeFullBatches(): Promise<void> {
    for (const [table, values] of this.full) await this.writer.insert(table, seedColumns[table], values);
    this.full.length = 0;
  }

  /** Writes every row added so far. */
  async flush(): Promise<void> {
    await this.writeFullBatches();
    for (const [table, batch] of this.batches) {
      if (batch.filled > 0) await this.writer.insert(table, seedColumns[table], batch.values.slice(0, batch.filled));
    }
    this.batches.clear();
  }

  private emptyBatch(table: SeedTable): Batch {
    const width = seedColumns[table].length;
    return { values: new Array(this.writer.rowsPerInsert(width) * width), filled: 0 };
  }
}
