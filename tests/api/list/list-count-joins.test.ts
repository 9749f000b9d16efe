/**
 * The count of a list joins only the tables its filters read (define-list.ts `joins`): at
 * 1,000,000 vehicles a claims or returns count joined to the wide vehicles table cost hundreds of
 * milliseconds for nothing. The totals must still be those of the rows the page lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimList } from '../../../src/server/api/claims/claim-list.resource.ts';
import { returnList } from '../../../src/server/api/returns/return-list.resource.ts';
import { defineList } from '../../../src/server/list/define-list.ts';
import { filters } from '../../../src/server/list/filters.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 2000 });
});
afterAll(() => t.close());

const countSql = (resource: typeof claimList | typeof returnList, filterValues: Record<string, unknown>) =>
  resource.countQuery(t.database.db, filterValues).compile().sql;

describe('list count', () => {
  it('reads the listed table alone when no filter needs a join', () => {
    for (const resource of [claimList, returnList]) expect(countSql(resource, {})).not.toMatch(/join/i);
    expect(countSql(claimList, { situacao: ['ABERTO'], dataOcorrencia: { from: '2024-01-01' }, valor: { min: 10 } })).not.toMatch(/join/i);
    expect(countSql(returnList, { situacao: ['SOLICITADA'], dataSolicitacao: { from: '2024-01-01' } })).not.toMatch(/join/i);
  });

  it('joins only the tables the filters read', () => {
    const byState = countSql(claimList, { uf: ['SP'] });
    expect(byState).toMatch(/join "vehicles"/);
    expect(byState).not.toMatch(/"carriers"/);
    const byCarrier = countSql(claimList, { transportadora: ['CEG'] });
    expect(byCarrier).toMatch(/join "carriers"/);
    expect(byCarrier).not.toMatch(/"vehicles"/);
    expect(countSql(returnList, { chassi: 'ABC12345' })).toMatch(/join "vehicles"/);
  });

  it('counts what the page lists, with and without joined filters', async () => {
    const all = (url: string, body: object) => t.as('admin', { method: 'POST', url, payload: { pageSize: 500, ...body } }).then((r) => r.json());
    const claims = await all('/api/claims/list', {});
    expect(claims.total).toBe(await t.count('claims'));
    const carrier = claims.items.find((c: { transportadoraCodigo: string | null }) => c.transportadoraCodigo !== null).transportadoraCodigo;
    const cases: [string, object][] = [
      ['/api/claims/list', { filters: { uf: ['SP', 'MG', 'RJ', 'PR'] } }],
      ['/api/claims/list', { filters: { transportadora: [carrier] } }],
      ['/api/claims/list', { filters: { transportadora: [carrier], uf: ['SP', 'MG'], situacao: ['ABERTO', 'EM_ANALISE', 'INDENIZADO'] } }],
      ['/api/returns/list', { filters: { uf: ['SP', 'MG', 'RJ', 'PR'] } }],
      ['/api/returns/list', { filters: { situacao: ['CONCLUIDA'] } }],
    ];
    for (const [url, body] of cases) {
      const page = await all(url, body);
      expect(page.total).toBeGreaterThan(0);
      expect(page.total).toBe(page.items.length);
    }
  });

  it('refuses a filter that names a join the list does not declare', () => {
    const declare = () =>
      defineList({
        from: (db) => db.selectFrom('claims'),
        select: (q) => q.selectAll(),
        toItem: (row) => row,
        itemSchema: {},
        filters: { uf: { ...filters.anyOf('vehicles.uf', { type: 'string' }), join: 'vehicles' } },
        sorts: { id: 'claims.id' },
        defaultSort: [{ field: 'id', direction: 'desc' }],
        tieBreaker: 'claims.id',
      });
    expect(declare).toThrow('O filtro "uf" lê a junção "vehicles", que a lista não declara.');
  });
});
