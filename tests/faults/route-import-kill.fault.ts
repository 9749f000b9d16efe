/**
 * kill -9 the server in the middle of a 10,000-row route import, restart it on the
 * same data folder — the transport routes table holds all of the file or none of it, never part.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import BetterSqlite3 from 'better-sqlite3';
import * as XLSX from 'xlsx';
import { expect, test } from './fault-test.ts';
import { capturedBearer } from '../e2e/security/script-watch.ts';
import { login } from '../e2e/support/login.ts';
import { startServer } from './server-process.ts';

const ROWS = 10_000;
const port = Number(process.env.FAULTS_PORT ?? 8196);

/** 10,000 new routes, each city tagged so the rows of this file can be counted after a crash. */
function routeSheet(tag: string): Blob {
  const rows = Array.from({ length: ROWS }, (_, i) => ['BET', 'SP', `${tag} ${i}`, 'CEG', 'RODOVIARIO', 3, 400]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([['PLANTA_ORIGEM', 'UF_DESTINO', 'CIDADE_DESTINO', 'TRANSPORTADORA', 'MODAL', 'DIAS_TARGET', 'DISTANCIA_KM'], ...rows]),
    'Rotas',
  );
  return new Blob([new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)]);
}

function upload(url: string, authorization: string, sheet: Blob): Promise<Response> {
  const form = new FormData();
  form.append('file', sheet, 'rotas.xlsx');
  return fetch(`${url}/api/transportroute/import`, { method: 'POST', headers: { authorization }, body: form });
}

/** Rows of one file in the routes table, read from the SQLite file while no server runs; and the file's integrity. */
function inspect(dataDir: string, tag: string): { rows: number; integrity: string } {
  const db = new BetterSqlite3(path.join(dataDir, 'vtlog.sqlite'));
  try {
    const rows = (db.prepare('SELECT count(*) AS n FROM transport_routes WHERE destino_cidade LIKE ?').get(`${tag} %`) as { n: number }).n;
    const integrity = (db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check;
    return { rows, integrity };
  } finally {
    db.close();
  }
}

test('kill -9 during a 10,000-row route import: after restart the routes table holds all or none of it', async ({ page }) => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-fault-import-'));
  let server = await startServer({ port, dataDir });
  try {
    // A new sign-in after each restart (cookies cleared first) gives every import a fresh access token.
    // The app is left once the token is known: it would otherwise notice the kill or the cleared
    // cookies and navigate to the sign-in page itself, aborting the test's own navigation.
    const signIn = async () => {
      const bearer = capturedBearer(page);
      await login(page, 'admin', `${server.url}/vehicles/search`);
      const authorization = await bearer;
      await page.goto('about:blank');
      return authorization;
    };
    let authorization = await signIn();

    // Calibration: how long a whole import takes here (the faster of two, sheets built beforehand),
    // so the kills land inside it.
    let took = Infinity;
    for (const tag of ['Calibragem A', 'Calibragem B']) {
      const sheet = routeSheet(tag);
      const started = Date.now();
      const whole = await upload(server.url, authorization, sheet);
      expect(whole.status, await whole.clone().text()).toBe(200);
      expect(await whole.json()).toEqual({ created: ROWS, updated: 0 });
      took = Math.min(took, Date.now() - started);
    }

    const outcomes: string[] = [];
    for (const fraction of [0.3, 0.6, 0.85, 0.95]) {
      const tag = `Queda ${Math.round(fraction * 100)}`;
      const sheet = routeSheet(tag);
      const answer = upload(server.url, authorization, sheet).then(
        (r) => `HTTP ${r.status}`,
        () => 'conexão cortada',
      );
      await delay(Math.round(took * fraction));
      await server.kill();
      const seen = await answer;
      expect(seen, `${tag}: the import must be under way when the server dies`).not.toMatch(/^HTTP 4/);
      const { rows, integrity } = inspect(dataDir, tag);
      expect(integrity).toBe('ok');
      expect([0, ROWS], `${tag}: ${rows} rows of ${ROWS} survived the kill`).toContain(rows);
      outcomes.push(
        `kill -9 a ${Math.round(fraction * took)} ms (${fraction * 100}% de ${took} ms): ${rows === 0 ? 'nada' : 'tudo'} gravado, cliente viu ${seen}`,
      );

      // The server must come back on the same data folder (migrations, WAL recovery).
      server = await startServer({ port, dataDir });
      await page.context().clearCookies();
      authorization = await signIn();
    }
    console.log(outcomes.join('\n'));
    test.info().annotations.push({ type: 'resultado', description: outcomes.join('; ') });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
