// Completions of a list page's API names: for each paged list of the OpenAPI document, the fields of
// its items (columns), its sortable fields (defaultSort) and its filters (filter form and fixed
// filters), offered by schema-aware editors once the page's `source.path` names that list. Only
// `examples`, descriptions and property names: nothing here is enforced (check:manifests does that).
import { indexOperations, itemsOf, propertyNames, refResolver, requestSchemaOf, responseSchemaOf, sortableFields } from './openapi-index.mjs';

const API_PREFIX = '/api';

/**
 * `$defs` for the completions schema: `listSourceNames` (one `if` source.path `then` names per list)
 * and each list's filter names, referenced from it twice (form and fixed filters).
 */
export function listCompletionDefs(openapi) {
  const resolve = refResolver(openapi);
  const defs = {};
  const branches = [];
  for (const [key, operation] of indexOperations(openapi)) {
    const request = requestSchemaOf(operation, resolve);
    const filters = resolve(request?.properties?.filters);
    if (!key.startsWith('POST ') || !filters?.properties || !request.properties.page) continue;
    const path = key.slice('POST '.length).replace(API_PREFIX, '');
    const filtersDef = `listFilters${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c = '') => c.toUpperCase())}`;
    defs[filtersDef] = { type: 'object', properties: filterNames(filters.properties, resolve) };
    const response = responseSchemaOf(operation, resolve);
    branches.push(listNames(path, `#/$defs/${filtersDef}`, propertyNames(itemsOf(response, resolve), resolve), [...sortableFields(request, resolve)]));
  }
  return { ...defs, listSourceNames: { allOf: branches } };
}

function listNames(path, filtersRef, fields, sortable) {
  return {
    if: { type: 'object', required: ['source'], properties: { source: { type: 'object', required: ['path'], properties: { path: { const: path } } } } },
    then: {
      type: 'object',
      properties: {
        columns: { type: 'array', items: { type: 'object', properties: { field: { type: 'string', examples: fields } } } },
        defaultSort: { type: 'array', items: { type: 'object', properties: { field: { type: 'string', examples: sortable } } } },
        filters: {
          type: 'object',
          properties: { schema: { type: 'object', properties: { properties: { $ref: filtersRef } } }, fixed: { $ref: filtersRef } },
        },
      },
    },
  };
}

/** Each accepted filter as a property name, described by its field, operator and value type. */
function filterNames(filters, resolve) {
  return Object.fromEntries(
    Object.entries(filters).map(([name, schema]) => {
      const s = resolve(schema);
      const operator = s['x-operator'] ? ` (campo ${s['x-field']}, operador ${s['x-operator']})` : '';
      const cost = s['x-unindexed'] ? ' Sem índice: o checker avisa o custo.' : '';
      return [name, { description: `${s.description ?? name}${operator}: valor ${s.type ?? 'livre'}.${cost}` }];
    }),
  );
}
