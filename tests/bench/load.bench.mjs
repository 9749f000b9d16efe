#!/usr/bin/env node
// npm run bench:load — the real server on a fresh 20,000-vehicle demo database, on loopback;
// 50 connections for 20 s each on the vehicle list, the vehicle details (rotating chassis) and the
// uma-ticket grant. Prints requests/s, p50/p99 latency and errors; exits 1 when the target is missed
// (zero errors, p99 <= 200 ms). LOAD_PORT, LOAD_VEHICLES, LOAD_SECONDS, LOAD_CONNECTIONS override.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';

const port = Number(process.env.LOAD_PORT ?? 8198);
const vehicles = Number(process.env.LOAD_VEHICLES ?? 20_000);
const seconds = Number(process.env.LOAD_SECONDS ?? 20);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const P99_BUDGET_MS = 200;
const origin = `http://127.0.0.1:${port}`;
const realm = `${origin}/auth/realms/vtlog/protocol/openid-connect`;

async function startServer(dataDir) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      SEED_VEHICLES: String(vehicles),
      NODE_ENV: 'production',
      ALLOW_DEMO_USERS: 'true',
      PERMISSIONS_SECRET: 'bench-only-secret',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  while (
    !(await fetch(`${origin}/config.json`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`o servidor terminou ao iniciar (código ${server.exitCode})`);
    if (Date.now() - started > 300_000) throw new Error('o servidor não respondeu em 300 s');
    await delay(500);
  }
  console.log(`servidor pronto em ${((Date.now() - started) / 1000).toFixed(1)} s (${vehicles} veículos, SQLite em ${dataDir})`);
  return server;
}

/** Authorization code + PKCE through the real login form, as keycloak-js does it. */
async function accessToken(username) {
  const verifier = randomBytes(48).toString('base64url');
  const redirectUri = `${origin}/`;
  const query = new URLSearchParams({
    client_id: 'vtlog-web',
    redirect_uri: redirectUri,
    response_mode: 'fragment',
    response_type: 'code',
    scope: 'openid',
    state: 's',
    nonce: 'n',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const page = await fetch(`${realm}/auth?${query}`);
  const action = /<form id="kc-form-login" method="post" action="([^"]+)"/.exec(await page.text())?.[1]?.replace(/&amp;/g, '&');
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!action) throw new Error('página de login sem formulário');
  const posted = await fetch(new URL(action, origin), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: username }),
  });
  const code = new URLSearchParams(new URL(posted.headers.get('location') ?? `${origin}/`).hash.slice(1)).get('code');
  if (!code) throw new Error(`login de ${username} falhou (${posted.status})`);
  const token = await fetch(`${realm}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'vtlog-web', code, redirect_uri: redirectUri, code_verifier: verifier }),
  });
  return (await token.json()).access_token;
}

function run(title, requests) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: origin, connections, duration: seconds, requests }, (error, result) =>
      error ? reject(error) : resolve({ title, result }),
    );
    process.once('SIGINT', () => instance.stop());
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-load-'));
const server = await startServer(dataDir);
let failed = false;
try {
  const token = await accessToken('analista');
  const authorization = `Bearer ${token}`;
  const json = { authorization, 'content-type': 'application/json' };
  const listBody = JSON.stringify({ page: 1, pageSize: 50, sort: [{ field: 'chassi', direction: 'asc' }], filters: {} });
  const sample = await (await fetch(`${origin}/api/vehicle/list`, { method: 'POST', headers: json, body: JSON.stringify({ page: 3, pageSize: 500 }) })).json();
  const chassis = sample.items.map((v) => v.chassi);
  let next = 0;

  const scenarios = [
    await run('POST /api/vehicle/list', [{ method: 'POST', path: '/api/vehicle/list', headers: json, body: listBody }]),
    await run('GET /api/vehicle/details/chassis/{chassi}', [
      {
        method: 'GET',
        headers: { authorization },
        setupRequest: (request) => ({ ...request, path: `/api/vehicle/details/chassis/${chassis[next++ % chassis.length]}` }),
      },
    ]),
    await run('POST uma-ticket (response_mode=permissions)', [
      {
        method: 'POST',
        path: '/auth/realms/vtlog/protocol/openid-connect/token',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:uma-ticket',
          audience: 'vtlog-api',
          response_mode: 'permissions',
        }).toString(),
      },
    ]),
  ];

  console.log(`\n=== carga: ${connections} conexões × ${seconds} s por cenário, loopback, ${vehicles} veículos ===`);
  console.log('cenário'.padEnd(46), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'erros'.padStart(7), ' meta');
  for (const { title, result } of scenarios) {
    const errors = result.non2xx + result.errors + result.timeouts;
    const ok = errors === 0 && result.latency.p99 <= P99_BUDGET_MS;
    failed ||= !ok;
    console.log(
      title.padEnd(46),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(errors).padStart(7),
      ok ? ' ok' : ' FORA DA META',
    );
  }
  console.log(`meta: 0 erros (não-2xx + falhas de socket + timeouts) e p99 <= ${P99_BUDGET_MS} ms`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
