// How the SPA's build is cut into files. Left to itself, Rolldown gives every module that the app and
// some page share a chunk of its own (Box, Button, Input, ScrollArea...): it does not know a page loads
// only once the app has. The app's first load then took some 30 files, a round trip each. Here:
// - the sign-in the entry starts (index.html's module and what it imports) stays a small chunk of its own;
// - the app it then imports (`app`, listed as a second input so Rolldown sees what it imports
//   statically) is one chunk;
// - each page kind and what only pages use is chunked as Rolldown chooses, so heavy libraries load
//   only with the pages that use them.
import path from 'node:path';

/** Every module `roots` import statically, themselves included. */
function staticClosure(ctx, roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** `build.rolldownOptions` for an HTML entry (`html`) that imports the app (`app`) dynamically. */
export function appChunking({ root, html, app }) {
  const entry = path.join(root, html);
  let signIn;
  return {
    input: { index: entry, app: path.join(root, app) },
    output: {
      codeSplitting: {
        groups: [
          // Before the app's group, so the modules both use stay with the entry.
          { debugName: 'sign-in', name: (id, ctx) => ((signIn ??= staticClosure(ctx, [entry])).has(id) ? 'index' : null), priority: 2 },
          // `$initial`: statically imported by an input, the app's included.
          { name: 'app', tags: ['$initial'], priority: 1 },
        ],
      },
    },
  };
}
