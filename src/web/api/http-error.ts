/**
 * The one error type of the HTTP client (house style: react-admin's HttpError). The message is
 * the server's pt-BR text when it sent one, else "Erro <status>: <statusText>".
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly field?: string;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown, details: { code?: string; field?: string } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    if (details.code !== undefined) this.code = details.code;
    if (details.field !== undefined) this.field = details.field;
  }
}

/**
 * The error as a message shows it ("message with the status code and message"): "Erro 404:
 * Recebimento não encontrado."; the fallback already names its status; status 0 has none.
 */
export function statusMessage(error: HttpError): string {
  return error.status === 0 || error.message.startsWith(`Erro ${error.status}`) ? error.message : `Erro ${error.status}: ${error.message}`;
}

/** Status 0: the server could not be reached at all. */
export const networkErrorMessage = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

function textProperty(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Builds the HttpError for a failed answer from its status and (already parsed) body. */
export function httpErrorFrom(status: number, statusText: string, body: unknown): HttpError {
  const fallback = statusText.trim() === '' ? `Erro ${status}` : `Erro ${status}: ${statusText}`;
  const details: { code?: string; field?: string } = {};
  const code = textProperty(body, 'code') ?? textProperty(body, 'error');
  const field = textProperty(body, 'field');
  if (code !== undefined) details.code = code;
  if (field !== undefined) details.field = field;
  return new HttpError(textProperty(body, 'message') ?? fallback, status, body, details);
}

/** Parses an error body that arrived as text: JSON when it is JSON, else the raw text. */
export function parseErrorText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** True for failures worth another try: no connection, timeouts, rate limits and server errors. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}
