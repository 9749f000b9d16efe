/**
 * What a production instance must not do by default: start with the public development secret,
 * ship source maps, take any client text as its request id, or answer Fastify's own errors in
 * English echoing the input.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';
import viteConfig from '../../../vite.config.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 20 });
});
afterAll(() => t.close());

const ptBrBody = (body: Record<string, unknown>, code: string) => {
  expect(body).toMatchObject({ code, requestId: expect.any(String) });
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'requestId', 'statusCode']);
};

describe('production defaults', () => {
  it('refuses to start in production with an empty or the development PERMISSIONS_SECRET', () => {
    const production = { NODE_ENV: 'production', ALLOW_DEMO_USERS: 'true', PUBLIC_URL: 'https://vtlog.example.com' };
    for (const secret of [undefined, '', '   ', 'vtlog-dev-permissions-secret']) {
      const env = secret === undefined ? production : { ...production, PERMISSIONS_SECRET: secret };
      expect(() => loadConfig(env), JSON.stringify(secret)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/PERMISSIONS_SECRET é obrigatório em produção e não pode ser vazio nem o segredo de desenvolvimento/);
    }
    expect(loadConfig({ ...production, PERMISSIONS_SECRET: 'um-segredo-de-verdade' }).auth.permissionsSecret).toBe('um-segredo-de-verdade');
  });

  it('refuses to start in production without PUBLIC_URL (else the Host header would name the issuer)', () => {
    const production = { NODE_ENV: 'production', ALLOW_DEMO_USERS: 'true', PERMISSIONS_SECRET: 'um-segredo-de-verdade' };
    for (const publicUrl of [undefined, '', '   ']) {
      const env = publicUrl === undefined ? production : { ...production, PUBLIC_URL: publicUrl };
      expect(() => loadConfig(env), JSON.stringify(publicUrl)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/PUBLIC_URL é obrigatório em produção/);
    }
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://vtlog.example.com/' }).publicUrl).toBe('https://vtlog.example.com');
    for (const nodeEnv of ['development', 'test']) expect(loadConfig({ NODE_ENV: nodeEnv }).publicUrl).toBeUndefined();
  });

  it('builds the SPA without source maps', () => {
    expect((viteConfig as { build?: { sourcemap?: unknown } }).build?.sourcemap).toBe(false);
  });

  it('keeps a client x-request-id only when it is a short safe token', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/config.json', headers: { 'x-request-id': 'lb-7f3a.01:22' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.01:22');
    for (const hostile of ['<script>alert(1)</script>', 'a'.repeat(65), 'linha\tfalsa', '']) {
      const replaced = await t.app.inject({ method: 'GET', url: '/config.json', headers: { 'x-request-id': hostile } });
      expect(replaced.headers['x-request-id'], hostile).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("Fastify's own 4xx in pt-BR", () => {
  it('answers a malformed %-escape in the path with the catalogue body, not echoing the URL', async () => {
    const response = await t.as('analista', { method: 'GET', url: '/api/%C0%AE' });
    expect(response.statusCode).toBe(400);
    ptBrBody(response.json(), 'BAD_REQUEST');
    expect(response.json().message).toBe('Endereço inválido: o caminho tem um código de escape (%) malformado.');
    expect(response.body).not.toMatch(/C0|FST_/);
  });

  it('answers an unsupported media type, an empty JSON body and a body over 1 MB in pt-BR', async () => {
    const url = '/api/vehicle/list';
    const text = await t.as('analista', { method: 'POST', url, payload: '<page>1</page>', headers: { 'content-type': 'application/xml' } });
    expect(text.statusCode).toBe(415);
    ptBrBody(text.json(), 'UNSUPPORTED_MEDIA_TYPE');
    const empty = await t.as('analista', { method: 'POST', url, payload: '', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    ptBrBody(empty.json(), 'BAD_REQUEST');
    const huge = await t.as('analista', { method: 'POST', url, payload: `{"x":"${'a'.repeat(1_100_000)}"}`, headers: { 'content-type': 'application/json' } });
    expect(huge.statusCode).toBe(413);
    ptBrBody(huge.json(), 'PAYLOAD_TOO_LARGE');
    for (const response of [text, empty, huge]) expect(response.body).not.toMatch(/FST_|Request body|Unsupported|empty/);
  });

  it('answers a request the HTTP parser refuses with a pt-BR JSON body', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /config.json HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: 'Requisição inválida.' });
  });
});
