import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorCatalogue, type ErrorCode } from '../errors.ts';
import { describeValidationError } from './validation-messages.ts';

const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'ETIMEDOUT',
  'ECONNRESET',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
]);

/** A connection refused, dropped or timed out, or a busy SQLite file: the database, not the request, is at fault. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) return true;
    if (/Connection terminated|not queryable|timeout exceeded when trying to connect|database is locked/i.test(e.message)) return true;
  }
  return false;
}

/**
 * PostgreSQL data exceptions (SQLSTATE class 22: a number past the column type, NUL in text, a bad
 * cast) come from a value the caller sent that the schema admits but the column cannot hold.
 */
function isDataException(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** Any thrown error -> one catalogue entry (house style: 4xx says what is wrong, 5xx hides internals). */
export function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as FastifyError & { validationContext?: string };
  if (fastifyError.validation && fastifyError.validation.length > 0) {
    const described = describeValidationError(fastifyError.validation[0] as never, fastifyError.validationContext ?? 'body');
    return new AppError(described.unknownField ? 'UNKNOWN_FIELD' : 'VALIDATION', { message: described.message, field: described.field });
  }
  if (isDatabaseUnavailable(error)) return new AppError('DATABASE_UNAVAILABLE', { cause: error });
  if (isDataException(error)) {
    return new AppError('VALIDATION', {
      message: 'Um dos valores enviados está fora dos limites aceitos (número grande demais ou caractere inválido).',
      cause: error,
    });
  }
  const status = fastifyError.statusCode;
  const byStatus: Record<number, ErrorCode> = {
    400: 'BAD_REQUEST',
    404: 'NOT_FOUND',
    406: 'BAD_REQUEST',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'TOO_MANY_REQUESTS',
  };
  const code = status !== undefined ? byStatus[status] : undefined;
  if (code) return new AppError(code, { cause: error });
  return new AppError('INTERNAL', { cause: error });
}

function answer(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const appError = toAppError(error);
  if (appError.statusCode >= 500) {
    request.log.error({ err: error, code: appError.code }, 'falha ao atender a requisição');
  } else {
    request.log.info({ code: appError.code, field: appError.field }, appError.message);
  }
  reply.header('cache-control', 'no-store');
  return reply.status(appError.statusCode).type('application/json; charset=utf-8').send(appError.toBody(request.id));
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answer);
}

/**
 * Fastify's errors raised before routing (a malformed %-escape in the path, a bad constraint),
 * which skip the error handler: the same catalogue body, never echoing the URL.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const message = error.code === 'FST_ERR_BAD_URL' ? 'Endereço inválido: o caminho tem um código de escape (%) malformado.' : undefined;
  return answer(new AppError('BAD_REQUEST', { message, cause: error }), request, reply);
}

/** Requests Node's HTTP parser refused (malformed, headers too large, too slow): the catalogue's pt-BR body. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const code: ErrorCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  const body = JSON.stringify(new AppError(code).toBody());
  const status = errorCatalogue[code].status;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
  );
}
