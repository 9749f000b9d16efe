// How the SPA's build is cut into files. Left to itself, Rolldown gives every module that the app and
// some page share a chunk of its own (Box, Button, Input, ScrollArea...): it does not know a page loads
// only once the app has. The app's first load then took some 30 files, a round trip each. Here:
// - the sign-in the entry starts (index.html's module and what it imports) stays a small chunk of its own;
// - the app it then imports (`app`, listed as a second input so Rolldown sees what it imports
//   statically) is one chunk, and React with ReactDOM, about as big, another: V8 compiles the two side
//   by side, off the main thread, as they arrive (app-chunk-plugin.mjs);
// - the light kinds (home, section index, error) and what they use are one chunk;
// - the list kind (most pages are lists) and what else it uses are one chunk, where Rolldown made some
//   30, each a request that queued on HTTP/1.1's six connections ahead of the sign-in's own (a reload
//   and opening a list waited on them); other kinds reuse it for what they share with lists;
// - the other kinds and what only they use are chunked as Rolldown chooses, so heavy libraries (charts,
//   maps, the rich-text editor) load only with the pages that use them.
import path from 'node:path';
import { usedClosure } from './used-closure.mjs';

/**
 * `build.rolldownOptions` for an HTML entry (`html`) that imports the app (`app`) dynamically, whose
 * list kind is `list` and whose light kinds are `light` (modules, relative to `root`).
 */
export function appChunking({ root, html, app, list, light }) {
  const entry = path.join(root, html);
  let signIn;
  let lightKinds;
  const lightModules = (ctx) =>
    (lightKinds ??= usedClosure(
      ctx,
      light.map((file) => path.join(root, file)),
    ));
  let listKind;
  const listModules = (ctx) => (listKind ??= usedClosure(ctx, [path.join(root, list)]));
  return {
    input: { index: entry, app: path.join(root, app) },
    output: {
      codeSplitting: {
        groups: [
          // Before the app's group, so the modules both use stay with the entry.
          { debugName: 'sign-in', name: (id, ctx) => ((signIn ??= usedClosure(ctx, [entry])).has(id) ? 'index' : null), priority: 4 },
          { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
          // `$initial`: statically imported by an input, the app's included.
          { name: 'app', tags: ['$initial'], priority: 2 },
          // Before the list's group, so the modules lists share with the light kinds are not in it.
          { debugName: 'light-pages', name: (id, ctx) => (lightModules(ctx).has(id) ? 'light-pages' : null), priority: 1 },
          { debugName: 'list-page', name: (id, ctx) => (listModules(ctx).has(id) ? 'list-page' : null), priority: 0 },
        ],
      },
    },
  };
}
