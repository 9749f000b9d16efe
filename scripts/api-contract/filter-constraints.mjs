// One source for every filter constraint: the API declares a filter's type, lengths, pattern, codes
// and bounds (src/server/list); a page's filter form states its title, widget and anything stricter,
// and gets the API's constraints merged in at build time (Vite plugin, form validators, manifest
// checker, tests: all through this function). A form built this way accepts no value the API
// refuses with 400. A row action's form dialog is narrowed the same way by the body it sends.
import { indexOperations, listFiltersSchema, operationKey, refResolver, requestSchemaOf } from './openapi-index.mjs';

const later = (a, b) => (a > b ? a : b);
const earlier = (a, b) => (a < b ? a : b);

/** Keywords that narrow a value; the ones each side may state and how the stricter is kept (dates compare as ISO text). */
const stricter = {
  formatMinimum: later,
  formatExclusiveMinimum: later,
  formatMaximum: earlier,
  formatExclusiveMaximum: earlier,
  minLength: Math.max,
  minimum: Math.max,
  exclusiveMinimum: Math.max,
  maxLength: Math.min,
  maximum: Math.min,
  exclusiveMaximum: Math.min,
  maxItems: Math.min,
};
/**
 * Taken from the API when the form does not state them (a different `type`, `format` or `enum` is a
 * checker error, not something to merge). `minItems` and `minProperties` stay out: the form clears an
 * empty multi-select or range and the request drops it, so the API never sees one.
 */
const inherited = ['type', 'enum', 'const', 'format', 'multipleOf', 'uniqueItems', 'additionalProperties'];

/**
 * A schema of the OpenAPI document as the server's Ajv runs it. The document restates a bounded date
 * for standard tools as a `pattern` of the years it admits and keeps the bounds as
 * `x-formatMinimum`/`x-formatMaximum` (src/server/openapi/public-schema.ts); here the bounds
 * are ajv-formats' keywords again and the restating pattern goes, so a form gets its calendar limits
 * and pt-BR messages, and a value checked against it is refused for the reason the server gives.
 */
export function asServerValidates(schema) {
  if (Array.isArray(schema)) return schema.map(asServerValidates);
  if (!schema || typeof schema !== 'object') return schema;
  const { 'x-formatMinimum': min, 'x-formatMaximum': max, ...rest } = schema;
  const bounded = min !== undefined || max !== undefined;
  const { pattern: _restated, ...withoutPattern } = rest;
  const own = bounded ? { ...withoutPattern, ...(min !== undefined && { formatMinimum: min }), ...(max !== undefined && { formatMaximum: max }) } : rest;
  return Object.fromEntries(Object.entries(own).map(([key, value]) => [key, typeof value === 'object' ? asServerValidates(value) : value]));
}

/** `form` narrowed by every constraint of `api` (both JSON Schemas of one filter value; `api` as the document states it). */
export function mergeConstraints(form, documented) {
  if (!documented || typeof documented !== 'object') return form;
  const api = asServerValidates(documented);
  const out = { ...form };
  // A form that names its choices (oneOf/anyOf of consts with titles) keeps them as its codes.
  const choices = form.oneOf !== undefined || form.anyOf !== undefined;
  for (const key of inherited) {
    if (choices && (key === 'enum' || key === 'const')) continue;
    if (out[key] === undefined && api[key] !== undefined) out[key] = api[key];
  }
  for (const [key, pick] of Object.entries(stricter)) {
    if (api[key] === undefined) continue;
    out[key] = form[key] === undefined ? api[key] : pick(form[key], api[key]);
  }
  if (api.pattern !== undefined) {
    // Two patterns cannot be one keyword: the API's joins through allOf (both must match).
    if (form.pattern === undefined) out.pattern = api.pattern;
    else if (form.pattern !== api.pattern) out.allOf = [...(form.allOf ?? []), { pattern: api.pattern }];
  }
  if (api.items) out.items = mergeConstraints(form.items ?? {}, api.items);
  if (api.properties) {
    out.properties = { ...form.properties };
    for (const [name, schema] of Object.entries(api.properties)) out.properties[name] = mergeConstraints(form.properties?.[name] ?? {}, schema);
  }
  return out;
}

/**
 * The filter forms of a page and the list request each one feeds: a list page's `filters` and
 * `source`; a custom page's `props.filters` and its one source (e.g. the locations map's compact
 * positions, which take the list's `filters` without paging), the paged one when it has several.
 */
export function filterFormsOf(page) {
  if (page?.kind === 'list' && page.filters && page.source?.paging === 'body') {
    return [{ filters: page.filters, pointer: '/filters', source: page.source }];
  }
  const sources = Object.values(page?.sources ?? {});
  const paged = sources.filter((source) => source?.paging === 'body');
  const fed = paged.length === 1 ? paged[0] : sources.length === 1 ? sources[0] : undefined;
  if (page?.kind === 'custom' && page.props?.filters?.schema && fed) {
    return [{ filters: page.props.filters, pointer: '/props/filters', source: fed }];
  }
  return [];
}

/** `filters` (a page's filter form) with each field narrowed by the API filter of the same name. */
function narrowed(filters, accepted) {
  const properties = filters.schema.properties ?? {};
  const merged = Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, mergeConstraints(schema, accepted[name])]));
  return { ...filters, schema: { ...filters.schema, properties: merged } };
}

/** A row action's form with each field narrowed by the field of the same name in the body it sends. */
function withBodyConstraints(action, openapi) {
  const properties = action.form?.schema?.properties;
  if (!properties || !action.source) return action;
  const resolve = refResolver(openapi);
  const body = requestSchemaOf(indexOperations(openapi).get(operationKey(action.source.method, action.source.path)), resolve);
  if (!body?.properties) return action;
  const merged = Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, mergeConstraints(schema, resolve(body.properties[name]))]));
  return { ...action, form: { ...action.form, schema: { ...action.form.schema, properties: merged } } };
}

/**
 * The page with its filter forms narrowed by the API's filter declarations and its row-action forms
 * by the bodies they send (`openapi`: the committed snapshot). Fields the API does not know are left
 * as they are (the checker reports them).
 */
export function withApiConstraints(page, openapi) {
  const withActions = Array.isArray(page?.rowActions) ? { ...page, rowActions: page.rowActions.map((action) => withBodyConstraints(action, openapi)) } : page;
  const [form] = filterFormsOf(withActions);
  if (!form) return withActions;
  const filters = narrowed(form.filters, listFiltersSchema(openapi, form.source)?.properties ?? {});
  return form.pointer === '/filters' ? { ...withActions, filters } : { ...withActions, props: { ...withActions.props, filters } };
}
