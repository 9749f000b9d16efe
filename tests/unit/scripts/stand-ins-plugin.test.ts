/**
 * A stand-in (scripts/vite/stand-ins-plugin.mjs) follows a library's internals: after an upgrade that
 * moves the import it replaces, the build must fail, not quietly load the whole library again.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { type StandIn, standInsPlugin } from '../../../scripts/vite/stand-ins-plugin.mjs';

// A project whose library (node_modules/lib) imports `heavy`, which the stand-in replaces.
const root = mkdtempSync(path.join(tmpdir(), 'stand-ins-'));
const write = (file: string, code: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), code);
};
write('main.mjs', 'import { piece } from "lib";\nconsole.log(piece);');
write('node_modules/lib/package.json', '{ "name": "lib", "type": "module", "main": "index.mjs" }');
write('node_modules/lib/index.mjs', 'export { piece } from "heavy";');
write('node_modules/heavy/package.json', '{ "name": "heavy", "type": "module", "main": "index.mjs" }');
write('node_modules/heavy/index.mjs', 'export const piece = "heavy";');
write('stand-in.mjs', 'export const piece = "stand-in";');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const libraryImport = { importer: /\/node_modules\/lib\/index\.mjs$/, source: 'heavy', file: 'stand-in.mjs' };

async function bundle(entries: StandIn[]) {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [standInsPlugin({ root, entries })],
    build: { write: false, minify: false, rolldownOptions: { input: path.join(root, 'main.mjs') } },
  })) as Rolldown.RolldownOutput;
  return output.output[0].code;
}

describe('stand-ins plugin', () => {
  it('points the library import at the stand-in', async () => {
    const code = await bundle([libraryImport]);
    expect(code).toContain('"stand-in"');
    expect(code).not.toContain('"heavy"');
  });

  it('fails the build, naming the entry, when a stand-in no longer matches any import', async () => {
    const moved = { importer: /\/node_modules\/lib\/moved\.mjs$/, source: 'heavy', file: 'stand-in.mjs' };
    await expect(bundle([libraryImport, moved])).rejects.toThrow(/nenhum import de "heavy" por \/\\\/node_modules\\\/lib\\\/moved\\\.mjs\$\//);
  });
});
