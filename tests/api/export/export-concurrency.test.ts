/**
 * A user runs at most two exports at a time: a third answers 429 while two are in progress, other
 * users are not affected, and a slot comes back when an export ends, fails or the client goes away.
 * An export is held in progress by a hook this file adds to the route (onSend, before the file's
 * bytes go out): requests marked `x-test: hold` wait there until the test lets them go.
 */
import http from 'node:http';
import type { onSendHookHandler, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const url = '/api/claims/report';

/** Requests held in the onSend hook, and the way to let them go. */
function holdGate() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { arrived: 0, released, release };
}
let gate = holdGate();

const hold: onSendHookHandler = async (request, _reply, payload) => {
  if (request.headers['x-test'] === 'fail') throw new Error('falha simulada depois de a exportação começar');
  if (request.headers['x-test'] === 'hold') {
    gate.arrived++;
    await gate.released;
  }
  return payload;
};

function onRoute(route: RouteOptions) {
  if (route.url === url) route.onSend = [...[route.onSend ?? []].flat(), hold];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ onRoute });
});
afterAll(() => t.close());

type User = 'admin' | 'analista' | 'operador';
const exportAs = (user: User, test?: 'hold' | 'fail') => t.as(user, { method: 'POST', url, payload: {}, headers: test ? { 'x-test': test } : {} });
const until = (arrived: number) => vi.waitFor(() => expect(gate.arrived).toBe(arrived), { timeout: 10_000 });

const busy = { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Você já tem 2 exportações em andamento; aguarde uma terminar.' };

describe('concurrent exports of one user', () => {
  it('answers 429 to a third export while two are in progress, leaves other users alone, and frees the slots when they end', async () => {
    gate = holdGate();
    const first = exportAs('analista', 'hold');
    const second = exportAs('analista', 'hold');
    await until(2);
    const third = await exportAs('analista');
    expect(third.statusCode, third.body).toBe(429);
    expect(third.json()).toMatchObject(busy);
    const other = await exportAs('operador');
    expect(other.statusCode, other.body).toBe(200);
    gate.release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    // Both slots are back: two at once again.
    const [again, andAgain] = await Promise.all([exportAs('analista'), exportAs('analista')]);
    expect([again.statusCode, andAgain.statusCode]).toEqual([200, 200]);
  });

  it('frees the slot of an export that fails after it started', async () => {
    gate = holdGate();
    const held = exportAs('admin', 'hold');
    await until(1);
    const failed = await exportAs('admin', 'fail');
    expect(failed.statusCode).toBe(500);
    // One slot held, the failed one given back: one more fits, then the user is at the limit.
    const secondHeld = exportAs('admin', 'hold');
    await until(2);
    expect((await exportAs('admin')).json()).toMatchObject(busy);
    gate.release();
    expect([(await held).statusCode, (await secondHeld).statusCode]).toEqual([200, 200]);
  });

  it('frees the slot of an export whose client disconnects', async () => {
    gate = holdGate();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await t.token('analista');
    // The token's issuer is the origin inject() uses: the same Host header on the socket.
    const request = http.request(`${address}${url}`, {
      method: 'POST',
      headers: { host: 'localhost:80', authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-test': 'hold' },
    });
    request.on('error', () => {});
    request.end('{}');
    const held = exportAs('analista', 'hold');
    await until(2);
    expect((await exportAs('analista')).json()).toMatchObject(busy);
    request.destroy();
    // The other export is still held: the one now accepted took the slot the disconnected one left.
    await vi.waitFor(async () => expect((await exportAs('analista')).statusCode).toBe(200), { timeout: 10_000 });
    gate.release();
    expect((await held).statusCode).toBe(200);
  });

  it('declares the 429 in the OpenAPI document of every export route', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths as Record<
      string,
      { post?: { responses: Record<string, unknown> } }
    >;
    for (const path of ['/api/claims/report', '/api/vehicle/report', '/api/orders/report', '/api/returns/report']) {
      expect(paths[path]?.post?.responses, path).toHaveProperty('429');
    }
  });
});
