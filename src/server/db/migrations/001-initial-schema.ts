import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

type Column = [name: string, type: 'text' | 'integer' | 'real', options?: { notNull?: boolean; unique?: boolean }];

/** Creates a table whose `id` is an integer key assigned by the database (or given by the seed). */
function table(db: Kysely<unknown>, name: string, columns: Column[], withId = true) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(name);
  if (withId) {
    builder = builder.addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey()));
  }
  for (const [column, type, options = { notNull: true }] of columns) {
    const physical = type === 'real' && postgres ? 'double precision' : type;
    builder = builder.addColumn(column, sql.raw(physical), (col) => {
      let c = col;
      if (options.notNull !== false) c = c.notNull();
      if (options.unique) c = c.unique();
      return c;
    });
  }
  return builder.execute();
}

const nullable = { notNull: false } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await table(
    db,
    'regions',
    [
      ['codigo', 'text', { notNull: true, unique: true }],
      ['nome', 'text'],
    ],
    false,
  );
  await table(
    db,
    'states',
    [
      ['uf', 'text', { notNull: true, unique: true }],
      ['nome', 'text'],
      ['regiao_codigo', 'text'],
      ['codigo_ibge', 'text'],
    ],
    false,
  );
  await table(
    db,
    'sales_types',
    [
      ['codigo', 'text', { notNull: true, unique: true }],
      ['nome', 'text'],
    ],
    false,
  );
  await table(
    db,
    'order_statuses',
    [
      ['codigo', 'text', { notNull: true, unique: true }],
      ['nome', 'text'],
      ['ordem', 'integer'],
    ],
    false,
  );
  await table(
    db,
    'plants',
    [
      ['codigo', 'text', { notNull: true, unique: true }],
      ['nome', 'text'],
      ['cidade', 'text'],
      ['uf', 'text'],
      ['cnpj', 'text'],
      ['latitude', 'real'],
      ['longitude', 'real'],
    ],
    false,
  );
  await table(
    db,
    'vehicle_models',
    [
      ['codigo', 'text', { notNull: true, unique: true }],
      ['nome', 'text'],
      ['marca', 'text'],
      ['wmi', 'text'],
      ['planta_codigo', 'text'],
    ],
    false,
  );
  await table(db, 'dealers', [
    ['codigo', 'text', { notNull: true, unique: true }],
    ['nome', 'text'],
    ['cnpj', 'text'],
    ['cidade', 'text'],
    ['uf', 'text'],
    ['regiao_codigo', 'text'],
    ['latitude', 'real'],
    ['longitude', 'real'],
  ]);
  await table(db, 'carriers', [
    ['codigo', 'text', { notNull: true, unique: true }],
    ['nome', 'text'],
    ['cnpj', 'text'],
  ]);
  await table(db, 'transport_routes', [
    ['origem_planta', 'text'],
    ['destino_uf', 'text'],
    ['destino_cidade', 'text'],
    ['carrier_id', 'integer'],
    ['modal', 'text'],
    ['dias_target', 'integer'],
    ['distancia_km', 'integer'],
    ['atualizado_em', 'text'],
    ['atualizado_por', 'text'],
  ]);
  await table(db, 'orders', [
    ['numero_pedido', 'text', { notNull: true, unique: true }],
    ['dealer_id', 'integer'],
    ['data_pedido', 'text'],
    ['tipo_venda', 'text'],
    ['situacao', 'text'],
  ]);
  await table(db, 'vehicles', [
    ['chassi', 'text', { notNull: true, unique: true }],
    ['chassi_rev', 'text'],
    ['modelo_codigo', 'text'],
    ['modelo', 'text'],
    ['versao', 'text'],
    ['cor', 'text'],
    ['ano_modelo', 'integer'],
    ['status', 'text'],
    ['planta', 'text'],
    ['order_id', 'integer'],
    ['order_item_id', 'integer'],
    ['numero_pedido', 'text'],
    ['numero_nf', 'text', nullable],
    ['serie_nf', 'text', nullable],
    ['chave_nfe', 'text', nullable],
    ['data_pedido', 'text'],
    ['data_nf', 'text', nullable],
    ['dealer_id', 'integer'],
    ['concessionaria', 'text'],
    ['concessionaria_cnpj', 'text'],
    ['concessionaria_codigo', 'text'],
    ['regiao_codigo', 'text'],
    ['regiao', 'text'],
    ['uf', 'text'],
    ['cidade', 'text'],
    ['tipo_venda_codigo', 'text'],
    ['tipo_venda', 'text'],
    ['carrier_id', 'integer', nullable],
    ['transportadora', 'text', nullable],
    ['preco_centavos', 'integer'],
    ['data_status', 'text'],
    ['bloqueado', 'integer'],
    ['em_estoque', 'integer'],
    ['receipt_id', 'integer', nullable],
    ['receipt_status', 'integer', nullable],
    ['latitude', 'real'],
    ['longitude', 'real'],
    ['localizacao_em', 'text'],
  ]);
  await table(db, 'vehicle_status_events', [
    ['vehicle_id', 'integer'],
    ['status', 'text'],
    ['descricao', 'text'],
    ['local', 'text'],
    ['cidade', 'text'],
    ['uf', 'text'],
    ['data_evento', 'text'],
  ]);
  await table(db, 'shipments', [
    ['vehicle_id', 'integer'],
    ['route_id', 'integer'],
    ['carrier_id', 'integer'],
    ['data_saida', 'text'],
    ['data_prevista', 'text'],
    ['data_entrega', 'text', nullable],
    ['situacao', 'text'],
  ]);
  await table(db, 'receipts', [
    ['vehicle_id', 'integer'],
    ['dealer_id', 'integer'],
    ['receipt_status', 'integer'],
    ['checklist_id', 'integer', nullable],
    ['iniciado_em', 'text', nullable],
    ['finalizado_em', 'text', nullable],
    ['responsavel', 'text', nullable],
    ['motivo_rejeicao', 'text', nullable],
    ['registrado_no_app', 'integer'],
  ]);
  await table(db, 'checklist_templates', [
    ['nome', 'text'],
    ['versao', 'integer'],
    ['ativo', 'integer'],
    ['criado_em', 'text'],
  ]);
  await table(db, 'checklist_template_items', [
    ['template_id', 'integer'],
    ['ordem', 'integer'],
    ['grupo', 'text'],
    ['descricao', 'text'],
    ['tipo_resposta', 'text'],
    ['foto_obrigatoria', 'integer'],
  ]);
  await table(db, 'checklists', [
    ['template_id', 'integer'],
    ['receipt_id', 'integer'],
    ['vehicle_id', 'integer'],
    ['situacao', 'integer'],
    ['criado_em', 'text'],
    ['finalizado_em', 'text', nullable],
  ]);
  await table(db, 'checklist_answers', [
    ['checklist_id', 'integer'],
    ['item_id', 'integer'],
    ['resposta', 'text'],
    ['codigo_avaria', 'text', nullable],
    ['observacao', 'text', nullable],
  ]);
  await table(db, 'checklist_attachments', [
    ['checklist_id', 'integer'],
    ['checklist_item_id', 'integer'],
    ['tipo', 'text'],
    ['conteudo_base64', 'text'],
    ['criado_em', 'text'],
  ]);
  await table(db, 'returns', [
    ['vehicle_id', 'integer'],
    ['motivo', 'text'],
    ['situacao', 'text'],
    ['data_solicitacao', 'text'],
    ['data_conclusao', 'text', nullable],
    ['observacao', 'text', nullable],
  ]);
  await table(db, 'claims', [
    ['vehicle_id', 'integer'],
    ['tipo', 'text'],
    ['descricao', 'text'],
    ['codigo_avaria', 'text', nullable],
    ['valor_centavos', 'integer'],
    ['situacao', 'text'],
    ['data_ocorrencia', 'text'],
    ['carrier_id', 'integer', nullable],
  ]);
  await table(db, 'kpi_exclusions', [
    ['vehicle_id', 'integer'],
    ['chassi', 'text'],
    ['motivo', 'text'],
    ['ativo', 'integer'],
    ['criado_por', 'text'],
    ['criado_em', 'text'],
    ['revertido_por', 'text', nullable],
    ['revertido_em', 'text', nullable],
  ]);
  await table(db, 'transport_delays', [
    ['shipment_id', 'integer'],
    ['vehicle_id', 'integer'],
    ['dias_atraso', 'integer'],
    ['situacao', 'text'],
    ['motivo_codigo', 'text', nullable],
    ['comentario', 'text', nullable],
    ['justificado_por', 'text', nullable],
    ['justificado_em', 'text', nullable],
    ['encerrado_por', 'text', nullable],
    ['encerrado_em', 'text', nullable],
    ['resultado', 'text', nullable],
  ]);
  await table(db, 'integration_events', [
    ['interface', 'text'],
    ['vehicle_id', 'integer', nullable],
    ['recebido_em', 'text'],
    ['sucesso', 'integer'],
    ['mensagem', 'text', nullable],
  ]);
  await table(db, 'app_usage_events', [
    ['receipt_id', 'integer'],
    ['dealer_id', 'integer'],
    ['evento', 'text'],
    ['ocorrido_em', 'text'],
  ]);

  // Indexes follow the list filters and sorts (vehicle search: default sort newest order first).
  const indexes: [string, string, string[]][] = [
    ['vehicles_chassi_rev', 'vehicles', ['chassi_rev']],
    ['vehicles_data_pedido', 'vehicles', ['data_pedido', 'id']],
    ['vehicles_numero_pedido', 'vehicles', ['numero_pedido']],
    ['vehicles_numero_nf', 'vehicles', ['numero_nf']],
    ['vehicles_order_item', 'vehicles', ['order_id', 'order_item_id']],
    ['vehicles_status_regiao_data', 'vehicles', ['status', 'regiao_codigo', 'data_pedido']],
    ['vehicles_regiao_data', 'vehicles', ['regiao_codigo', 'data_pedido']],
    ['vehicles_uf', 'vehicles', ['uf', 'data_pedido']],
    ['vehicles_dealer', 'vehicles', ['concessionaria_codigo', 'data_pedido']],
    ['vehicles_modelo', 'vehicles', ['modelo_codigo', 'data_pedido']],
    ['vehicles_data_nf', 'vehicles', ['data_nf']],
    ['vehicles_data_status', 'vehicles', ['data_status']],
    ['vehicles_carrier', 'vehicles', ['carrier_id']],
    ['vehicle_status_events_vehicle', 'vehicle_status_events', ['vehicle_id', 'data_evento']],
    ['orders_dealer', 'orders', ['dealer_id', 'data_pedido']],
    ['shipments_vehicle', 'shipments', ['vehicle_id']],
    ['receipts_vehicle', 'receipts', ['vehicle_id']],
    ['checklist_template_items_template', 'checklist_template_items', ['template_id', 'ordem']],
    ['checklists_receipt', 'checklists', ['receipt_id']],
    ['checklist_answers_checklist', 'checklist_answers', ['checklist_id', 'item_id']],
    ['checklist_attachments_item', 'checklist_attachments', ['checklist_id', 'checklist_item_id']],
    ['returns_vehicle', 'returns', ['vehicle_id']],
    ['claims_vehicle', 'claims', ['vehicle_id']],
    ['kpi_exclusions_chassi', 'kpi_exclusions', ['chassi', 'ativo']],
    ['transport_delays_shipment', 'transport_delays', ['shipment_id']],
    ['integration_events_day', 'integration_events', ['recebido_em', 'interface']],
    ['app_usage_events_receipt', 'app_usage_events', ['receipt_id']],
  ];
  for (const [name, on, columns] of indexes) await db.schema.createIndex(name).on(on).columns(columns).execute();
  await db.schema
    .createIndex('transport_routes_key')
    .on('transport_routes')
    .columns(['origem_planta', 'destino_uf', 'destino_cidade', 'carrier_id'])
    .unique()
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('A migração inicial não pode ser desfeita.');
}
