// API-contract rules: every source a manifest names exists in the API's OpenAPI document with that
// method, columns/fields exist in the response, filters are accepted and sortable columns are
// sortable on the server. The document is the committed snapshot openapi/vtlog-api.json (kept fresh
// by an API test), so this check stays a fast plain-Node script.
import { objects } from './walk.mjs';
import { didYouMean } from './suggest.mjs';
import { hasPath, indexOperations, operationKey, recordOf, refResolver } from './openapi.mjs';

export function checkContract(report, manifests, openapi) {
  const operations = indexOperations(openapi);
  const resolve = refResolver(openapi);
  for (const page of manifests.pages.filter((p) => p.valid)) {
    for (const [value, pointer] of objects(page.data)) {
      if (!isSource(value)) continue;
      const operation = operations.get(operationKey(value.method, value.path));
      if (!operation) {
        report.add(page, `${pointer}/path`, `a API não tem ${value.method} ${value.path} (openapi/vtlog-api.json)`);
        continue;
      }
      checkSourceUse(report, page, pointer, value, operation, resolve);
    }
  }
}

function isSource(value) {
  return typeof value.method === 'string' && typeof value.path === 'string' && value.path.startsWith('/');
}

/** The source's place in the page (pointer) tells what its response must carry. */
function checkSourceUse(report, page, pointer, source, operation, resolve) {
  const response = resolve(operation.responses?.['200']?.content?.['application/json']?.schema);
  const request = resolve(operation.requestBody?.content?.['application/json']?.schema);
  const data = page.data;
  const owner = pointer === '/source' ? data : objectAt(data, pointer.replace(/\/source$/, ''));
  if (!owner || !response) return;
  const isPaged = source.paging === 'body';
  const record = recordOf(response, source, resolve);

  const displays = [
    ...(owner.columns ?? []).map((c, i) => [c, `${pointer.replace(/\/source$/, '')}/columns/${i}/field`]),
    ...(pointer === '/source' ? sectionFields(data) : []),
    ...(pointer === '/form/submit' ? resultFields(data.form) : []),
  ];
  for (const [display, at] of displays) {
    if (!hasPath(record, display.field, resolve)) {
      report.add(page, at, `o campo "${display.field}" não existe na resposta de ${source.method} ${source.path}`);
    }
  }
  if (pointer === '/source' && isPaged) checkListRequest(report, page, request, resolve);
  if (owner.value && owner.label && pointer.endsWith('/source')) {
    for (const key of ['value', 'label']) {
      if (!hasPath(record, owner[key], resolve)) {
        report.add(page, `${pointer.replace(/\/source$/, '')}/${key}`, `o campo "${owner[key]}" não existe na resposta de ${source.method} ${source.path}`);
      }
    }
  }
}

function sectionFields(data) {
  return (data.sections ?? []).flatMap((section, i) => (section.fields ?? []).map((f, j) => [f, `/sections/${i}/fields/${j}/field`]));
}

/** A form's result table shows the submit's answer: its columns, row key and selectable flag must be in it. */
function resultFields(form) {
  const result = form?.result;
  if (!result) return [];
  return [
    ...result.columns.map((c, i) => [c, `/form/result/columns/${i}/field`]),
    [{ field: result.rowKey }, '/form/result/rowKey'],
    ...(result.selectableWhen ? [[{ field: result.selectableWhen }, '/form/result/selectableWhen']] : []),
  ];
}

function checkListRequest(report, page, request, resolve) {
  const filters = resolve(resolve(request)?.properties?.filters);
  const accepted = filters?.properties ?? {};
  for (const field of Object.keys(page.data.filters?.schema?.properties ?? {})) {
    if (!(field in accepted)) {
      const names = Object.keys(accepted);
      report.add(page, `/filters/schema/properties/${field}`, `a API não aceita o filtro "${field}"${didYouMean(field, names)} (filtros aceitos: ${names.join(', ')})`);
    }
  }
  const sortField = resolve(resolve(resolve(request)?.properties?.sort)?.items)?.properties?.field;
  const sortable = new Set(resolve(sortField)?.enum ?? []);
  const notSortable = (field) => `a API não ordena por "${field}"${didYouMean(field, sortable)} (ordenações aceitas: ${[...sortable].join(', ')})`;
  (page.data.columns ?? []).forEach((column, i) => {
    if (column.sortable && !sortable.has(column.field)) report.add(page, `/columns/${i}/sortable`, notSortable(column.field));
  });
  (page.data.defaultSort ?? []).forEach((sort, i) => {
    if (!sortable.has(sort.field)) report.add(page, `/defaultSort/${i}/field`, notSortable(sort.field));
  });
}

function objectAt(data, pointer) {
  return pointer.split('/').filter(Boolean).reduce((node, part) => node?.[part], data);
}
