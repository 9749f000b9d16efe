/**
 * SIGTERM on the real server process (tsx src/server/main.ts on a temp data folder): /readyz turns
 * 503 during the drain, then the port stops accepting connections, a request still arriving is
 * answered in full, and the process exits with code 0.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../../faults/server-process.ts';
import { type Answer, freePort, getOnNewConnection } from './process-helpers.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-shutdown-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A token request whose body is sent in two parts: in flight until `finish` is called. */
function slowTokenRequest(url: string): { answered: Promise<Answer>; finish(): void } {
  const body = 'grant_type=authorization_code&client_id=vtlog-web&code=codigo-inexistente&redirect_uri=http%3A%2F%2Flocalhost%2F';
  let finish = () => undefined as void;
  const answered = new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      `${url}/auth/realms/vtlog/protocol/openid-connect/token`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 20));
    finish = () => request.end(body.slice(20));
  });
  return { answered, finish };
}

describe('SIGTERM', () => {
  it('drains, stops accepting, finishes the request in flight and exits 0', { timeout: 180_000 }, async () => {
    server = await startServer({ port: await freePort(), dataDir, env: { SEED_VEHICLES: '0', SHUTDOWN_DRAIN_SECONDS: '2', SHUTDOWN_TIMEOUT_SECONDS: '20' } });
    const { url } = server;
    expect((await getOnNewConnection(`${url}/readyz`)).status).toBe(200);

    const inFlight = slowTokenRequest(url);
    await delay(300);
    process.kill(server.pid, 'SIGTERM');
    await delay(300);

    const draining = await getOnNewConnection(`${url}/readyz`);
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.body)).toMatchObject({ code: 'NOT_READY', message: 'O servidor está sendo desligado.' });

    // After the drain the port refuses connections while the request is still arriving.
    let refused = false;
    for (let waited = 0; !refused && waited < 10_000; waited += 200) {
      refused = await getOnNewConnection(`${url}/healthz`).then(
        () => false,
        (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
      );
      if (!refused) await delay(200);
    }
    expect(refused, server.output()).toBe(true);

    inFlight.finish();
    const answer = await inFlight.answered;
    // The identity provider's own answer to an unknown code: the request was served, not cut.
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'invalid_grant' });
    expect(await server.exited, server.output()).toBe(0);
  });
});
