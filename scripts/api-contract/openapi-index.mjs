// The API's OpenAPI document as the manifests use it: operations by method and path (relative to the
// API base, placeholders unnamed), `$ref`s resolved, a list's accepted filters and the schema of a
// record field. Shared by the manifest checker and the build's filter-constraint merge.
export const API_PREFIX = '/api';

export function operationKey(method, path) {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
}

/** Operations indexed once per document (the build asks for every page). */
const indexes = new WeakMap();
/** Each indexed operation's path as the document writes it (its parameters named as the API names them). */
const documentPaths = new WeakMap();

export function indexOperations(openapi) {
  if (!indexes.has(openapi)) indexes.set(openapi, buildIndex(openapi));
  return indexes.get(openapi);
}

function buildIndex(openapi) {
  const index = new Map();
  for (const [path, item] of Object.entries(openapi.paths ?? {})) {
    const relative = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path;
    for (const [method, operation] of Object.entries(item)) {
      index.set(operationKey(method, relative), operation);
      documentPaths.set(operation, path);
    }
  }
  return index;
}

/** The path the document gives an operation from indexOperations (`/api/orders/{orderId}/items`). */
export function documentPathOf(operation) {
  return documentPaths.get(operation);
}

/** A function following `$ref`s of `openapi` to the schema they name. */
export function refResolver(openapi) {
  return (schema) => {
    let current = schema;
    for (let guard = 0; current?.$ref && guard < 20; guard++) {
      const parts = current.$ref.replace(/^#\//, '').split('/');
      current = parts.reduce((node, part) => node?.[part], openapi);
    }
    return current;
  };
}

/** `schema` with its $refs replaced by what they name, down to `depth` 32 (a schema may refer to itself). */
export function inlineRefs(schema, resolve, depth = 0) {
  const target = resolve(schema);
  if (depth > 32 || target === null || typeof target !== 'object') return target;
  if (Array.isArray(target)) return target.map((item) => inlineRefs(item, resolve, depth + 1));
  return Object.fromEntries(
    Object.entries(target)
      .filter(([key]) => key !== '$ref')
      .map(([key, value]) => [key, inlineRefs(value, resolve, depth + 1)]),
  );
}

export function requestSchemaOf(operation, resolve) {
  return resolve(operation?.requestBody?.content?.['application/json']?.schema);
}

/** An operation's JSON answer (status 200), `$ref`s resolved. */
export function responseSchemaOf(operation, resolve) {
  return resolve(operation?.responses?.['200']?.content?.['application/json']?.schema);
}

/** The fields a list request (generic list contract) can sort by. */
export function sortableFields(request, resolve) {
  return new Set(resolve(resolve(resolve(request?.properties?.sort)?.items)?.properties?.field)?.enum ?? []);
}

/** The `filters` schema of a list request (generic list contract), or undefined. */
export function listFiltersSchema(openapi, source) {
  const operation = indexOperations(openapi).get(operationKey(source.method, source.path));
  const resolve = refResolver(openapi);
  return resolve(requestSchemaOf(operation, resolve)?.properties?.filters);
}

export function itemsOf(schema, resolve) {
  return arrayItem(resolve(schema?.properties?.items), resolve);
}

export function arrayItem(schema, resolve) {
  const resolved = resolve(schema);
  return resolved?.type === 'array' || resolved?.items ? resolve(resolved.items) : undefined;
}

/** The schema of one record of a source's answer: a page's items, an array's item or the object itself. */
export function recordOf(response, source, resolve) {
  return source.paging === 'body' ? itemsOf(response, resolve) : (arrayItem(response, resolve) ?? response);
}

/** The schemas a dot path reaches in an object schema (through allOf/anyOf/oneOf and $ref); none when it does not exist. */
export function fieldSchemas(schema, fieldPath, resolve) {
  let current = [resolve(schema)];
  for (const part of fieldPath.split('.')) {
    current = current
      .flatMap((s) => branches(s, resolve))
      .map((s) => resolve(s?.properties?.[part]))
      .filter(Boolean);
    if (current.length === 0) return [];
  }
  return current;
}

export function hasPath(schema, fieldPath, resolve) {
  return fieldSchemas(schema, fieldPath, resolve).length > 0;
}

/** Top-level property names of an object schema (through allOf/anyOf/oneOf). */
export function propertyNames(schema, resolve) {
  return [...new Set(branches(schema, resolve).flatMap((s) => Object.keys(s.properties ?? {})))];
}

export function branches(schema, resolve) {
  const s = resolve(schema);
  if (!s) return [];
  const nested = [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap((b) => branches(b, resolve));
  return [s, ...nested];
}
