import type { ColumnType, Generated } from 'kysely';
import type { AlertType } from '../alerts/alert-types.ts';

/**
 * Table shapes for Kysely. Both dialects share one physical model so one set of queries serves
 * SQLite and PostgreSQL: dates are ISO-8601 text (sortable, comparable), flags are 0/1 integers,
 * money is integer centavos.
 */
/** A column the forecast refresh writes (migration 025): null until then, left out by the other writers. */
type ForecastColumn = ColumnType<string | null, string | null | undefined, string | null>;

export interface RegionTable {
  codigo: string;
  nome: string;
}
export interface StateTable {
  uf: string;
  nome: string;
  regiao_codigo: string;
  codigo_ibge: string;
}
export interface SalesTypeTable {
  codigo: string;
  nome: string;
}
export interface OrderStatusTable {
  codigo: string;
  nome: string;
  ordem: number;
}
export interface VehicleModelTable {
  codigo: string;
  nome: string;
  marca: string;
  wmi: string;
  planta_codigo: string;
}
export interface PlantTable {
  codigo: string;
  nome: string;
  cidade: string;
  uf: string;
  cnpj: string;
  latitude: number;
  longitude: number;
}

export interface DealerTable {
  id: Generated<number>;
  codigo: string;
  nome: string;
  cnpj: string;
  cidade: string;
  uf: string;
  regiao_codigo: string;
  latitude: number;
  longitude: number;
}

export interface CarrierTable {
  id: Generated<number>;
  codigo: string;
  nome: string;
  cnpj: string;
}

export interface TransportRouteTable {
  id: Generated<number>;
  origem_planta: string;
  destino_uf: string;
  destino_cidade: string;
  carrier_id: number;
  modal: string;
  dias_target: number;
  distancia_km: number;
  atualizado_em: string;
  atualizado_por: string;
}

export interface OrderTable {
  id: Generated<number>;
  numero_pedido: string;
  dealer_id: number;
  data_pedido: string;
  tipo_venda: string;
  situacao: string;
}

/** One row per vehicle = one order item; list columns are denormalised here for indexed search. */
export interface VehicleTable {
  id: Generated<number>;
  chassi: string;
  /** The chassis reversed, so "ends with" becomes an indexed prefix range. */
  chassi_rev: string;
  modelo_codigo: string;
  modelo: string;
  versao: string;
  cor: string;
  ano_modelo: number;
  status: string;
  planta: string;
  order_id: number;
  order_item_id: number;
  numero_pedido: string;
  numero_nf: string | null;
  serie_nf: string | null;
  chave_nfe: string | null;
  data_pedido: string;
  data_nf: string | null;
  dealer_id: number;
  concessionaria: string;
  concessionaria_cnpj: string;
  concessionaria_codigo: string;
  regiao_codigo: string;
  regiao: string;
  uf: string;
  cidade: string;
  tipo_venda_codigo: string;
  tipo_venda: string;
  carrier_id: number | null;
  transportadora: string | null;
  preco_centavos: number;
  data_status: string;
  bloqueado: number;
  em_estoque: number;
  receipt_id: number | null;
  receipt_status: number | null;
  latitude: number;
  longitude: number;
  localizacao_em: string;
  /** The shipment on its way's predicted arrival P50, P10 and P90 and its delivery risk (migration 025, forecast/risk-refresh.ts); null otherwise. */
  previsao_chegada: ForecastColumn;
  previsao_chegada_min: ForecastColumn;
  previsao_chegada_max: ForecastColumn;
  risco_entrega: ForecastColumn;
}

export interface VehicleStatusEventTable {
  id: Generated<number>;
  vehicle_id: number;
  status: string;
  descricao: string;
  local: string;
  cidade: string;
  uf: string;
  data_evento: string;
}

export interface ShipmentTable {
  id: Generated<number>;
  vehicle_id: number;
  route_id: number;
  carrier_id: number;
  data_saida: string;
  data_prevista: string;
  data_entrega: string | null;
  situacao: string;
  /** Facts of the vehicle's receipt, kept current by db/delivery-facts.ts (null without a receipt). */
  recebido_dealer_id: number | null;
  recebido_no_app: number | null;
  recebido_avariado: number | null;
  /** Predicted arrival instants while on its way (migration 025, forecast/risk-refresh.ts); null once delivered. */
  previsao_p10: ForecastColumn;
  previsao_p50: ForecastColumn;
  previsao_p90: ForecastColumn;
  /** NO_PRAZO, EM_RISCO or ATRASADO while not delivered (forecast/delivery-risk.ts); null once delivered. */
  risco_entrega: ForecastColumn;
}

export interface ReceiptTable {
  id: Generated<number>;
  vehicle_id: number;
  dealer_id: number;
  receipt_status: number;
  checklist_id: number | null;
  iniciado_em: string | null;
  finalizado_em: string | null;
  responsavel: string | null;
  motivo_rejeicao: string | null;
  registrado_no_app: number;
}

export interface ChecklistTemplateTable {
  id: Generated<number>;
  nome: string;
  versao: number;
  ativo: number;
  criado_em: string;
}
export interface ChecklistTemplateItemTable {
  id: Generated<number>;
  template_id: number;
  ordem: number;
  grupo: string;
  descricao: string;
  tipo_resposta: string;
  foto_obrigatoria: number;
}
export interface ChecklistTable {
  id: Generated<number>;
  template_id: number;
  receipt_id: number;
  vehicle_id: number;
  situacao: number;
  criado_em: string;
  finalizado_em: string | null;
}
export interface ChecklistAnswerTable {
  id: Generated<number>;
  checklist_id: number;
  item_id: number;
  resposta: string;
  codigo_avaria: string | null;
  observacao: string | null;
}
export interface ChecklistAttachmentTable {
  id: Generated<number>;
  checklist_id: number;
  checklist_item_id: number;
  tipo: string;
  conteudo_base64: string;
  criado_em: string;
}

export interface ReturnTable {
  id: Generated<number>;
  vehicle_id: number;
  motivo: string;
  situacao: string;
  data_solicitacao: string;
  data_conclusao: string | null;
  observacao: string | null;
}
export interface ClaimTable {
  id: Generated<number>;
  vehicle_id: number;
  tipo: string;
  descricao: string;
  codigo_avaria: string | null;
  valor_centavos: number;
  situacao: string;
  data_ocorrencia: string;
  carrier_id: number | null;
}
/** Which vehicles are out of the KPIs now (`ativo` 1): a row per apply, cleared by its revert; who and why are in kpi_exclusion_events. */
export interface KpiExclusionTable {
  id: Generated<number>;
  vehicle_id: number;
  chassi: string;
  ativo: number;
}
/** Every apply and revert of an Expurgo with its own user, time and reason (null only for reverts older than the reasons were kept). */
export interface KpiExclusionEventTable {
  id: Generated<number>;
  vehicle_id: number;
  chassi: string;
  /** aplicar-expurgo or reverter-expurgo (the audit's action names; labels in enums/kpi-exclusion-action.json). */
  acao: string;
  motivo: string | null;
  usuario: string;
  ocorrido_em: string;
}
export interface TransportDelayTable {
  id: Generated<number>;
  shipment_id: number;
  vehicle_id: number;
  /** The shipment's due date, copied (migration 021): the list's default order reads it from its own index. */
  data_prevista: string;
  dias_atraso: number;
  situacao: string;
  motivo_codigo: string | null;
  comentario: string | null;
  justificado_por: string | null;
  justificado_em: string | null;
  encerrado_por: string | null;
  encerrado_em: string | null;
  resultado: string | null;
}
export interface TransportDelayEventTable {
  id: Generated<number>;
  delay_id: number;
  ocorrido_em: string;
  usuario: string;
  acao: string;
  motivo_codigo: string | null;
  comentario: string | null;
  observacao: string | null;
}
export interface DelayReasonTable {
  codigo: string;
  nome: string;
  ordem: number;
}
export interface HelpTopicTable {
  id: string;
  titulo: string;
  rota: string;
  recurso: string;
  ordem: number;
  conteudo: string;
  atualizado_em: string | null;
  atualizado_por: string | null;
}
export interface IntegrationEventTable {
  id: Generated<number>;
  interface: string;
  vehicle_id: number | null;
  recebido_em: string;
  sucesso: number;
  mensagem: string | null;
  /** Region of the message's vehicle (migration 007); null without a vehicle. */
  regiao_codigo: string | null;
  /** When a rejected message was marked handled, by whom and why (migration 024); null while open or accepted. */
  tratado_em: string | null;
  tratado_por: string | null;
  tratamento_motivo: string | null;
}
/** Integration messages per day, interface, region, outcome and text (db/rollups/integration-event-days.ts). */
export interface IntegrationEventDayTable {
  dia: string;
  interface: string;
  regiao_codigo: string;
  sucesso: number;
  mensagem: string;
  mensagens: number;
}
/** Deliveries with a receipt per month or day (`periodo`) and dealer (db/rollups/delivery-rollups.ts). */
export interface DeliveryDealerPeriodTable {
  periodo: string;
  dealer_id: number;
  entregues: number;
  no_app: number;
}
/** Deliveries per month or day (`periodo`), route and whole days of transit (db/rollups/delivery-rollups.ts). */
export interface DeliveryRoutePeriodTable {
  periodo: string;
  route_id: number;
  dias: number;
  entregas: number;
  avariados: number;
}
/** A vehicle's time in one status, from its status events (db/status-periods.ts). */
export interface VehicleStatusPeriodTable {
  vehicle_id: number;
  inicio: string;
  /** When the next status began; null while current. */
  fim: string | null;
  status: string;
  regiao_codigo: string;
}
/** Periods in the yard or in transit by the days they began and ended (db/rollups/stock-age-rollup.ts). */
export interface StockAgeDayTable {
  dia: string;
  dia_fim: string;
  situacao: 'ESTOQUE' | 'TRANSITO';
  regiao_codigo: string;
  apos_meia_noite: number;
  veiculos: number;
}
export interface VehicleCountTable {
  status: string;
  regiao_codigo: string;
  uf: string;
  veiculos: number;
}
export interface AppUsageEventTable {
  id: Generated<number>;
  receipt_id: number;
  dealer_id: number;
  evento: string;
  ocorrido_em: string;
}

/** Who changed what, when (administration and settings writes); `detalhes` is JSON text. */
export interface AuditLogTable {
  id: Generated<number>;
  ocorrido_em: string;
  usuario: string;
  usuario_id: string;
  recurso: string;
  acao: string;
  registro: string;
  detalhes: string;
}

/** A realm user as an administrator edited it (`papeis`: JSON list of direct realm roles; `habilitado`: 0/1). */
export interface RealmUserEditTable {
  usuario_id: string;
  nome: string;
  sobrenome: string;
  email: string;
  habilitado: number;
  papeis: string;
  senha_hash: string | null;
  atualizado_em: string;
  atualizado_por: string;
}

/** The embedded identity provider's shared state (migration 019): times in epoch seconds, `_ms` in milliseconds. */
export interface IdpSessionTable {
  id: string;
  user_id: string;
  identity_hash: string;
  created_ms: number;
  auth_time: number;
  started: number;
  last_seen: number;
}
export interface IdpRefreshTokenTable {
  session_id: string;
  client_id: string;
  jti: string;
}
export interface IdpPendingLoginTable {
  tab_id: string;
  browser_id: string;
  address: string;
  created_ms: number;
  expires_at: number;
  chars: number;
  request: string;
}
export interface IdpAuthCodeTable {
  code_hash: string;
  created_ms: number;
  expires_at: number;
  details: string;
}
export interface IdpLoginFailureTable {
  guard: string;
  subject: string;
  failures: number;
  last_failure_ms: number;
  locked_until_ms: number;
}
export interface IdpSigningKeyTable {
  kid: string;
  generation: number;
  private_jwk: string;
  signs_from: number;
}
/** One row (id 1): bumped by every user edit, so each instance knows when to reread realm_user_edits. */
export interface RealmUserRevisionTable {
  id: number;
  revision: number;
}

/** A saved view of a page (migration 022): `estado` is the view's state as JSON text, `compartilhada` 0/1. */
export interface SavedViewTable {
  id: Generated<number>;
  pagina: string;
  nome: string;
  /** The name as compared for uniqueness per owner and page (trimmed, lower case). */
  nome_chave: string;
  dono_id: string;
  dono: string;
  compartilhada: number;
  estado: string;
  criado_em: string;
  atualizado_em: string;
}
/** A user's default view of a page (own or shared). */
export interface SavedViewDefaultTable {
  usuario_id: string;
  pagina: string;
  visao_id: number;
}
/** A user's column choice for a list page, as JSON text. */
export interface ColumnPreferenceTable {
  usuario_id: string;
  pagina: string;
  colunas: string;
  atualizado_em: string;
}

/** An alert of the bell (migration 026): unique by `tipo` and `chave`; seen by holders of `recurso` whose subscriptions match. */
export interface AlertTable {
  id: Generated<number>;
  tipo: AlertType;
  /** What makes the occurrence one (e.g. the history event's id): the same alert raised twice is stored once. */
  chave: string;
  titulo: string;
  texto: string;
  /** The SPA path of the alert's record. */
  link: string;
  /** The permission resource a user needs to see the alert. */
  recurso: string;
  regiao_codigo: string | null;
  /** The carrier's code (carriers.codigo). */
  transportadora: string | null;
  criado_em: string;
}
/** A user (token `sub`) has read an alert. */
export interface AlertReadTable {
  usuario: string;
  alert_id: number;
  lido_em: string;
}
/** A user's alert subscriptions: JSON lists of region codes, carrier codes and alert types; an empty list matches all. */
export interface AlertSubscriptionTable {
  usuario: string;
  regioes: string;
  transportadoras: string;
  tipos: string;
  atualizado_em: string;
}

export interface Database {
  regions: RegionTable;
  states: StateTable;
  sales_types: SalesTypeTable;
  order_statuses: OrderStatusTable;
  vehicle_models: VehicleModelTable;
  plants: PlantTable;
  dealers: DealerTable;
  carriers: CarrierTable;
  transport_routes: TransportRouteTable;
  orders: OrderTable;
  vehicles: VehicleTable;
  vehicle_status_events: VehicleStatusEventTable;
  vehicle_status_periods: VehicleStatusPeriodTable;
  shipments: ShipmentTable;
  receipts: ReceiptTable;
  checklist_templates: ChecklistTemplateTable;
  checklist_template_items: ChecklistTemplateItemTable;
  checklists: ChecklistTable;
  checklist_answers: ChecklistAnswerTable;
  checklist_attachments: ChecklistAttachmentTable;
  returns: ReturnTable;
  claims: ClaimTable;
  kpi_exclusions: KpiExclusionTable;
  kpi_exclusion_events: KpiExclusionEventTable;
  transport_delays: TransportDelayTable;
  transport_delay_events: TransportDelayEventTable;
  delay_reasons: DelayReasonTable;
  help_topics: HelpTopicTable;
  integration_events: IntegrationEventTable;
  integration_event_days: IntegrationEventDayTable;
  delivery_dealer_periods: DeliveryDealerPeriodTable;
  delivery_route_periods: DeliveryRoutePeriodTable;
  stock_age_days: StockAgeDayTable;
  vehicle_counts: VehicleCountTable;
  app_usage_events: AppUsageEventTable;
  audit_log: AuditLogTable;
  realm_user_edits: RealmUserEditTable;
  idp_sessions: IdpSessionTable;
  idp_refresh_tokens: IdpRefreshTokenTable;
  idp_pending_logins: IdpPendingLoginTable;
  idp_auth_codes: IdpAuthCodeTable;
  idp_login_failures: IdpLoginFailureTable;
  idp_signing_keys: IdpSigningKeyTable;
  realm_user_revision: RealmUserRevisionTable;
  saved_views: SavedViewTable;
  saved_view_defaults: SavedViewDefaultTable;
  column_preferences: ColumnPreferenceTable;
  alerts: AlertTable;
  alert_reads: AlertReadTable;
  alert_subscriptions: AlertSubscriptionTable;
}
