import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'vtlog-check-plugin-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The project with a copy of its manifests, one filter schema declaring `"type": "str"`. */
function projectWithBadFilterType() {
  for (const name of ['schemas', 'openapi', 'identity', 'src', 'node_modules']) symlinkSync(path.join(repo, name), path.join(work, name));
  cpSync(path.join(repo, 'manifests'), path.join(work, 'manifests'), { recursive: true });
  const file = path.join(work, 'manifests/pages/vehicles-search.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace('"type": "string",\n          "title": "Chassi"', '"type": "str",\n          "title": "Chassi"'));
  return work;
}

// The build's own hook (outside Vitest, where the plugin stands down): it must stop the build with
// the checker's file:line:col lines before any form validator is compiled.
const buildStart = `
import { manifestCheckPlugin } from ${JSON.stringify(path.join(repo, 'scripts/vite/manifest-check-plugin.mjs'))};
const plugin = manifestCheckPlugin({ root: process.argv[1] });
plugin.configResolved({ command: 'build' });
try {
  plugin.buildStart.call({ error: (message) => { throw new Error(message); } });
  console.log('no error');
} catch (error) {
  console.log(error.message);
}`;

describe('manifest check in the build', () => {
  it('fails the build on a "type": "str" with the file, line, column and pointer, in Portuguese', async () => {
    const root = projectWithBadFilterType();
    const env = { ...process.env, VITEST: '' };
    const { stdout } = await promisify(execFile)('node', ['--input-type=module', '-e', buildStart, root], { env });
    expect(stdout.trim()).toBe(
      'Manifestos inválidos:\nmanifests/pages/vehicles-search.json:36:11  /filters/schema/properties/chassi/type  "str" não é válido aqui — você quis dizer "string"? (valores: array, boolean, integer, null, number, object, string)',
    );
  });
});
