// Initial values of a page's forms, typed by their position (never by their key names): a filter
// form's `defaults` (the first list request and every export send them as they are, before anyone
// touches the form) and the `default` of any field of a form's schema (RJSF fills the field with it,
// and a search sends it). Each one is validated as the form would (RJSF's Ajv, the form's own
// schema) and, for a list's filters, as the API would (the `filters` schema of the list request in
// the OpenAPI document, with Ajv configured as the server compiles request bodies). A value either
// side refuses is reported at its own position, naming the type, codes or format expected.
import { Ajv } from 'ajv';
import { addApiFormats } from '../../src/server/http/validator-compilers.ts';
import { asServerValidates, filterFormsOf } from '../api-contract/filter-constraints.mjs';
import { inlineRefs, listFiltersSchema, refResolver } from '../api-contract/openapi-index.mjs';
import { escapePointerSegment as escape } from './load.mjs';
import { didYouMean } from './suggest.mjs';
import { forms } from './walk.mjs';

/** Keywords holding a map of schemas, one schema, or a list of schemas (JSON Schema 2020-12 applicators). */
const schemaMaps = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];
const schemaValues = [
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'contentSchema',
];
const schemaLists = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/** Every schema object inside `schema` (itself included) with its pointer and the keyword path from `schema`. */
export function* subschemas(schema, pointer, path = []) {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return;
  yield [schema, pointer, path];
  for (const key of schemaMaps) {
    for (const [name, child] of Object.entries(schema[key] ?? {})) yield* subschemas(child, `${pointer}/${key}/${escape(name)}`, [...path, key, name]);
  }
  for (const key of schemaValues) yield* subschemas(schema[key], `${pointer}/${key}`, [...path, key]);
  for (const key of schemaLists) {
    if (Array.isArray(schema[key])) for (const [i, child] of schema[key].entries()) yield* subschemas(child, `${pointer}/${key}/${i}`, [...path, key, i]);
  }
}

/**
 * @param {{ formAjv: import('ajv').default, openapi?: object }} options
 *   formAjv: the Ajv instance RJSF builds for the forms; openapi: the API's document (without it
 *   only the forms' own schemas judge the values).
 */
export function createInitialValueRules({ formAjv, openapi }) {
  // As the server compiles a JSON body (src/server/http/validator-compilers.ts): no coercion, formats on.
  const apiAjv = new Ajv({ allErrors: true, strict: false, verbose: true, coerceTypes: false });
  addApiFormats(apiAjv);
  const validators = { form: cachedCompiler(formAjv), api: cachedCompiler(apiAjv) };
  const resolve = openapi ? refResolver(openapi) : (schema) => schema;
  return {
    /** @param {import('./report.mjs').Report} report */
    check(report, page) {
      const lists = new Map(openapi ? filterFormsOf(page.data).map((f) => [f.pointer, f]) : []);
      for (const [form, pointer] of forms(page.data)) {
        const list = lists.get(pointer);
        const filters = list && resolve(listFiltersSchema(openapi, list.source));
        const api = filters && { accepted: filters.properties ?? {}, where: `${list.source.method} ${list.source.path}`, resolve };
        checkForm(report, page, form, pointer, api, validators);
      }
    },
  };
}

function checkForm(report, page, form, pointer, api, validators) {
  const properties = form.schema?.properties ?? {};
  const fixed = form.fixed ?? {};
  const ui = form.uiSchema ?? {};
  for (const [field, value] of Object.entries(form.defaults ?? {})) {
    const schema = properties[field];
    if (schema === undefined) continue; // reported as a key that names no field (form-rules.mjs)
    const sent = api && !Object.hasOwn(fixed, field) && !isEmptyFilter(value) && !(isCheckbox(schema, ui[field]) && value === false);
    const apiSchema = sent ? api.resolve(api.accepted[field]) : undefined;
    checkValue(report, page, value, `${pointer}/defaults/${escape(field)}`, {
      form: schema,
      api: apiSchema && {
        schema: asServerValidates(inlineRefs(apiSchema, api.resolve)),
        refusal: `a lista abriria com erro 400 de ${api.where} para todos, e a exportação também`,
      },
      hint: hintOf(schema, ui[field]),
      validators,
    });
  }
  for (const [schema, at, path] of subschemas(form.schema, `${pointer}/schema`)) {
    if (!Object.hasOwn(schema, 'default')) continue;
    const { default: value, ...withoutDefault } = schema;
    const field = path[0] === 'properties' ? path[1] : undefined;
    const sent = api && field !== undefined && !Object.hasOwn(fixed, field) && !isEmptyFilter(value);
    const apiSchema = sent ? apiSchemaAt(api.resolve(api.accepted[field]), path.slice(2), api.resolve) : undefined;
    checkValue(report, page, value, `${at}/default`, {
      form: withoutDefault,
      api: apiSchema && { schema: asServerValidates(inlineRefs(apiSchema, api.resolve)), refusal: `a pesquisa teria erro 400 de ${api.where}` },
      hint: hintOf(schema, uiAt(ui, path)),
      validators,
    });
  }
}

/** One initial value against the form's schema of its position and, when it is sent, the API's. */
function checkValue(report, page, value, pointer, { form, api, hint, validators }) {
  const refusals = new Map();
  const note = (errors, who) => {
    for (const error of errors) {
      const key = `${error.at}\u0000${error.key ?? ''}\u0000${error.reason}`;
      if (!refusals.has(key)) refusals.set(key, { ...error, by: [] });
      refusals.get(key).by.push(who);
    }
  };
  // An initial value may leave a required field for the user to fill; RJSF asks for it on submit.
  const formErrors = validate(validators.form, form, value)?.filter((e) => e.keyword !== 'required');
  if (formErrors) note(explain(formErrors, hint), 'form');
  const apiErrors = api ? validate(validators.api, api.schema, value) : undefined;
  if (apiErrors) note(explain(apiErrors, hint), 'api');
  for (const { at, key, reason, by } of refusals.values()) {
    const who = by.includes('api') ? `pela API${by.includes('form') ? ' e pelo formulário' : ''} (${api.refusal})` : 'pelo formulário';
    report.add(page, `${pointer}${at}`, `valor inicial recusado ${who}: ${reason}`, key);
  }
}

/** The errors of `value` against `schema` (undefined when valid or when the schema cannot be compiled). */
function validate(compile, schema, value) {
  const validateFn = compile(schema);
  if (!validateFn || validateFn(value)) return undefined;
  return validateFn.errors ?? [];
}

function cachedCompiler(ajv) {
  const cache = new Map();
  return (schema) => {
    if (schema === null || typeof schema !== 'object') return undefined;
    const text = JSON.stringify(schema);
    if (!cache.has(text)) {
      let compiled;
      try {
        compiled = ajv.compile(schema);
      } catch {
        compiled = undefined; // a broken schema (reported by the schema rules) or a $ref out of reach
      }
      cache.set(text, compiled);
    }
    return cache.get(text);
  };
}

/** The API's schema of a position inside a filter value (through properties and items only). */
function apiSchemaAt(schema, path, resolve) {
  let current = schema;
  for (let i = 0; i < path.length && current; i++) {
    if (path[i] === 'properties') current = resolve(current.properties?.[path[++i]]);
    else if (path[i] === 'items' && !Array.isArray(current.items)) current = resolve(current.items);
    else return undefined;
  }
  return current;
}

/** What the request leaves out (src/web/renderer/filters/prepare-filter-form.ts cleanFilters). */
function isEmptyFilter(value) {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmptyFilter);
  return false;
}

/** A boolean drawn as a checkbox filters only when ticked: unticked is never sent. */
function isCheckbox(schema, ui) {
  const widget = ui?.['ui:widget'];
  return schema?.type === 'boolean' && (widget === undefined || widget === 'checkbox');
}

/** The uiSchema of a position of the schema (by properties and items). */
function uiAt(ui, path) {
  let current = ui;
  for (let i = 0; i < path.length && current; i++) {
    if (path[i] === 'properties') current = current[path[++i]];
    else if (path[i] === 'items') current = current.items;
    else return undefined;
  }
  return current;
}

/** What the page tells its users about the value's form (for a pattern, never shown as a regex). */
function hintOf(schema, ui) {
  const hint = ui?.['ui:options']?.invalidHint ?? schema?.description;
  return typeof hint === 'string' ? hint : undefined;
}

/**
 * Ajv's errors as { at, key, reason } in pt-BR: one per position (the first there), none for a
 * position whose inner values are reported, and none for the anyOf/oneOf/if that only wrap them.
 */
function explain(errors, hint) {
  const wrappers = new Set(['anyOf', 'oneOf', 'if']);
  const positioned = choicesAsEnum(errors).map((error) => ({ error, at: error.instancePath }));
  const deeper = (at) => positioned.some((other) => other.at.startsWith(`${at}/`));
  const seen = new Set();
  const out = [];
  for (const { error, at } of positioned) {
    if (deeper(at)) continue;
    if (wrappers.has(error.keyword) && positioned.some((other) => other.at === at && !wrappers.has(other.error.keyword))) continue;
    const key = error.keyword === 'additionalProperties' ? error.params.additionalProperty : undefined;
    const place = `${at}\u0000${key ?? ''}`;
    if (seen.has(place)) continue;
    seen.add(place);
    out.push({ at, key, reason: reasonOf(error, hint) });
  }
  return out;
}

/**
 * Named choices (oneOf/anyOf of consts, each with its title) fail one const per choice: at such a
 * position, one error naming every code, as an enum would.
 */
function choicesAsEnum(errors) {
  const choiceKeywords = new Set(['const', 'enum']);
  const positions = new Set(errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath));
  const out = errors.filter((e) => !positions.has(e.instancePath));
  for (const at of positions) {
    const here = errors.filter((e) => e.instancePath === at && e.keyword !== 'oneOf' && e.keyword !== 'anyOf');
    if (here.length > 0 && here.every((e) => choiceKeywords.has(e.keyword))) {
      const allowedValues = [...new Set(here.flatMap((e) => (e.keyword === 'const' ? [e.params.allowedValue] : e.params.allowedValues)))];
      out.push({ ...here[0], keyword: 'enum', params: { allowedValues } });
    } else {
      out.push(...errors.filter((e) => e.instancePath === at));
    }
  }
  return out;
}

const typeNames = {
  string: 'um texto',
  integer: 'um número inteiro',
  number: 'um número',
  boolean: 'true ou false',
  array: 'uma lista',
  object: 'um objeto',
  null: 'null',
};

const show = (value) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

function typeList(types) {
  const names = (Array.isArray(types) ? types : String(types).split(',')).map((t) => typeNames[t] ?? t);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}` : names[0];
}

/** The pt-BR reason of one Ajv error, with the value found and what is expected. */
function reasonOf(error, hint) {
  const { keyword, params, data } = error;
  switch (keyword) {
    case 'type':
      return `${show(data)} deve ser ${typeList(params.type)}${typeSuggestion(data, params.type)}`;
    case 'enum': {
      const allowed = params.allowedValues ?? [];
      return `${show(data)} não é um dos valores aceitos${didYouMean(data, allowed)} (valores: ${allowed.map(show).join(', ')})`;
    }
    case 'const':
      return `${show(data)} deve ser ${show(params.allowedValue)}`;
    case 'format':
      return formatReason(data, params.format);
    case 'formatMinimum':
      return `${show(data)} deve ser ${params.comparison === '>' ? 'posterior a' : 'igual ou posterior a'} ${params.limit}`;
    case 'formatMaximum':
      return `${show(data)} deve ser ${params.comparison === '<' ? 'anterior a' : 'igual ou anterior a'} ${params.limit}`;
    case 'formatExclusiveMinimum':
      return `${show(data)} deve ser posterior a ${params.limit}`;
    case 'formatExclusiveMaximum':
      return `${show(data)} deve ser anterior a ${params.limit}`;
    case 'minLength':
      return `${show(data)} deve ter pelo menos ${params.limit} caractere(s)${hint ? ` (${hint})` : ''}`;
    case 'maxLength':
      return `${show(data)} deve ter no máximo ${params.limit} caractere(s)${hint ? ` (${hint})` : ''}`;
    case 'minimum':
      return `${show(data)} deve ser maior ou igual a ${params.limit}`;
    case 'maximum':
      return `${show(data)} deve ser menor ou igual a ${params.limit}`;
    case 'exclusiveMinimum':
      return `${show(data)} deve ser maior que ${params.limit}`;
    case 'exclusiveMaximum':
      return `${show(data)} deve ser menor que ${params.limit}`;
    case 'multipleOf':
      return `${show(data)} deve ser múltiplo de ${params.multipleOf}`;
    case 'minItems':
      return `a lista deve ter pelo menos ${params.limit} item(ns)`;
    case 'maxItems':
      return `a lista deve ter no máximo ${params.limit} item(ns)`;
    case 'uniqueItems':
      return `o item ${show(data?.[params.i])} está repetido (posições ${params.j} e ${params.i})`;
    case 'pattern':
      return patternReason(data, params.pattern, hint);
    case 'additionalProperties': {
      const accepted = Object.keys(error.parentSchema?.properties ?? {});
      const name = params.additionalProperty;
      return `"${name}" não é aceito aqui${didYouMean(name, accepted)}${accepted.length > 0 ? ` (aceitos: ${accepted.join(', ')})` : ''}`;
    }
    case 'required':
      return `falta "${params.missingProperty}"`;
    case 'minProperties':
      return params.limit === 1 ? 'não pode ser vazio' : `deve ter pelo menos ${params.limit} campos`;
    case 'maxProperties':
      return `deve ter no máximo ${params.limit} campos`;
    case 'anyOf':
    case 'oneOf':
      return `${show(data)} não corresponde a nenhuma das opções do campo`;
    default:
      return `${show(data)} não é aceito (regra "${keyword}" do schema)`;
  }
}

/** The value written as the expected type, when it plainly is one ("10" for 10, ["A"] for "A"). */
function typeSuggestion(data, types) {
  const expected = Array.isArray(types) ? types : String(types).split(',');
  const suggest = (value) => ` — você quis dizer ${JSON.stringify(value)}?`;
  if (expected.includes('array') && !Array.isArray(data) && data !== null && typeof data !== 'object') return suggest([data]);
  if ((expected.includes('integer') || expected.includes('number')) && typeof data === 'string' && data.trim() !== '' && Number.isFinite(Number(data))) {
    const number = Number(data);
    if (expected.includes('number') || Number.isInteger(number)) return suggest(number);
  }
  if (expected.includes('string') && (typeof data === 'number' || typeof data === 'boolean')) return suggest(String(data));
  if (expected.includes('boolean') && (data === 'true' || data === 'false')) return suggest(data === 'true');
  return '';
}

/** The formats an initial value most often has, in words and with an example. */
const formatNames = {
  date: ['uma data AAAA-MM-DD', '2026-09-30'],
  'date-time': ['uma data e hora ISO 8601', '2026-09-30T14:30:00-03:00'],
  time: ['uma hora HH:MM:SS', '14:30:00'],
  email: ['um e-mail', 'nome@exemplo.com.br'],
  uri: ['uma URL completa', 'https://exemplo.com.br'],
};

function formatReason(data, format) {
  const [expected, example] = formatNames[format] ?? [`um valor no formato ${format}`];
  const day = format === 'date' ? isoDay(data) : undefined;
  const help = day ? ` — você quis dizer "${day}"?` : example ? ` (ex.: "${example}")` : '';
  return `${show(data)} não é ${expected}${help}`;
}

/** A day written another common way (30/09/2026, 2026/09/30, an ISO date-time) as AAAA-MM-DD. */
function isoDay(text) {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  let year;
  let month;
  let day;
  const brazilian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const isoLike = /^(\d{4})[/.-]?(\d{1,2})[/.-]?(\d{1,2})(?:[T ].*)?$/.exec(trimmed);
  if (brazilian) [, day, month, year] = brazilian;
  else if (isoLike) [, year, month, day] = isoLike;
  else return undefined;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso && iso !== trimmed ? iso : undefined;
}

/** A pattern that only lists the allowed characters (`^[...]+$`, `^[...]*$`, `^[...]{17}$`): the refused ones can be named. */
const characterClassPattern = /^\^(\[(?:\\.|[^\]\\])+\])(?:[+*]|\{\d+(?:,\d*)?\})\$$/u;
const characterNames = { ' ': 'espaço', '\t': 'tabulação', '\n': 'quebra de linha' };

function patternReason(data, pattern, hint) {
  const characterClass = typeof pattern === 'string' ? characterClassPattern.exec(pattern)?.[1] : undefined;
  let refused = [];
  if (characterClass !== undefined && typeof data === 'string') {
    try {
      const allowed = new RegExp(`^${characterClass}$`, 'u');
      refused = [...new Set(Array.from(data).filter((character) => !allowed.test(character)))].map((c) => characterNames[c] ?? c);
    } catch {
      refused = [];
    }
  }
  const base =
    refused.length > 0 ? `${show(data)} tem caracteres não permitidos: ${refused.join(', ')}` : `${show(data)} não está no formato aceito neste campo`;
  return hint ? `${base} (${hint})` : base;
}
