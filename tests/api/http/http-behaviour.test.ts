import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { openDatabase } from '../../../src/server/db/database.ts';
import { bearer, REALM, SPA_CLIENT_ID, SPA_REDIRECT_URI, tokensFor } from '../../helpers/auth.ts';
import { buildChecked } from '../support/contract-check.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 20 });
});
afterAll(() => t.close());

describe('HTTP behaviour', () => {
  it('sets security headers: CSP without unsafe-eval/inline script, nosniff, frame-ancestors, referrer policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$| )/);
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('GET /config.json tells the SPA where the API and the identity provider are', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/config.json', headers: { host: 'vtlog.test:8080' } })).json();
    expect(body).toMatchObject({ apiBaseUrl: '/api', auth: { url: 'http://vtlog.test:8080/auth', realm: 'vtlog', clientId: 'vtlog-web' } });
    expect(body).toHaveProperty('permissionsSecret');
    expect(body).toHaveProperty('maps');
    expect(body).toHaveProperty('dashboardReports');
    expect(body.featureToggles).toEqual({ AdminUser: false, locationScreen: false });
  });

  it('GET /config.json hands the SPA the feature toggles the server runs (FEATURE_TOGGLES, no rebuild)', async () => {
    const toggled = await createTestApp({ vehicles: 5, env: { FEATURE_TOGGLES: 'locationScreen=on' } });
    try {
      expect((await toggled.app.inject({ method: 'GET', url: '/config.json' })).json().featureToggles).toEqual({ AdminUser: false, locationScreen: true });
      // the API runs the same state: the switched-on route exists
      const located = await toggled.as('analista', { method: 'POST', url: '/api/trackingTransportation/getOrderItemsLocation', payload: { orderItems: [] } });
      expect(located.statusCode).not.toBe(404);
    } finally {
      await toggled.close();
    }
  });

  it('answers JSON 404 ROUTE_NOT_FOUND for unknown /api paths', async () => {
    const response = await t.as('analista', { method: 'GET', url: '/api/vehicle/nada' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: 'Recurso da API não encontrado.' });
  });

  it('refuses malformed JSON with 400 and bodies over 1 MB with 413, writing nothing', async () => {
    const broken = await t.as('analista', { method: 'POST', url: '/api/vehicle/list', payload: '{"page":', headers: { 'content-type': 'application/json' } });
    expect(broken.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    const huge = await t.as('analista', {
      method: 'POST',
      url: '/api/vehicle/list',
      payload: JSON.stringify({ filters: { modelo: ['x'.repeat(2_000_000)] } }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('serves the SPA: files, index.html for deep links, never for /api or missing assets', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-spa-'));
    const dist = path.join(dataDir, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>VTLog</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const bigScript = `export const text = ${JSON.stringify('vtlog '.repeat(1000))};`;
    writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), bigScript);
    writeFileSync(path.join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(bigScript));
    writeFileSync(path.join(dist, 'silent-check-sso.html'), '<!doctype html><script src="/silent-check-sso.js"></script>');
    const database = openDatabase({ sqliteFile: ':memory:' });
    const app = await buildChecked(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: dist }, root), { database });
    try {
      const deep = await app.inject({ method: 'GET', url: '/vehicles/search?sid=last' });
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain('<div id="root">');
      const dotted = await app.inject({ method: 'GET', url: '/vehicles/details/a.b' });
      expect(dotted.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/apple-touch-icon.png' })).statusCode).toBe(404);
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      // The build's brotli copy, for a browser that accepts it; the file itself for one that does not.
      const compressed = await app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(bigScript);
      const plain = await app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(bigScript);
      expect((await app.inject({ method: 'GET', url: '/silent-check-sso.html' })).headers['cache-control']).toBe('public, max-age=3600');
      expect(deep.headers['cache-control']).toBe('no-cache');
      expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/nothing' })).json().code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('compresses JSON answers of 1 kB or more for a client that accepts it, and leaves small ones alone', async () => {
    const payload = { page: 1, pageSize: 20 };
    const plain = await t.as('analista', { method: 'POST', url: '/api/vehicle/list', payload });
    const gzipped = await t.as('analista', { method: 'POST', url: '/api/vehicle/list', payload, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    const brotli = await t.as('analista', { method: 'POST', url: '/api/vehicle/list', payload, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    // Over 64 kB (the OpenAPI document) the answer is compressed on zlib's thread pool instead of in place: the same result.
    const bigPlain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(bigPlain.rawPayload.length).toBeGreaterThan(64 * 1024);
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const big = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': accept } });
      expect(big.headers['content-encoding']).toBe(accept);
      expect(decode(big.rawPayload)).toEqual(bigPlain.rawPayload);
    }
    const small = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('hides internals of 5xx errors and answers 503 when the database is down, at the API and at sign-in', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-down-'));
    const database = openDatabase({ databaseUrl: 'postgres://vtlog:x@127.0.0.1:1/vtlog' });
    const app = await buildChecked(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }, root), { database });
    app.get('/api/test-boom', { config: { permission: 'public' } }, async () => {
      throw new Error('SELECT secret FROM users -- stack');
    });
    try {
      // A token signed while the database was up: its keys and session cannot be read now.
      const token = await t.token('analista');
      const down = await app.inject({ method: 'POST', url: '/api/vehicle/list', payload: {}, headers: bearer(token) });
      expect(down.statusCode).toBe(503);
      expect(down.json().code).toBe('DATABASE_UNAVAILABLE');
      // The identity provider keeps its sessions in the database: a browser gets a pt-BR page that retries.
      const query = {
        client_id: SPA_CLIENT_ID,
        redirect_uri: SPA_REDIRECT_URI,
        response_type: 'code',
        code_challenge_method: 'S256',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      };
      const signIn = await app.inject({ method: 'GET', url: `${REALM}/protocol/openid-connect/auth`, query, headers: { accept: 'text/html' } });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.body).toContain('Banco de dados indisponível no momento. Tente novamente em instantes.');
      expect(signIn.body).toContain('Tentar novamente');
      const { refresh_token } = await tokensFor(t.app, 'analista');
      const refresh = new URLSearchParams({ grant_type: 'refresh_token', client_id: SPA_CLIENT_ID, refresh_token }).toString();
      const tokenCall = await app.inject({
        method: 'POST',
        url: `${REALM}/protocol/openid-connect/token`,
        payload: refresh,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(tokenCall.statusCode).toBe(503);
      expect(tokenCall.json()).toMatchObject({ error: 'temporarily_unavailable' });
      const boom = await app.inject({ method: 'GET', url: '/api/test-boom' });
      expect(boom.statusCode).toBe(500);
      expect(boom.body).not.toContain('SELECT');
      expect(boom.json()).toMatchObject({ code: 'INTERNAL', requestId: boom.headers['x-request-id'] });
    } finally {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
