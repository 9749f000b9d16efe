import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiTypesFile, openapiTypesSource } from '../../../scripts/api-contract/openapi-types.mjs';
import { currentOpenapiJson, snapshotFile } from '../../../scripts/generate-openapi.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 20 });
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('is served publicly at /api/openapi.json with every API call and the health probes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual(['/healthz', '/readyz']);
    expect(doc.paths['/api/vehicle/list'].post).toBeDefined();
    expect(doc.paths['/api/vehicle/details/chassis/{chassis}'].get).toBeDefined();
  });

  it('exposes the vehicle list filters and sortable fields for the manifest checker', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = doc.paths['/api/vehicle/list'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties.filters.properties)).toEqual(expect.arrayContaining(['chassi', 'status', 'regiao', 'dataPedido', 'emEstoque']));
    expect(body.properties.sort.items.properties.field.enum).toEqual(expect.arrayContaining(['chassi', 'dataPedido', 'diasNoStatus']));
    const item = doc.paths['/api/vehicle/list'].post.responses['200'].content['application/json'].schema.properties.items.items;
    expect(Object.keys(item.properties)).toEqual(expect.arrayContaining(['id', 'modelo', 'chassi', 'numeroPedido', 'numeroNF', 'dataPedido', 'status']));
  });

  it('matches the committed snapshot (run `npx tsx scripts/generate-openapi.ts` after changing a route schema)', async () => {
    expect(readFileSync(snapshotFile, 'utf8')).toBe(await currentOpenapiJson());
  });

  it("matches the SPA's API types generated from the snapshot (the same command rewrites them)", async () => {
    expect(readFileSync(openapiTypesFile, 'utf8')).toBe(await openapiTypesSource(readFileSync(snapshotFile, 'utf8')));
  });
});
