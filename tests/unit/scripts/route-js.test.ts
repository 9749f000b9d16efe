/**
 * A route's JS (scripts/vite/route-js.mjs, which the JS budgets of npm test read): the files index.html
 * loads and the chunks of the route's kind, page manifest and form validators, each with what it
 * imports statically, not what it loads later; no build to read is an error, never an empty figure.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuild, routeJs, routeModules } from '../../../scripts/vite/route-js.mjs';

const dist = mkdtempSync(path.join(tmpdir(), 'route-js-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const [kind, page, validators, ...more] = routeModules('/vehicles/search');
const contents: Record<string, string> = {};
const write = (file: string, code: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), code);
  contents[file] = code;
};
write('assets/index-a.js', 'sign-in '.repeat(50));
write('assets/app-b.js', 'app '.repeat(40));
write('assets/react-c.js', 'react '.repeat(30));
write('assets/list-d.js', 'list '.repeat(20));
write('assets/kind-e.js', 'kind');
write('assets/page-g.js', 'page');
write('assets/validators-h.js', 'validators');
write('assets/calendar-i.js', 'calendar, loaded at the first input');
write('index.html', '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/app-b.js">');
const manifest = {
  '_index-a.js': { file: 'assets/index-a.js', dynamicImports: ['src/web/app/render-app.tsx'] },
  '_app-b.js': { file: 'assets/app-b.js', imports: ['_react-c.js'] },
  '_react-c.js': { file: 'assets/react-c.js' },
  '_list-d.js': { file: 'assets/list-d.js', imports: ['_app-b.js'], dynamicImports: ['src/web/renderer/dates/calendar.ts'] },
  [kind!]: { file: 'assets/kind-e.js', imports: ['_list-d.js'] },
  [page!]: { file: 'assets/page-g.js' },
  [validators!]: { file: 'assets/validators-h.js', imports: ['_list-d.js'] },
  'src/web/renderer/dates/calendar.ts': { file: 'assets/calendar-i.js', imports: ['_list-d.js'] },
};
write('.vite/manifest.json', JSON.stringify(manifest));

describe('route JS', () => {
  it('names the list route’s kind, page manifest and form validators', () => {
    expect([kind, page, more]).toEqual(['src/web/renderer/kinds/list-page.tsx', 'manifests/pages/vehicles-search.json', []]);
    expect(validators).toMatch(/^virtual:vtlog-form-validators\/form-validator-/);
  });

  it('counts the static closure, each file gzipped alone, and not what loads later', () => {
    const { files, gzip } = routeJs(readBuild(dist), '/vehicles/search');
    const expected = ['index-a', 'app-b', 'react-c', 'list-d', 'kind-e', 'page-g', 'validators-h'].map((name) => `assets/${name}.js`);
    expect(files.map(({ file }) => file).sort()).toEqual(expected.sort());
    expect(gzip).toBe(expected.reduce((sum, file) => sum + gzipSync(contents[file]!, { level: 9 }).length, 0));
  });

  it('fails on a missing build or a route whose chunk the build lacks', () => {
    expect(() => readBuild(path.join(dist, 'nothing'))).toThrow(/não foi construído/);
    expect(() => routeJs(readBuild(dist), '/')).toThrow(/o build não tem o chunk de src\/web\/renderer\/kinds\/home-page\.tsx/);
  });
});
