// The app's chunk is ready to run as soon as the entry asks for it. The entry imports the app
// dynamically, so that the sign-in starts before the app's code has arrived (chunk-groups.mjs):
// - index.html asks for the chunk, and the chunks it imports, beside the entry. Else the browser
//   learnt of them only once the entry had run (a round trip later on a slow network) and parsed
//   them after that; preloaded, they arrive and are parsed while the entry runs.
// - The chunk, and those it imports (React's, chunk-groups.mjs), start with V8's explicit compile hint
//   (`//# allFunctionsCalledOnLoad`, Chrome 136+; other engines read a comment): their functions
//   (React, Mantine, the shell) nearly all run as the app starts, and V8 compiles them eagerly, off the
//   main thread, as each file is parsed, instead of one by one on the main thread when first called.
import path from 'node:path';

const compileHint = '//# allFunctionsCalledOnLoad';

/** The chunk of the module `appModule` in `bundle`. */
function appChunk(bundle, appModule) {
  const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId === appModule);
  if (!chunk) throw new Error(`vtlog-app-chunk: o build não tem o chunk de ${appModule}.`);
  return chunk;
}

/**
 * The `<link rel="modulepreload">` tags (Vite's HtmlTagDescriptor) for the chunk of the module
 * `appModule` and the chunks it imports, bar the page's own entry chunk `entryFile`.
 */
export function appPreloadTags(bundle, appModule, entryFile, base) {
  const chunk = appChunk(bundle, appModule);
  return [...chunk.imports, chunk.fileName]
    .filter((file) => file !== entryFile)
    .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }));
}

/**
 * Puts the compile hint first (it counts only as a file's first line) in the chunk of `appModule` and
 * the chunks it imports, bar the entry, whose functions do not all run (keycloak-js).
 */
export function hintAppChunk(bundle, appModule) {
  const chunk = appChunk(bundle, appModule);
  const imported = chunk.imports.map((file) => bundle[file]).filter((file) => !file.isEntry);
  for (const file of [chunk, ...imported]) file.code = `${compileHint}\n${file.code}`;
}

/** The app's chunk (`app`, a build input relative to `root`) preloaded by index.html and compiled eagerly. */
export function appChunkPlugin({ root, app }) {
  const appModule = path.join(root, app);
  let base = '/';
  return {
    name: 'vtlog-app-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk }) => appPreloadTags(bundle ?? {}, appModule, chunk?.fileName, base),
    },
    generateBundle: {
      order: 'post',
      handler: (_options, bundle) => hintAppChunk(bundle, appModule),
    },
  };
}
