/**
 * The server reads its manifests from one folder (src/server/manifests/manifest-folder.ts), checked at
 * start by the manifest checker itself: a folder `npm run check:manifests` refuses stops the server
 * with the checker's own file:line:col lines, and a folder it accepts is what the server runs, per app.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkManifests } from '../../../scripts/manifest-check/check.mjs';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';
import { DEFAULT_MANIFESTS_DIR, loadManifestFolder, ManifestFolderError } from '../../../src/server/manifests/manifest-folder.ts';
import { bearer } from '../../helpers/auth.ts';
import { buildChecked } from '../support/contract-check.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const folders: string[] = [];

/** A copy of the repository's manifests with `edit` applied to the parsed JSON of each named file. */
function folderWith(edits: Record<string, (json: any) => void>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vtlog-manifests-'));
  folders.push(dir);
  cpSync(DEFAULT_MANIFESTS_DIR, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const json = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    edit(json);
    writeFileSync(path.join(dir, file), `${JSON.stringify(json, null, 2)}\n`);
  }
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 300 });
});
afterAll(async () => {
  await t?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the manifests folder', () => {
  it('is the repository manifests/ by default, read and checked once; MANIFESTS_DIR names another (from the working folder)', () => {
    expect(t.config.manifestsDir).toBe(DEFAULT_MANIFESTS_DIR);
    expect(t.app.manifests).toBe(loadManifestFolder());
    expect(t.app.manifests.dir).toBe(path.resolve(root, 'manifests'));
    expect(t.app.manifests.pages.map((page) => page.id)).toContain('vehicles-search');
    expect(loadConfig({ NODE_ENV: 'test', MANIFESTS_DIR: 'elsewhere/manifests' }, '/srv/vtlog').manifestsDir).toBe('/srv/vtlog/elsewhere/manifests');
  });

  it('stops the server when the checker refuses it, with the checker’s own file:line:col lines', async () => {
    const dir = folderWith({ 'pages/claims.json': (page) => (page.source.path = '/claims/lists') });
    const expected = checkManifests({ root, manifestsDir: dir }).problems;
    expect(expected.length).toBeGreaterThan(0);

    const error = await buildChecked(t.config, { database: t.database, manifestsDir: dir }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ManifestFolderError);
    expect((error as ManifestFolderError).problems).toEqual(expected);
    for (const line of expected) expect((error as Error).message).toContain(line);
    expect((error as Error).message).toMatch(/pages\/claims\.json:\d+:\d+ {2}\/source\/path {2}/);

    // MANIFESTS_DIR naming it: the configuration still loads (only the FEATURE_TOGGLES pairs are checked), the build refuses it.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, MANIFESTS_DIR: dir, FEATURE_TOGGLES: 'AdminUser=on' }, root);
    expect(config.manifestsDir).toBe(dir);
    await expect(buildChecked(config, { database: t.database })).rejects.toThrow(ManifestFolderError);
    expect(() => loadConfig({ NODE_ENV: 'test', MANIFESTS_DIR: dir, FEATURE_TOGGLES: 'AdminUser=yes' }, root)).toThrow(ConfigError);
  });

  it('checks FEATURE_TOGGLES against the app.json of MANIFESTS_DIR', () => {
    const dir = folderWith({ 'app.json': (app) => (app.featureToggles.extraScreen = { enabled: false, gates: 'Uma tela a mais.' }) });
    expect(loadConfig({ NODE_ENV: 'test', MANIFESTS_DIR: dir, FEATURE_TOGGLES: 'extraScreen=on' }, root).featureToggles).toEqual({ extraScreen: true });
    expect(() => loadConfig({ NODE_ENV: 'test', FEATURE_TOGGLES: 'extraScreen=on' }, root)).toThrow(/feature toggle "extraScreen" não existe/);
  });

  describe('accepted by the checker', () => {
    let other: FastifyInstance;
    const blocked = 'BLOQUEADO';
    beforeAll(async () => {
      const dir = folderWith({
        'enums/vehicle-status.json': (statuses) => (statuses.values.find((v: { value: string }) => v.value === blocked).label = 'Zz bloqueado'),
        'permissions.json': (permissions) => (permissions.resources.find((r: { name: string }) => r.name === 'list-vehicles').description = 'Veículos, outra descrição'),
      });
      expect(checkManifests({ root, manifestsDir: dir }).problems).toEqual([]);
      other = await buildChecked(t.config, { database: t.database, manifestsDir: dir });
      await other.ready();
    });
    afterAll(async () => other?.close());

    /** The vehicles' statuses in the order POST /vehicle/list sorted by status lists them (each once). */
    const statusOrder = async (app: FastifyInstance) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/vehicle/list',
        headers: bearer(await t.token('admin')),
        payload: { page: 1, pageSize: 500, sort: [{ field: 'status', direction: 'asc' }] },
      });
      expect(response.statusCode, response.body).toBe(200);
      return [...new Set((response.json().items as { status: string }[]).map((item) => item.status))];
    };

    it('is what that app runs, and only that app: labels order a sort, descriptions name resources', async () => {
      const repository = await statusOrder(t.app);
      const edited = await statusOrder(other);
      expect(repository).toContain(blocked);
      expect(repository[0]).toBe(blocked);
      expect(edited.at(-1)).toBe(blocked);
      expect(edited.slice(0, -1)).toEqual(repository.filter((status) => status !== blocked));

      const description = async (app: FastifyInstance) => {
        const response = await app.inject({ method: 'GET', url: '/api/users/me/permissions', headers: bearer(await t.token('admin')) });
        return (response.json() as { recurso: string; descricao: string }[]).find((row) => row.recurso === 'list-vehicles')?.descricao;
      };
      expect(await description(t.app)).toBe('Consulta de veículos');
      expect(await description(other)).toBe('Veículos, outra descrição');
    });
  });
});
