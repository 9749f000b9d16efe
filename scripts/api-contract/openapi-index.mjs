// The API's OpenAPI document as the manifests use it: operations by method and path (relative to the
// API base, placeholders unnamed), `$ref`s resolved, and a list's accepted filters.
const API_PREFIX = '/api';

export function operationKey(method, path) {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
}

export function indexOperations(openapi) {
  const index = new Map();
  for (const [path, item] of Object.entries(openapi.paths ?? {})) {
    const relative = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path;
    for (const [method, operation] of Object.entries(item)) {
      index.set(operationKey(method, relative), operation);
    }
  }
  return index;
}

export function resolveRef(openapi, schema) {
  let current = schema;
  for (let guard = 0; current?.$ref && guard < 20; guard++) {
    const parts = current.$ref.replace(/^#\//, '').split('/');
    current = parts.reduce((node, part) => node?.[part], openapi);
  }
  return current;
}

export function requestSchemaOf(operation, resolve) {
  return resolve(operation?.requestBody?.content?.['application/json']?.schema);
}

/** The `filters` schema of a list request (generic list contract), or undefined. */
export function listFiltersSchema(openapi, source) {
  const operation = indexOperations(openapi).get(operationKey(source.method, source.path));
  const resolve = (schema) => resolveRef(openapi, schema);
  return resolve(requestSchemaOf(operation, resolve)?.properties?.filters);
}
