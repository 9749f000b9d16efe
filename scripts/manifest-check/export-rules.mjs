// Export rules: the server builds an export from the list page that declares it (its columns and
// column permissions), with the filters and sort of that page's list. So an export belongs on a
// list page, its route must take every filter and sort the page can send and answer a spreadsheet,
// and a route shared by several pages needs each page to name itself in `source.body.page`.
import { indexOperations, operationKey, refResolver, requestSchemaOf, sortableFields } from '../api-contract/openapi-index.mjs';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function checkExports(report, manifests, openapi) {
  const operations = indexOperations(openapi);
  const resolve = refResolver(openapi);
  const exports = manifests.pages
    .filter((p) => p.valid)
    .flatMap((page) =>
      (page.data.actions ?? []).flatMap((action, i) => (action.kind === 'export' && action.source ? [{ page, action, at: `/actions/${i}` }] : [])),
    );

  for (const { page, action, at } of exports) {
    const { method, path, body } = action.source;
    if (page.data.kind !== 'list') {
      report.add(page, `${at}/kind`, 'uma exportação só existe em páginas de lista (kind "list"): o servidor monta o arquivo com as colunas da lista');
      continue;
    }
    const others = exports.filter((e) => e.page !== page && e.page.data.kind === 'list' && e.action.source.path === path && e.action.source.method === method);
    const listSource = page.data.source;
    const ofThisList = (e) => e.page.data.source.method === listSource.method && e.page.data.source.path === listSource.path;
    if (others.length > 0 && !others.some(ofThisList)) {
      // Another list's export: it exports that list's rows, and naming this page in body.page would not change that.
      const theirs = others[0].page.data.source;
      const ownRoute = exportRouteOf(operations, listSource);
      const use = ownRoute ? `use a exportação da lista desta página, ${ownRoute}` : 'use uma rota de exportação da lista desta página';
      report.add(
        page,
        `${at}/source/path`,
        `${method} ${path} é a exportação de outra lista (${theirs.method} ${theirs.path}, de ${others.map((e) => e.page.relative).join(', ')}): exportaria as linhas dela, não as de ${listSource.method} ${listSource.path}; ${use}`,
      );
    } else if (body?.page !== undefined && body.page !== page.data.id) {
      report.add(page, `${at}/source/body/page`, `deve ser o id desta página ("${page.data.id}")`);
    } else if (others.length > 0 && body?.page === undefined) {
      report.add(
        page,
        `${at}/source`,
        `${method} ${path} também exporta ${others.map((e) => e.page.relative).join(', ')}: informe "body": { "page": "${page.data.id}" }`,
      );
    }
    const operation = operations.get(operationKey(method, path));
    if (!operation) continue; // the contract rules report the missing route
    if (!operation.responses?.['200']?.content?.[XLSX_MIME]) report.add(page, `${at}/source/path`, `${method} ${path} não responde uma planilha xlsx`);
    const request = requestSchemaOf(operation, resolve);
    // Only what the page's own list takes: a filter or sort the list refuses is reported by the contract rules.
    const list = requestSchemaOf(operations.get(operationKey(page.data.source.method, page.data.source.path)), resolve);
    const accepted = resolve(request?.properties?.filters)?.properties ?? {};
    const listed = resolve(list?.properties?.filters)?.properties ?? {};
    for (const field of Object.keys(page.data.filters?.schema?.properties ?? {})) {
      if (field in listed && !(field in accepted)) report.add(page, `${at}/source/path`, `${method} ${path} não aceita o filtro "${field}" da página`);
    }
    const sortable = sortableFields(request, resolve);
    const listSortable = sortableFields(list, resolve);
    const sorts = [...(page.data.columns ?? []).filter((c) => c.sortable).map((c) => c.field), ...(page.data.defaultSort ?? []).map((s) => s.field)];
    for (const field of new Set(sorts)) {
      if (listSortable.has(field) && !sortable.has(field))
        report.add(page, `${at}/source/path`, `${method} ${path} não ordena por "${field}", que a página ordena`);
    }
  }
}

/** The API folder of a path: "/vehicle/list" -> "/vehicle/". */
const folderOf = (path) => path.slice(0, path.lastIndexOf('/') + 1);

/** The route beside a list's (same API folder) that answers a spreadsheet, as "POST /orders/report", for the suggestion. */
function exportRouteOf(operations, list) {
  for (const [key, operation] of operations) {
    const [method, path] = key.split(' ');
    if (folderOf(path) === folderOf(list.path) && operation.responses?.['200']?.content?.[XLSX_MIME]) return `${method} ${path}`;
  }
  return undefined;
}
