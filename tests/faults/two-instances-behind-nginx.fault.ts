/**
 * Two instances on one PostgreSQL database behind a real nginx running the configuration
 * docs/deploy.md documents (on loopback, without TLS): a logout through one instance is refused by
 * the other on the next request; two route imports started on both at once end whole, one after
 * the other; a user signed in through nginx keeps browsing when one instance dies by kill -9, and
 * never sees the sign-in form again.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { expect, type Page, test } from './fault-test.ts';
import { login } from '../e2e/support/login.ts';
import { sidebar } from '../e2e/support/shell.ts';
import { multipartFile, routeWorkbook, validRouteRows } from '../helpers/route-workbook.ts';
import { logOutWithFetch, signInWithFetch, SPA_CLIENT_ID, token } from './fetch-sign-in.ts';
import { type AccessLogEntry, NGINX_BIN, type NginxProcess, startNginx } from './nginx-process.ts';
import { type ServerProcess, startServer } from './server-process.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const authEndpoint = /\/auth\/realms\/vtlog\/protocol\/openid-connect\/auth/;

test.skip(!baseUrl, 'precisa de PostgreSQL: TEST_DATABASE_URL=$(bash scripts/pg-test-server.sh start) (o .ci/run define)');
test.skip(!existsSync(NGINX_BIN), `precisa do nginx em ${NGINX_BIN}: apt-get install -y nginx (ou NGINX_BIN=<caminho>)`);

interface Stack {
  a: ServerProcess;
  b: ServerProcess;
  nginx: NginxProcess;
  /** PUBLIC_URL of both instances: nginx's origin. */
  publicUrl: string;
  /** `127.0.0.1:port` as nginx's access log names each instance. */
  addressOf(server: ServerProcess): string;
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
}

let stack: Stack;
const cleanups: (() => Promise<void> | void)[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A new schema of TEST_DATABASE_URL (as the API suite isolates itself), used through the connection's search_path. */
async function freshSchema(): Promise<{ url: string; query: Stack['query'] }> {
  const schema = `two_instances_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  cleanups.push(async () => {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });
  await client.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(baseUrl!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  await client.query(`SET search_path TO ${schema}`);
  return { url: url.toString(), query: async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[] };
}

test.beforeAll(async () => {
  const { url: databaseUrl, query } = await freshSchema();
  const [nginxPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const publicUrl = `http://localhost:${nginxPort}`;
  // What docs/deploy.md gives every instance, for loopback: nginx is 127.0.0.1, users come through it.
  const env = {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '127.0.0.1',
    PERMISSIONS_SECRET: 'vtlog-faults-two-instances',
    SEED_VEHICLES: '200',
  };
  const start = (port: number) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-fault-nginx-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return startServer({ port, dataDir, env });
  };
  // Started together on the empty schema: one migrates and seeds under its lock, the other waits for it.
  const started = await Promise.allSettled([start(portA), start(portB)]);
  for (const result of started) if (result.status === 'fulfilled') cleanups.push(() => result.value.stop());
  const [a, b] = started.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  }) as [ServerProcess, ServerProcess];

  const dir = mkdtempSync(path.join(tmpdir(), 'vtlog-fault-nginx-conf-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const nginx = await startNginx({ listenPort: nginxPort, upstreamPorts: [portA, portB], dir });
  cleanups.push(() => nginx.stop());
  stack = { a, b, nginx, publicUrl, addressOf: (server) => `127.0.0.1:${new URL(server.url).port}`, query };
});

test.afterAll(async () => {
  // Last started, first stopped; every step runs even when one fails.
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch((error: unknown) => console.error('limpeza:', error));
  cleanups.length = 0;
});

test('two instances behind nginx: a logout through one is refused by the other on the very next request', async () => {
  const { a, b, nginx, publicUrl } = stack;
  const session = await signInWithFetch(a.url, publicUrl, 'analista');
  // Issued for the public origin (PUBLIC_URL), whichever instance signed it.
  expect(decodeJwt(session.tokens.access_token).iss).toBe(`${publicUrl}/auth/realms/vtlog`);
  const me = (url: string) => fetch(`${url}/api/users/me`, { headers: { authorization: `Bearer ${session.tokens.access_token}` } });
  // B has verified the token (and cached what it needs of it) before the logout.
  for (const url of [a.url, b.url, nginx.url]) expect((await me(url)).status, `GET /api/users/me em ${url}`).toBe(200);
  // The app compresses its answers itself and nginx passes them through (docs/deploy.md).
  const list = await fetch(`${nginx.url}/api/vehicle/list`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.tokens.access_token}`, 'content-type': 'application/json', 'accept-encoding': 'br' },
    body: JSON.stringify({ page: 1, pageSize: 50 }),
  });
  expect(list.headers.get('content-encoding'), 'POST /api/vehicle/list through nginx').toBe('br');
  expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(50);

  const logout = await logOutWithFetch(a.url, publicUrl, session);
  expect(logout.status, await logout.clone().text()).toBe(302);
  expect(logout.headers.get('location')?.startsWith(`${publicUrl}/`), 'back to the app').toBe(true);

  const refused = await me(b.url);
  expect(refused.status, 'B on the first request after the logout through A').toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  expect((await me(nginx.url)).status, 'through nginx, whichever instance answers').toBe(401);
  const refresh = await token(b.url, { grant_type: 'refresh_token', client_id: SPA_CLIENT_ID, refresh_token: session.tokens.refresh_token });
  expect(await refresh.json()).toMatchObject({ error: 'invalid_grant', error_description: 'Session not active' });
});

test('two instances behind nginx: route imports started on both at once end whole, one after the other', async () => {
  const { a, b, publicUrl, query } = stack;
  // Large enough that the two transactions would overlap were they not serialised (as in the API suite's test).
  const SHARED = 1500;
  const ONLY_B = 100;
  const [DIAS_A, DIAS_B] = [10, 20];
  const withTarget = (rows: unknown[][], dias: number) => rows.map((row) => row.map((value, column) => (column === 5 ? dias : value)));
  const shared = validRouteRows(SHARED, 'Nginx comum');
  const files = {
    a: routeWorkbook(withTarget(shared, DIAS_A)),
    b: routeWorkbook([...withTarget(shared, DIAS_B), ...validRouteRows(ONLY_B, 'Nginx somente B')]),
  };

  const admin = await signInWithFetch(a.url, publicUrl, 'admin');
  const count = async () => (await query<{ n: number }>('SELECT count(*)::int AS n FROM transport_routes'))[0]!.n;
  const before = await count();
  const upload = async (server: ServerProcess, file: Buffer, name: string) => {
    const { payload, headers } = multipartFile(file, name);
    const started = Date.now();
    const response = await fetch(`${server.url}/api/transportroute/import`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${admin.tokens.access_token}` },
      body: new Uint8Array(payload),
    });
    return { status: response.status, body: (await response.json()) as unknown, ms: Date.now() - started };
  };
  const [ra, rb] = await Promise.all([upload(a, files.a, 'a.xlsx'), upload(b, files.b, 'b.xlsx')]);
  expect(ra.status, JSON.stringify(ra.body)).toBe(200);
  expect(rb.status, JSON.stringify(rb.body)).toBe(200);

  // Applying A then B, or B then A: nothing in between.
  const aFirst = { a: { created: SHARED, updated: 0 }, b: { created: ONLY_B, updated: SHARED } };
  const bFirst = { a: { created: 0, updated: SHARED }, b: { created: SHARED + ONLY_B, updated: 0 } };
  const results = { a: ra.body, b: rb.body };
  expect([aFirst, bFirst]).toContainEqual(results);
  const ranFirstA = (ra.body as { created: number }).created === SHARED;
  const [first, second] = ranFirstA ? [DIAS_A, DIAS_B] : [DIAS_B, DIAS_A];
  expect(await count()).toBe(before + SHARED + ONLY_B);
  const targets = await query<{ dias_target: number }>(`SELECT DISTINCT dias_target FROM transport_routes WHERE destino_cidade LIKE 'Nginx comum %'`);
  expect(targets.map((row) => row.dias_target)).toEqual([second]);
  // The second import read the routes after the first committed: every change it audited starts at the first's target.
  // Each change points at its import's own audit row, which holds the file's name.
  const audits = await query<{ detalhes: string; arquivo: string }>(
    `SELECT changed.detalhes, import.registro AS arquivo FROM audit_log changed JOIN audit_log import ON import.recurso = 'upload-routes'
     WHERE changed.recurso = 'transport-routes' AND changed.acao = 'importar-planilha' AND import.id = CAST(changed.detalhes::json->>'importacao' AS integer)`,
  );
  const changes = new Set(
    audits
      .map((row) => ({ ...(JSON.parse(row.detalhes) as { de: number; para: number }), arquivo: row.arquivo }))
      .map((c) => `${c.arquivo}: ${c.de} -> ${c.para}`),
  );
  expect(audits).toHaveLength(SHARED);
  expect(changes).toEqual(new Set([`${ranFirstA ? 'b.xlsx' : 'a.xlsx'}: ${first} -> ${second}`]));
  test.info().annotations.push({
    type: 'resultado',
    description: `${ranFirstA ? 'A (instância 1) e depois B' : 'B (instância 2) e depois A'}; respostas em ${ra.ms} ms (A) e ${rb.ms} ms (B)`,
  });
});

/** The authorization endpoint answers 200 only with the sign-in form (an SSO cookie it honours gets a redirect). */
function watchSignInForms(page: Page): string[] {
  const forms: string[] = [];
  page.on('response', (response) => {
    if (authEndpoint.test(response.url()) && response.status() === 200) forms.push(response.url());
  });
  return forms;
}

/** Server errors the browser received through nginx (a 502 would mean nginx had no instance left to try). */
function watchServerErrors(page: Page, origin: string): string[] {
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 500) errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return errors;
}

test('two instances behind nginx: after kill -9 of one, the browser keeps working and never signs in again', async ({ page }) => {
  const { a, b, nginx, addressOf } = stack;
  const [addressA, addressB] = [addressOf(a), addressOf(b)];
  const api = (entries: AccessLogEntry[]) => entries.filter((entry) => entry.uri.startsWith('/api/'));
  const servedBy = (entries: AccessLogEntry[], address: string) => entries.filter((entry) => entry.upstreams.at(-1) === address && entry.status < 500).length;

  let pending = 0;
  page.on('request', () => pending++);
  page.on('requestfinished', () => pending--);
  page.on('requestfailed', () => pending--);
  const inFlight = () => pending;
  // This test's requests only (the logout test's fetches went through nginx too).
  const logFrom = nginx.accessLog().length;
  const browsing = () => nginx.accessLog().slice(logFrom);

  await login(page, 'analista', `${nginx.url}/vehicles/search`);
  const signInForms = watchSignInForms(page);
  const serverErrors = watchServerErrors(page, nginx.url);
  const table = page.getByRole('table', { name: 'Consulta de Veículos' });
  const firstLink = table.locator('tbody tr a').first();
  await expect(firstLink).toBeVisible({ timeout: 20_000 });
  const chassis = (await firstLink.innerText()).trim();
  await firstLink.click();
  await expect(page.getByRole('heading', { name: 'Detalhes do Veículo' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Identificação' })).toContainText(chassis, { timeout: 20_000 });
  await sidebar(page).getByRole('link', { name: 'Perfil' }).click();
  await expect(page.getByRole('main').getByText('bruno.analista@vtlog.local')).toBeVisible({ timeout: 20_000 });
  // Killed between requests: one cut in the middle would be lost whatever the proxy does.
  await expect.poll(inFlight, { message: 'requests still in flight' }).toBe(0);

  // Round-robin: the API calls so far were answered by both instances.
  await expect.poll(() => servedBy(api(browsing()), addressA), { message: `API requests answered by A (${addressA})` }).toBeGreaterThan(0);
  await expect.poll(() => servedBy(api(browsing()), addressB), { message: `API requests answered by B (${addressB})` }).toBeGreaterThan(0);
  const beforeKill = nginx.accessLog().length;
  const shared = `${servedBy(api(browsing()), addressA)} pedidos à API respondidos por A e ${servedBy(api(browsing()), addressB)} por B antes do kill -9`;

  await a.kill();

  // A page load (keycloak-js's sign-in check with the SSO cookie), a search, a details page, a reload, another page.
  await page.goto(`${nginx.url}/vehicles/search`);
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Chassi', exact: true }).fill(chassis.slice(-8));
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByTestId('list-total')).toHaveText(/^1 registro$/);
  await table.locator('tbody tr a').first().click();
  await expect(page.getByRole('region', { name: 'Identificação' })).toContainText(chassis, { timeout: 20_000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Detalhes do Veículo' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Identificação' })).toContainText(chassis, { timeout: 20_000 });
  await sidebar(page).getByRole('link', { name: 'Perfil' }).click();
  await expect(page.getByRole('main').getByText('bruno.analista@vtlog.local')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: 'test-results/screens/fault-two-instances-behind-nginx.png' });

  expect(signInForms, 'no sign-in form after the kill').toEqual([]);
  await expect(page.getByLabel('Usuário ou e-mail')).toHaveCount(0);
  expect(serverErrors, 'no 5xx through nginx after the kill').toEqual([]);
  const afterKill = nginx.accessLog().slice(beforeKill);
  expect(
    afterKill.filter((entry) => entry.status >= 500),
    'nginx logged no 5xx after the kill',
  ).toEqual([]);
  expect(servedBy(afterKill, addressA), 'nothing answered by the dead instance').toBe(0);
  // nginx tried the dead instance (connection refused) and passed the request on to B, POSTs included.
  const passedOn = afterKill.filter((entry) => entry.upstreams[0] === addressA && entry.upstreams.at(-1) === addressB);
  expect(passedOn.length, 'requests nginx passed on from A to B').toBeGreaterThan(0);
  test.info().annotations.push({
    type: 'resultado',
    description: `${shared}; ${afterKill.length} pedidos depois do kill -9, todos respondidos por B; ${passedOn.length} passados de A para B (${[...new Set(passedOn.map((e) => e.method))].join(', ')})`,
  });
});
