import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'vtlog-check-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the CLI; resolves with its exit code and output instead of rejecting on a non-zero exit. */
async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)('node', [path.join(repo, 'scripts/check-manifests.mjs'), ...args], { cwd: repo });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

/** A copy of the real manifests with one page's filter schema broken (a misspelt keyword). */
function brokenManifests() {
  const dir = path.join(work, 'broken');
  cpSync(path.join(repo, 'manifests'), dir, { recursive: true });
  const file = path.join(dir, 'pages/help-topic.json');
  writeFileSync(file, '{\n  "id": "help-topic"\n  "kind": "details"\n}\n');
  return dir;
}

describe('check:manifests command line', () => {
  it('--help prints the usage and exits 0, never taking the option for a folder', async () => {
    const { code, stdout } = await cli('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('--format text|json|github');
  });

  it('refuses an unknown format or option with exit 2', async () => {
    expect(await cli('--format', 'xml')).toMatchObject({ code: 2, stderr: expect.stringContaining('formato desconhecido "xml"') });
    expect(await cli('--bogus')).toMatchObject({ code: 2, stderr: expect.stringContaining('opção desconhecida --bogus') });
  });

  it('says plainly that a folder is missing or holds no manifests', async () => {
    const missing = await cli(path.join(work, 'nope'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('a pasta de manifestos não existe');
    mkdirSync(path.join(work, 'empty'));
    const empty = await cli(path.join(work, 'empty'));
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('a pasta não tem manifestos');
  });

  it('reports problems as JSON and as GitHub annotations, one plain message for a JSON syntax error', async () => {
    const dir = brokenManifests();
    const json = await cli('--format', 'json', dir);
    expect(json.code).toBe(1);
    const relative = path.relative(repo, path.join(dir, 'pages/help-topic.json'));
    expect(JSON.parse(json.stdout)).toEqual([
      { file: relative, line: 3, col: 3, pointer: '/', severity: 'error', message: 'JSON inválido: falta uma vírgula antes daqui' },
    ]);
    const github = await cli('--format', 'github', dir);
    expect(github.stdout.trim()).toBe(`::error file=${relative},line=3,col=3,title=/::JSON inválido: falta uma vírgula antes daqui`);
  });
});
