// A link fills the route parameters of the page it opens with fields of the record it sits on
// ({orderId} of an order's row), and that page sends each parameter in the paths of its API calls,
// where the API declares the parameter's type. A link putting a text field in a number parameter
// ("/orders/{status}/{orderItemId}") opens a page whose every call gets 400, so a field a link puts
// in a parameter must be of a type the parameter takes.
import {
  branches,
  documentPathOf,
  fieldSchemas,
  indexOperations,
  operationKey,
  recordOf,
  refResolver,
  responseSchemaOf,
} from '../api-contract/openapi-index.mjs';
import { isApiSource, objects, routePattern, templateToSamplePath } from './walk.mjs';

const NUMERIC = new Set(['integer', 'number']);

export function checkLinkParams(report, manifests, openapi) {
  const operations = indexOperations(openapi);
  const resolve = refResolver(openapi);
  const pages = manifests.pages.filter((p) => p.valid);
  const targets = pages.map((p) => ({ page: p, pattern: routePattern(p.data.path), params: paramTypes(p.data, operations, resolve) }));
  for (const page of pages) {
    for (const { to, pointer, record } of recordLinks(page.data, operations, resolve)) {
      const target = targets.find((t) => t.pattern.test(templateToSamplePath(to)));
      if (!target) continue; // a link to no page is reported by the semantic rules
      const linkParts = to.split(/[?#]/)[0].split('/');
      target.page.data.path.split('/').forEach((segment, i) => {
        const field = /^\{([^}]+)\}$/.exec(linkParts[i] ?? '')?.[1];
        const param = segment.slice(1);
        const wanted = segment.startsWith(':') && field ? target.params.get(param) : undefined;
        if (!wanted) return;
        const types = [
          ...new Set(
            fieldSchemas(record, field, resolve)
              .flatMap((s) => branches(s, resolve))
              .flatMap((s) => s.type ?? [])
              .filter((t) => t !== 'null'),
          ),
        ];
        if (types.length > 0 && !types.some((t) => NUMERIC.has(t))) {
          report.add(
            page,
            pointer,
            `"{${field}}" preenche o parâmetro :${param} de ${target.page.data.path}, que a API (${wanted.call}) recebe como ${wanted.type}, mas o campo "${field}" é ${types.join(' ou ')}: a página abriria com erro 400`,
          );
        }
      });
    }
  }
}

/**
 * A page's route parameters its API calls take as numbers: name -> { type, call }. A call's `{name}`
 * is a route parameter (the renderer fills it from the route first); the API may name its path
 * parameter otherwise, so they are matched by position.
 */
function paramTypes(data, operations, resolve) {
  const found = new Map();
  // The page's own source first: it names the call a message points to.
  const sources = [...objects(data)].filter(([value]) => isApiSource(value)).sort(([, a], [, b]) => Number(b === '/source') - Number(a === '/source'));
  for (const [source] of sources) {
    const operation = operations.get(operationKey(source.method, source.path));
    const apiNames = placeholders(documentPathOf(operation) ?? '');
    const parameters = operation?.parameters ?? [];
    placeholders(source.path).forEach((param, i) => {
      const schema = resolve(parameters.find((p) => p.in === 'path' && p.name === apiNames[i])?.schema);
      if (NUMERIC.has(schema?.type) && !found.has(param))
        found.set(param, { type: schema.type === 'integer' ? 'número inteiro' : 'número', call: `${source.method} ${source.path}` });
    });
  }
  return found;
}

const placeholders = (path) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);

/** Links that sit on a record, with it: a list's row link and column links, a details page's value links, a related list's column links. */
function* recordLinks(data, operations, resolve) {
  const recordOfSource = (source) => {
    const operation = isApiSource(source ?? {}) ? operations.get(operationKey(source.method, source.path)) : undefined;
    const response = responseSchemaOf(operation, resolve);
    return response && recordOf(response, source, resolve);
  };
  const linksOf = (displays, at) =>
    Array.isArray(displays) ? displays.flatMap((d, i) => (typeof d?.link?.to === 'string' ? [{ to: d.link.to, pointer: `${at}/${i}/link/to` }] : [])) : [];
  const main = recordOfSource(data.source);
  if (main) {
    const links = [
      ...linksOf(data.columns, '/columns'),
      ...(data.sections ?? []).flatMap((s, i) => (s?.source ? [] : linksOf(s?.fields, `/sections/${i}/fields`))),
    ];
    if (typeof data.rowLink?.to === 'string') links.push({ to: data.rowLink.to, pointer: '/rowLink/to' });
    for (const link of links) yield { ...link, record: main };
  }
  for (const [section, i] of (data.sections ?? []).map((s, j) => [s, j])) {
    const record = section?.source && recordOfSource(section.source);
    if (record) for (const link of linksOf(section.columns, `/sections/${i}/columns`)) yield { ...link, record };
  }
}
