// How the SPA's build is cut into files. Left to itself, Rolldown gives every module that the app and
// some page share a chunk of its own (Box, Button, Input, ScrollArea...): it does not know a page loads
// only once the app has. The app's first load then took some 30 files, a round trip each. Here, with
// Rolldown's documented `codeSplitting.groups` alone (a group that captures a module also captures the
// modules it imports statically, `includeDependenciesRecursively`; the higher `priority` wins):
// - the sign-in the entry starts (index.html's module and what it imports) stays a small chunk of its own;
// - the app it then imports (`app`, listed as a second input so Rolldown sees what it imports
//   statically) is one chunk, and React with ReactDOM, about as big, another: V8 compiles the two side
//   by side, off the main thread, as they arrive (app-chunk-plugin.mjs);
// - the light kinds (home, section index, error) and what they use are one chunk;
// - what a page route's loader asks for, read from the page's manifest and URL (`queries`), is a small
//   chunk of its own, so a reloaded list's requests leave before the list's code has run;
// - the list kind (most pages are lists) and what else it uses, with Ajv's runtime helpers that every
//   form's validators import, are one chunk, where Rolldown made some 30, each a request that queued on
//   HTTP/1.1's six connections ahead of the sign-in's own (a reload and opening a list waited on them);
//   other kinds reuse it for what they share with lists;
// - the other kinds and what only they use are chunked as Rolldown chooses, so heavy libraries (charts,
//   maps, the rich-text editor) load only with the pages that use them.
// (This replaced groups that parsed the library modules to follow package barrels by name: measured on
// 2026-11-28 with scripts/vite/route-js.mjs, these load 1.1 kB gzip less on the list route and 1.7 kB
// less on the home page, in as many files.)
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A regular expression matching exactly these absolute paths. */
const exactly = (files) => new RegExp(`^(?:${files.map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/** The module index.html loads (its `<script type="module" src>`), absolute. */
function htmlEntryModule(root, html) {
  const src = /<script\s+type="module"\s+src="\/?([^"]+)"/.exec(readFileSync(path.join(root, html), 'utf8'))?.[1];
  if (!src) throw new Error(`${html} não carrega nenhum módulo (<script type="module" src>)`);
  return path.join(root, src);
}

/**
 * `build.rolldownOptions` for an HTML entry (`html`) that imports the app (`app`) dynamically, whose
 * list kind is `list`, whose light kinds are `light` and whose route loaders' queries are `queries`
 * (modules, relative to `root`).
 */
export function appChunking({ root, html, app, list, light, queries }) {
  return {
    input: { index: path.join(root, html), app: path.join(root, app) },
    output: {
      codeSplitting: {
        groups: [
          // Before the app's group, so the modules both use stay with the entry.
          { name: 'index', test: exactly([htmlEntryModule(root, html)]), priority: 5 },
          { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
          // `$initial`: statically imported by an input, the app's included.
          { name: 'app', tags: ['$initial'], priority: 3 },
          // Before the list's group, so the modules lists share with the light kinds are not in it.
          { name: 'light-pages', test: exactly(light.map((file) => path.join(root, file))), priority: 2 },
          // Before the list's group too: the list's code imports it.
          { name: 'page-queries', test: exactly([path.join(root, queries)]), priority: 1 },
          {
            name: 'list-page',
            test: new RegExp(`${exactly([path.join(root, list)]).source}|node_modules[\\\\/]ajv[\\\\/]dist[\\\\/]runtime[\\\\/]`),
            priority: 0,
          },
        ],
      },
    },
  };
}
