/**
 * The rule of source-access.ts over made-up pages, for the cases today's manifests have only one
 * of: several pages sharing a source, a field gated on one page and not on another, a fixed
 * filter, operators of a gated filter, sorting, a page the user may not open, details pages.
 */
import { describe, expect, it } from 'vitest';
import type { PageManifest } from '../../../src/shared/manifest/manifest-types.ts';
import type { PermissionEntry } from '../../../src/shared/permissions.ts';
import { sourceAccess } from '../../../src/server/list/source-access.ts';

const source = { method: 'POST', path: '/coisas/list' } as const;
const grant = (...resources: string[]): PermissionEntry[] => resources.map((rsname) => ({ rsname, scopes: ['view'] }));

/** A list page reading `source` (unless told otherwise), opened with any of `permissions`. */
function listPage(id: string, permissions: string[], rest: Partial<PageManifest> = {}): PageManifest {
  return { id, kind: 'list', path: `/${id}`, title: id, source, permissions: permissions.map((resource) => ({ resource })), ...rest } as PageManifest;
}

const filterForm = (names: string[], permissions: Record<string, string> = {}, fixed?: Record<string, unknown>) => ({
  schema: { type: 'object', properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])) },
  permissions: Object.fromEntries(Object.entries(permissions).map(([name, resource]) => [name, { resource }])),
  ...(fixed ? { fixed } : {}),
});

/** The 403 of a refused request, or 'ok'. */
function outcome(run: () => void): string | { field?: string; statusCode?: number } {
  try {
    run();
    return 'ok';
  } catch (error) {
    const { field, statusCode } = error as { field?: string; statusCode?: number };
    return { field, statusCode };
  }
}

describe('filters gated by filters.permissions', () => {
  const pages = [
    listPage('busca', ['listar'], { filters: filterForm(['nome', 'bloqueado'], { bloqueado: 'ver-bloqueados' }) as PageManifest['filters'] }),
    listPage('outra-fonte', ['listar'], { source: { method: 'POST', path: '/outras/list' }, filters: filterForm(['bloqueado']) as PageManifest['filters'] }),
  ];
  const access = sourceAccess(source, pages);

  it('refuses the filter, with every operator of its field, to a user without the permission; the others pass', () => {
    const user = access.forUser(grant('listar'));
    expect(outcome(() => user.check({ filters: { bloqueado: true } }))).toEqual({ field: 'body.filters.bloqueado', statusCode: 403 });
    expect(outcome(() => user.check({ filters: { bloqueado__notEq: true } }))).toEqual({ field: 'body.filters.bloqueado__notEq', statusCode: 403 });
    expect(outcome(() => user.check({ filters: { nome: 'x', nome__contains: 'y', ano: 2020 } }))).toBe('ok');
    // Sorting by a field selects rows by its values as a filter does.
    expect(outcome(() => user.check({ sort: [{ field: 'nome' }, { field: 'bloqueado' }] }))).toEqual({ field: 'body.sort.1.field', statusCode: 403 });
  });

  it('allows it with the permission, and ignores pages of other sources (that one offers it ungated)', () => {
    expect(outcome(() => access.forUser(grant('listar', 'ver-bloqueados')).check({ filters: { bloqueado: true }, sort: [{ field: 'bloqueado' }] }))).toBe('ok');
    expect(outcome(() => access.forUser(grant('listar')).check({ filters: { bloqueado: true } }))).not.toBe('ok');
  });

  it('allows it to whoever may open another page of the source that offers it ungated, not to others', () => {
    const shared = sourceAccess(source, [...pages, listPage('painel', ['painel'], { filters: filterForm(['bloqueado__in']) as PageManifest['filters'] })]);
    expect(outcome(() => shared.forUser(grant('listar', 'painel')).check({ filters: { bloqueado: true } }))).toBe('ok');
    expect(outcome(() => shared.forUser(grant('listar')).check({ filters: { bloqueado: true } }))).not.toBe('ok');
  });

  it('allows the fixed filter of a page the user may open, with that value only', () => {
    const fixed = listPage('em-estoque', ['listar', 'estoque'], { filters: filterForm(['nome'], {}, { bloqueado: [true] }) as PageManifest['filters'] });
    const shared = sourceAccess(source, [...pages, fixed]);
    const user = shared.forUser(grant('estoque'));
    expect(outcome(() => user.check({ filters: { bloqueado: [true], nome: 'x' } }))).toBe('ok');
    expect(outcome(() => user.check({ filters: { bloqueado: [false] } }))).toEqual({ field: 'body.filters.bloqueado', statusCode: 403 });
    expect(outcome(() => user.check({ filters: { bloqueado__in: [true] } }))).toEqual({ field: 'body.filters.bloqueado__in', statusCode: 403 });
    expect(outcome(() => shared.forUser(grant('outra')).check({ filters: { bloqueado: [true] } }))).not.toBe('ok');
  });
});

describe('fields gated by a column permission', () => {
  const columns = [
    { field: 'id', label: 'Id' },
    { field: 'nome', label: 'Nome' },
    { field: 'atraso', label: 'Atraso', permission: { resource: 'atrasos' } },
  ];
  const pages = [listPage('lista', ['listar'], { columns, filters: filterForm(['nome']) as PageManifest['filters'] })];
  const item = { id: 1, nome: 'a', atraso: 3, outro: 'b' };

  it('leaves the field out of the items of a user without the permission, and keeps it for one with it', () => {
    const access = sourceAccess(source, pages);
    expect(access.forUser(grant('listar')).item(item)).toEqual({ id: 1, nome: 'a', outro: 'b' });
    expect(access.forUser(grant('listar', 'atrasos')).item(item)).toBe(item);
  });

  it('refuses filtering and sorting by a field the user may not receive', () => {
    const user = sourceAccess(source, pages).forUser(grant('listar'));
    expect(outcome(() => user.check({ filters: { atraso__gte: 2 } }))).toEqual({ field: 'body.filters.atraso__gte', statusCode: 403 });
    expect(outcome(() => user.check({ sort: [{ field: 'atraso' }] }))).toEqual({ field: 'body.sort.0.field', statusCode: 403 });
    expect(
      outcome(() =>
        sourceAccess(source, pages)
          .forUser(grant('listar', 'atrasos'))
          .check({ filters: { atraso__gte: 2 }, sort: [{ field: 'atraso' }] }),
      ),
    ).toBe('ok');
  });

  it('keeps the field for a user who may open another page of the source showing it ungated', () => {
    const other = listPage('atrasos', ['atrasos-lista'], { columns: [{ field: 'atraso', label: 'Atraso' }] });
    const access = sourceAccess(source, [...pages, other]);
    expect(access.forUser(grant('listar', 'atrasos-lista')).item(item)).toBe(item);
    expect(access.forUser(grant('listar')).item(item)).not.toHaveProperty('atraso');
  });

  it('makes the gated fields optional in the item schema, the others stay required', () => {
    const schema = { type: 'object', required: ['id', 'nome', 'atraso'], properties: {} };
    expect(sourceAccess(source, pages).itemSchema(schema)).toEqual({ ...schema, required: ['id', 'nome'] });
    expect(sourceAccess({ method: 'POST', path: '/nada' }, pages).itemSchema(schema)).toBe(schema);
  });

  it("reads details pages: a field under its own permission or its section's", () => {
    const details = {
      id: 'detalhe',
      kind: 'details',
      path: '/coisas/:id',
      title: 'Coisa',
      source: { method: 'GET', path: '/coisas/{id}' },
      permissions: [{ resource: 'listar' }],
      sections: [
        {
          id: 'a',
          kind: 'fields',
          title: 'A',
          fields: [
            { field: 'nome', label: 'Nome' },
            { field: 'atraso', label: 'Atraso', permission: { resource: 'atrasos' } },
          ],
        },
        { id: 'b', kind: 'fields', title: 'B', permission: { resource: 'custos' }, fields: [{ field: 'custo', label: 'Custo' }] },
      ],
    } as PageManifest;
    const access = sourceAccess({ method: 'GET', path: '/coisas/{id}' }, [details]);
    expect(access.forUser(grant('listar')).item({ nome: 'a', atraso: 1, custo: 2 })).toEqual({ nome: 'a' });
    expect(access.forUser(grant('listar', 'custos')).item({ nome: 'a', atraso: 1, custo: 2 })).toEqual({ nome: 'a', custo: 2 });
  });

  it('withholds a gated field inside an object of the item, and makes it optional in the schema', () => {
    const nested = listPage('aninhado', ['listar'], { columns: [{ field: 'embarque.atraso', label: 'Atraso', permission: { resource: 'atrasos' } }] });
    const access = sourceAccess(source, [nested]);
    const item = { id: 1, embarque: { atraso: 3, modal: 'RODOVIARIO' } };
    expect(access.forUser(grant('listar')).item(item)).toEqual({ id: 1, embarque: { modal: 'RODOVIARIO' } });
    expect(item.embarque.atraso).toBe(3);
    expect(access.forUser(grant('listar', 'atrasos')).item(item)).toEqual(item);
    expect(access.forUser(grant('listar')).item({ id: 2, embarque: null })).toEqual({ id: 2, embarque: null });
    const schema = {
      type: 'object',
      required: ['id', 'embarque'],
      properties: { id: {}, embarque: { type: ['object', 'null'], required: ['atraso', 'modal'], properties: {} } },
    };
    expect(access.itemSchema(schema)).toEqual({
      ...schema,
      properties: { ...schema.properties, embarque: { ...schema.properties.embarque, required: ['modal'] } },
    });
  });
});
