import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleGeneratedFiles } from '../../../scripts/generate-manifest-types.mjs';
import { manifestCheckPlugin } from '../../../scripts/vite/manifest-check-plugin.mjs';

const repo = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'vtlog-check-output-generated-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A copy of the project the checker and the generator can write into: the folders they read or
 * write copied (the generated files live in src/ and schemas/), the API snapshot and packages linked.
 */
function copyProject(): string {
  for (const name of ['scripts', 'src', 'schemas', 'manifests', 'identity']) cpSync(path.join(repo, name), path.join(work, name), { recursive: true });
  for (const name of ['openapi', 'node_modules']) symlinkSync(path.join(repo, name), path.join(work, name));
  // The package's "type": "module" tells how the runtime's TypeScript the checker loads is read.
  cpSync(path.join(repo, 'package.json'), path.join(work, 'package.json'));
  return work;
}

function editJson(file: string, edit: (data: any) => void): void {
  const full = path.join(work, file);
  const data = JSON.parse(readFileSync(full, 'utf8'));
  edit(data);
  writeFileSync(full, `${JSON.stringify(data, null, 2)}\n`);
}

/** The copied project's own CLI; resolves with its exit code and output instead of rejecting. */
async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)('node', [path.join(work, 'scripts/check-manifests.mjs'), ...args], { cwd: work });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

const completions = () => JSON.parse(readFileSync(path.join(work, 'schemas/completions.generated.schema.json'), 'utf8')).$defs;

beforeAll(() => {
  copyProject();
  // An analyst's manifest-only change: a new resource, granted by the realm too.
  editJson('manifests/permissions.json', (permissions) => permissions.resources.push({ name: 'list-vehicles-audit', description: 'Auditoria de veículos' }));
  editJson('identity/realm-vtlog.json', (realm) =>
    realm.clients
      .find((client: any) => client.authorizationSettings)
      .authorizationSettings.resources.push({ name: 'list-vehicles-audit', ownerManagedAccess: false, scopes: [{ name: 'view' }] }),
  );
});

describe('generated files after a manifest-only change', () => {
  it('check:manifests reports them stale (read-only, as CI runs it), naming --fix, with warnings in the JSON', async () => {
    const { code, stdout, stderr } = await cli('--format', 'json');
    expect(code).toBe(1);
    const entries = JSON.parse(stdout);
    expect(entries).toContainEqual({
      file: 'schemas/completions.generated.schema.json',
      line: 1,
      col: 1,
      pointer: '/',
      severity: 'error',
      message: 'desatualizado: rode npm run check:manifests -- --fix (o npm run build, o npm start e o npm run dev também o regravam)',
    });
    expect(entries.filter((e: { severity: string }) => e.severity === 'error').every((e: { message: string }) => e.message.startsWith('desatualizado'))).toBe(
      true,
    );
    // The product's unindexed filters are warnings: in the same list, marked as such.
    expect(entries.some((e: { severity: string; message: string }) => e.severity === 'warning' && e.message.includes('não tem índice'))).toBe(true);
    expect(stderr).toMatch(/check:manifests: \d+ problema\(s\) em \d+ manifestos/);
    expect(completions().resourceName.examples).not.toContain('list-vehicles-audit');
  });

  it('check:manifests -- --fix rewrites them and passes', async () => {
    const { code, stderr } = await cli('--fix');
    expect(code, stderr).toBe(0);
    expect(stderr).toContain('check:manifests: regravado schemas/completions.generated.schema.json (inclua-o no commit)');
    expect(completions().resourceName.examples).toContain('list-vehicles-audit');
    expect(staleGeneratedFiles(work)).toEqual([]);
  });

  it('the build rewrites them before bundling', () => {
    editJson('manifests/app.json', (app) => (app.featureToggles.auditScreen = { enabled: false, gates: 'Tela de auditoria.' }));
    expect(staleGeneratedFiles(work).map(({ file }) => path.relative(work, file))).toContain('schemas/completions.generated.schema.json');
    const plugin = manifestCheckPlugin({ root: work }) as unknown as {
      configResolved(config: { command: 'build' }): void;
      buildStart(this: { error(message: string): never; warn(message: string): void }): void;
    };
    plugin.configResolved({ command: 'build' });
    const told: string[] = [];
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      plugin.buildStart.call({
        error: (message: string): never => {
          throw new Error(message);
        },
        warn: (message: string) => told.push(message),
      });
    } finally {
      process.env.VITEST = vitest;
    }
    expect(told).toContain('schemas/completions.generated.schema.json regravado a partir dos manifestos (estava desatualizado): inclua-o no commit');
    expect(completions().featureToggleName.examples).toContain('auditScreen');
    expect(staleGeneratedFiles(work)).toEqual([]);
  });
});
