/**
 * Ajv's error keywords in Brazilian Portuguese, for both sides: the forms show a short message under
 * the field, the API a sentence naming the field (`body.filters.chassi`). One entry per keyword, so a
 * keyword the forms explain is explained by the API too, with the same limits.
 */
import type { ErrorObject } from 'ajv';

type Params = Record<string, unknown>;

interface KeywordMessages {
  /** Under the form field. */
  form: (params: Params) => string;
  /** In the API's 400, naming the field. */
  api: (field: string, params: Params) => string;
}

const formatMessages: Record<string, { form: string; api: string }> = {
  date: { form: 'Data inválida', api: 'uma data no formato AAAA-MM-DD' },
  'date-time': { form: 'Data e hora inválidas', api: 'uma data e hora no formato ISO 8601' },
  email: { form: 'E-mail inválido', api: 'um e-mail válido' },
  uri: { form: 'URL inválida', api: 'uma URL válida' },
  'iana-time-zone': { form: 'Fuso horário inválido', api: 'um fuso horário IANA válido (ex.: America/Sao_Paulo)' },
};

const typeNames: Record<string, string> = {
  string: 'um texto',
  integer: 'um número inteiro',
  number: 'um número',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  null: 'nulo',
};

function plural(count: unknown, singular: string, pluralForm: string): string {
  return `${String(count)} ${count === 1 ? singular : pluralForm}`;
}

/** An ISO day of a limit as the user types it (dd/mm/aaaa). */
const brDay = (limit: unknown) => String(limit).split('-').reverse().join('/');

/** Ajv names a multi-type schema's types as `string,null` (or an array): each one in pt-BR, joined with "ou". */
function typeList(types: unknown): string {
  const names = (Array.isArray(types) ? types.map(String) : String(types).split(',')).map((t) => typeNames[t] ?? t);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names[names.length - 1]}` : (names[0] ?? '');
}

function listValues(values: unknown): string {
  const list = Array.isArray(values) ? values.map(String) : [];
  return list.length > 12 ? `${list.slice(0, 12).join(', ')}...` : list.join(', ');
}

/** A pattern that only lists the allowed characters: `^[...]+$`, `^[...]*$`, `^[...]{17}$`. */
const characterClassPattern = /^\^(\[(?:\\.|[^\]\\])+\])(?:[+*]|\{\d+(?:,\d*)?\})\$$/u;

const characterNames: Record<string, string> = { ' ': 'espaço', '\t': 'tabulação', '\n': 'quebra de linha' };

/**
 * The characters of `value` (each once, in order, a space named "espaço") that `pattern` does not
 * allow, when the pattern only lists allowed characters; otherwise none (the message stays generic).
 */
export function disallowedCharacters(pattern: unknown, value: unknown): string[] {
  const characterClass = typeof pattern === 'string' ? characterClassPattern.exec(pattern)?.[1] : undefined;
  if (characterClass === undefined || typeof value !== 'string') return [];
  const allowed = new RegExp(`^${characterClass}$`, 'u');
  const refused = new Set(Array.from(value).filter((character) => !allowed.test(character)));
  return [...refused].map((character) => characterNames[character] ?? character);
}

/** Ajv's `pattern` error: the characters not allowed when they can be told (Ajv `verbose` gives the value). */
function patternMessage(error: ErrorObject): { form: string; api: (field: string) => string } {
  const refused = disallowedCharacters(error.params.pattern, error.data);
  if (refused.length === 0) return { form: 'Formato inválido', api: (f) => `O campo ${f} está em formato inválido.` };
  return { form: `Caracteres não permitidos: ${refused.join(', ')}`, api: (f) => `O campo ${f} tem caracteres não permitidos: ${refused.join(', ')}.` };
}

const keywordMessages: Record<string, KeywordMessages> = {
  required: { form: () => 'Campo obrigatório', api: (f) => `O campo ${f} é obrigatório.` },
  type: { form: () => 'Tipo de valor inválido', api: (f, p) => `O campo ${f} deve ser ${typeList(p.type)}.` },
  enum: { form: () => 'Escolha um dos valores permitidos', api: (f, p) => `O campo ${f} deve ser um destes valores: ${listValues(p.allowedValues)}.` },
  const: { form: () => 'Escolha um dos valores permitidos', api: (f, p) => `O campo ${f} deve ser igual a ${JSON.stringify(p.allowedValue)}.` },
  minLength: {
    form: (p) => `Informe ao menos ${plural(p.limit, 'caractere', 'caracteres')}`,
    api: (f, p) => `O campo ${f} deve ter pelo menos ${String(p.limit)} caractere(s).`,
  },
  maxLength: {
    form: (p) => `Informe no máximo ${plural(p.limit, 'caractere', 'caracteres')}`,
    api: (f, p) => `O campo ${f} deve ter no máximo ${String(p.limit)} caractere(s).`,
  },
  format: {
    form: (p) => formatMessages[String(p.format)]?.form ?? 'Formato inválido',
    api: (f, p) => `O campo ${f} deve ser ${formatMessages[String(p.format)]?.api ?? `no formato ${String(p.format)}`}.`,
  },
  formatMinimum: {
    form: (p) => `Informe uma data a partir de ${brDay(p.limit)}`,
    api: (f, p) => `O campo ${f} deve ser igual ou posterior a ${String(p.limit)}.`,
  },
  formatMaximum: { form: (p) => `Informe uma data até ${brDay(p.limit)}`, api: (f, p) => `O campo ${f} deve ser igual ou anterior a ${String(p.limit)}.` },
  minimum: { form: (p) => `Deve ser maior ou igual a ${String(p.limit)}`, api: (f, p) => `O campo ${f} deve ser maior ou igual a ${String(p.limit)}.` },
  maximum: { form: (p) => `Deve ser menor ou igual a ${String(p.limit)}`, api: (f, p) => `O campo ${f} deve ser menor ou igual a ${String(p.limit)}.` },
  exclusiveMinimum: { form: (p) => `Deve ser maior que ${String(p.limit)}`, api: (f, p) => `O campo ${f} deve ser maior que ${String(p.limit)}.` },
  exclusiveMaximum: { form: (p) => `Deve ser menor que ${String(p.limit)}`, api: (f, p) => `O campo ${f} deve ser menor que ${String(p.limit)}.` },
  multipleOf: { form: (p) => `Deve ser múltiplo de ${String(p.multipleOf)}`, api: (f, p) => `O campo ${f} deve ser múltiplo de ${String(p.multipleOf)}.` },
  minItems: {
    form: (p) => `Selecione ao menos ${plural(p.limit, 'item', 'itens')}`,
    api: (f, p) => `O campo ${f} deve ter pelo menos ${String(p.limit)} item(ns).`,
  },
  maxItems: {
    form: (p) => `Selecione no máximo ${plural(p.limit, 'item', 'itens')}`,
    api: (f, p) => `O campo ${f} deve ter no máximo ${String(p.limit)} item(ns).`,
  },
  uniqueItems: { form: () => 'Não repita itens', api: (f) => `O campo ${f} não pode ter itens repetidos.` },
  additionalProperties: { form: (p) => `Campo desconhecido: ${String(p.additionalProperty)}`, api: (f) => `Campo desconhecido: ${f}.` },
  minProperties: {
    form: (p) => `Informe ao menos ${plural(p.limit, 'campo', 'campos')}`,
    api: (f, p) => `O campo ${f} deve ter pelo menos ${String(p.limit)} propriedade(s).`,
  },
};

/** The message under a form field for one Ajv error. */
export function formValidationMessage(error: ErrorObject): string {
  if (error.keyword === 'pattern') return patternMessage(error).form;
  return keywordMessages[error.keyword]?.form(error.params as Params) ?? 'Valor inválido';
}

/** The API's message for one Ajv error on `field` (e.g. `body.filters.chassi`). */
export function apiValidationMessage(error: ErrorObject, field: string): string {
  if (error.keyword === 'pattern') return patternMessage(error).api(field);
  return keywordMessages[error.keyword]?.api(field, error.params as Params) ?? `O campo ${field} é inválido.`;
}
