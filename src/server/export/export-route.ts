import type { PageAction, PageManifest } from '../../shared/manifest/manifest-types.ts';
import type { ApiInstance } from '../api-plugin.ts';
import { canAccessRoute, hasPermission } from '../../shared/permissions.ts';
import { AppError, errorRef } from '../errors.ts';
import { timeZoneSchema } from '../dates/time-zone.ts';
import { dateIn, sendXlsx, XLSX_MIME, xlsxStream } from '../spreadsheet/xlsx-stream.ts';
import type { ListResource } from '../list/define-list.ts';
import { normalizeFilters } from '../list/list-route.ts';
import { type SourceAccess, sourceAccess } from '../list/source-access.ts';
import { requireUser } from '../security/request-user.ts';
import type { RoutePermission } from '../security/route-permission.ts';
import { exportColumns } from './export-columns.ts';
import { takeExportSlot } from './export-slots.ts';

/** The xlsx limit is 1,048,576 rows including the header. */
const MAX_ROWS = 1_048_575;

/** Characters Excel refuses in a sheet name (and its 31-character limit). */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/** A page exporting to the route, its export action, and the rule of the list it shows (the filters and sorts a user may send). */
interface BoundPage {
  page: PageManifest;
  action: PageAction;
  access: SourceAccess;
}

/** The list pages (of the manifests the app runs) whose export action calls `POST url`. */
function pagesExportingTo(url: string, pages: readonly PageManifest[]): BoundPage[] {
  return pages.flatMap((page) => {
    const action = page.kind === 'list' ? page.actions?.find((a) => a.kind === 'export' && a.source?.method === 'POST' && a.source.path === url) : undefined;
    return action && page.source ? [{ page, action, access: sourceAccess(page.source, pages) }] : [];
  });
}

/**
 * `POST url`: every row of a list matching the filters, as an xlsx streamed in batches, built from
 * the list page whose export action calls this route (`body.page` names it when several pages
 * share the route). The page's manifest decides the columns, their labels, order and formats, and
 * which columns this user may receive; the request carries only the filters and the sort, held to
 * what the list route allows the user (source-access.ts). A user runs at most two exports at a time
 * (export-slots.ts).
 */
export function registerExportRoute<Item>(
  app: ApiInstance,
  options: { url: string; permission: Exclude<RoutePermission, 'public' | 'authenticated'>; resource: ListResource<Item>; summary: string; tags: string[] },
): void {
  const { resource } = options;
  const bound = pagesExportingTo(options.url, app.manifests.pages);
  const pageIds = bound.map(({ page }) => page.id);
  // The pages exporting here are the values `page` takes; it may be left out only when there is one.
  const body = {
    type: 'object',
    additionalProperties: false,
    required: pageIds.length === 1 ? ([] as const) : (['page'] as const),
    properties: {
      page: {
        type: 'string',
        minLength: 1,
        maxLength: 64,
        ...(pageIds.length > 0 ? { enum: pageIds } : {}),
        // Its values are the manifests' own: check:manifests takes them from the folder it checks, so a
        // new page exporting here is accepted before the snapshot knows it.
        'x-enum-from': 'manifests/pages',
        description: 'Id da página que exporta (obrigatório quando várias páginas usam esta exportação)',
      },
      sort: resource.requestSchema.properties.sort,
      filters: resource.requestSchema.properties.filters,
      clientTimeZone: { ...timeZoneSchema('datas e horas da planilha'), default: 'America/Sao_Paulo' },
    },
  } as const;

  const boundPage = (id: string | undefined): BoundPage => {
    const found = id === undefined ? bound[0] : bound.find(({ page }) => page.id === id);
    if (!found) throw new AppError('VALIDATION', { field: 'body.page', message: `Nenhuma página declara a exportação POST ${options.url}.` });
    return found;
  };

  app.post(
    options.url,
    {
      schema: {
        summary: options.summary,
        tags: options.tags,
        body,
        response: {
          200: { description: 'Planilha xlsx', content: { [XLSX_MIME]: { schema: { type: 'string', format: 'binary' } } } },
          422: errorRef,
          429: errorRef,
        },
      },
      config: { permission: options.permission },
      preValidation: normalizeFilters,
    },
    async (request, reply) => {
      const { page: id, sort, filters, clientTimeZone } = request.body;
      const { page, action, access } = boundPage(id);
      // The page's fixed filters hold whatever the request says: the file is the list that page shows.
      const pageFilters = page.kind === 'list' ? { ...filters, ...page.filters?.fixed } : filters;
      // The page's own requirements and the button's, as the screen applies them.
      const { id: userId, permissions } = requireUser(request);
      if (!canAccessRoute(permissions, page.permissions ?? []) || (action.permission && !hasPermission(permissions, action.permission)))
        throw new AppError('FORBIDDEN');
      // The filters and sorts of the list route's rule; the columns are the page's (exportColumns).
      access.forUser(permissions).check({ filters: pageFilters, sort });
      takeExportSlot(userId, reply);
      const total = (await resource.run(app.db, { page: 1, pageSize: 1, filters: pageFilters })).total;
      if (total > MAX_ROWS)
        throw new AppError('UNPROCESSABLE', { message: `A exportação tem ${total} linhas; o limite do Excel é ${MAX_ROWS}. Refine os filtros.` });
      reply.header('x-total-count', String(total));
      const fileName = (action.fileName ?? `${page.id}-{date}.xlsx`).replaceAll('{date}', dateIn(clientTimeZone));
      const columns = exportColumns(page, permissions, app.manifests);
      const rows = resource.batches(app.db, { sort, filters: pageFilters });
      return sendXlsx(reply, fileName, xlsxStream(sheetName(page.title), columns, rows, { timeZone: clientTimeZone }));
    },
  );
}
