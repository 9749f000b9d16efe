import type { ErrorObject } from 'ajv';

/** Ajv error -> the offending field (e.g. `body.filters.status`) and a pt-BR message. */
export function describeValidationError(error: ErrorObject, context: string): { field: string; message: string; unknownField: boolean } {
  const part = context === 'querystring' ? 'query' : context;
  const path = error.instancePath.split('/').filter(Boolean).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') path.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(params.additionalProperty));
  const field = [part, ...path].join('.');
  const limit = params.limit as number | undefined;
  const messages: Record<string, () => string> = {
    required: () => `O campo ${field} é obrigatório.`,
    type: () => `O campo ${field} deve ser ${typeList(params.type)}.`,
    enum: () => `O campo ${field} deve ser um destes valores: ${listValues(params.allowedValues)}.`,
    const: () => `O campo ${field} deve ser igual a ${JSON.stringify(params.allowedValue)}.`,
    minLength: () => `O campo ${field} deve ter pelo menos ${limit} caractere(s).`,
    maxLength: () => `O campo ${field} deve ter no máximo ${limit} caractere(s).`,
    pattern: () => `O campo ${field} está em formato inválido.`,
    format: () => `O campo ${field} deve ser ${formatNames[String(params.format)] ?? `no formato ${String(params.format)}`}.`,
    formatMinimum: () => `O campo ${field} deve ser igual ou posterior a ${String(params.limit)}.`,
    formatMaximum: () => `O campo ${field} deve ser igual ou anterior a ${String(params.limit)}.`,
    minimum: () => `O campo ${field} deve ser maior ou igual a ${limit}.`,
    maximum: () => `O campo ${field} deve ser menor ou igual a ${limit}.`,
    exclusiveMinimum: () => `O campo ${field} deve ser maior que ${limit}.`,
    exclusiveMaximum: () => `O campo ${field} deve ser menor que ${limit}.`,
    additionalProperties: () => `Campo desconhecido: ${field}.`,
    minItems: () => `O campo ${field} deve ter pelo menos ${limit} item(ns).`,
    maxItems: () => `O campo ${field} deve ter no máximo ${limit} item(ns).`,
    uniqueItems: () => `O campo ${field} não pode ter itens repetidos.`,
    minProperties: () => `O campo ${field} deve ter pelo menos ${limit} propriedade(s).`,
  };
  const message = messages[error.keyword]?.() ?? `O campo ${field} é inválido.`;
  return { field, message, unknownField: error.keyword === 'additionalProperties' };
}

const typeNames: Record<string, string> = {
  string: 'um texto',
  integer: 'um número inteiro',
  number: 'um número',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  null: 'nulo',
};

const formatNames: Record<string, string> = {
  date: 'uma data no formato AAAA-MM-DD',
  'date-time': 'uma data e hora no formato ISO 8601',
  email: 'um e-mail válido',
  uri: 'uma URL válida',
};

/** Ajv names a multi-type schema's types as `string,null` (or an array): each one in pt-BR, joined with "ou". */
function typeList(types: unknown): string {
  const names = (Array.isArray(types) ? types.map(String) : String(types).split(',')).map((t) => typeNames[t] ?? t);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names[names.length - 1]}` : (names[0] ?? '');
}

function listValues(values: unknown): string {
  const list = Array.isArray(values) ? values.map(String) : [];
  return list.length > 12 ? `${list.slice(0, 12).join(', ')}...` : list.join(', ');
}
