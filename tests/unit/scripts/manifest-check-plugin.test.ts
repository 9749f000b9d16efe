import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestCheckPlugin } from '../../../scripts/vite/manifest-check-plugin.mjs';

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

/** The two hooks of the plugin the build runs here, as plain functions. */
interface BuildHooks {
  configResolved(config: { command: 'build' | 'serve' }): void;
  buildStart(this: { error(message: string): never }): void;
}

describe('manifest check in the build', () => {
  it('fails the build on a "type": "str" with the file, line, column and pointer, in Portuguese', () => {
    const plugin = manifestCheckPlugin({ root: projectWithBadFilterType() }) as unknown as BuildHooks;
    plugin.configResolved({ command: 'build' });
    // The plugin stands down under Vitest (the tests check manifests themselves): run its build hook as the build does.
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      const context = {
        error: (message: string): never => {
          throw new Error(message);
        },
      };
      expect(() => plugin.buildStart.call(context)).toThrow(
        'Manifestos inválidos:\nmanifests/pages/vehicles-search.json:36:11  /filters/schema/properties/chassi/type  "str" não é válido aqui — você quis dizer "string"? (valores: array, boolean, integer, null, number, object, string)',
      );
    } finally {
      process.env.VITEST = vitest;
    }
  });
});
