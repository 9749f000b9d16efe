/**
 * The one error catalogue of the API (house style: code, HTTP status, pt-BR message).
 * Every error a client can see is one of these codes; 5xx bodies never carry internals.
 */
export const errorCatalogue = {
  VALIDATION: { status: 400, message: 'Dados inválidos.' },
  UNKNOWN_FIELD: { status: 400, message: 'Campo desconhecido.' },
  BAD_REQUEST: { status: 400, message: 'Requisição inválida.' },
  UNAUTHENTICATED: { status: 401, message: 'Autenticação necessária. Faça login novamente.' },
  INVALID_TOKEN: { status: 401, message: 'Token de acesso inválido ou expirado. Faça login novamente.' },
  FORBIDDEN: { status: 403, message: 'Você não tem permissão para realizar esta operação.' },
  NOT_FOUND: { status: 404, message: 'Registro não encontrado.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Recurso da API não encontrado.' },
  REQUEST_TIMEOUT: { status: 408, message: 'A requisição demorou demais para chegar. Tente novamente.' },
  CONFLICT: { status: 409, message: 'A operação conflita com o estado atual do registro.' },
  INVALID_TRANSITION: { status: 409, message: 'Mudança de status não permitida.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'O conteúdo enviado excede o tamanho máximo permitido.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Tipo de conteúdo não suportado.' },
  UNPROCESSABLE: { status: 422, message: 'Não foi possível processar os dados enviados.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Muitas requisições. Aguarde e tente novamente.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'Os cabeçalhos da requisição passam do tamanho máximo aceito.' },
  INTERNAL: { status: 500, message: 'Erro interno do servidor. Tente novamente mais tarde.' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'Banco de dados indisponível no momento. Tente novamente em instantes.' },
  NOT_READY: { status: 503, message: 'O servidor não está pronto para receber requisições.' },
  SERVER_BUSY: { status: 503, message: 'O servidor está ocupado processando outros arquivos e textos. Tente novamente em instantes.' },
  WORK_IN_PROGRESS: { status: 503, message: 'Outra operação do mesmo tipo está em andamento. Tente novamente em instantes.' },
  IDENTITY_UNAVAILABLE: { status: 503, message: 'Servidor de identidade indisponível no momento. Tente novamente em instantes.' },
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

/** The JSON body of every API error response. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** The offending input as a dotted path (e.g. `body.filters.status`, `params.id`), when known; the message names it too. */
  field?: string;
  /** Further structured detail (e.g. row-level import errors). */
  details?: unknown;
  requestId?: string;
}

export const errorBodySchema = {
  $id: 'ErrorBody',
  type: 'object',
  additionalProperties: false,
  required: ['statusCode', 'code', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string', enum: Object.keys(errorCatalogue) },
    message: { type: 'string' },
    field: { type: 'string' },
    details: {},
    requestId: { type: 'string' },
  },
} as const;

/** The shared error body, referenced from every route's documented error responses. */
export const errorRef = { $ref: 'ErrorBody#' } as const;

export const errorResponses = {
  400: errorRef,
  404: errorRef,
} as const;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly field?: string;
  readonly details?: unknown;

  constructor(code: ErrorCode, options: { message?: string; field?: string; details?: unknown; cause?: unknown } = {}) {
    super(options.message ?? errorCatalogue[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorCatalogue[code].status;
    this.field = options.field;
    this.details = options.details;
  }

  toBody(requestId?: string): ErrorBody {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.field !== undefined && { field: this.field }),
      ...(this.details !== undefined && { details: this.details }),
      ...(requestId !== undefined && { requestId }),
    };
  }
}
