// index.html asks for the app's chunk, and the chunks it imports, beside its entry. The entry imports
// the app dynamically, so that the sign-in starts before the app's code has arrived (chunk-groups.mjs);
// the browser then learnt of the app's files only once the entry had run, a round trip later on a slow
// network, and parsed them after that. Preloaded, they arrive and are parsed while the entry runs.
import path from 'node:path';

/**
 * The `<link rel="modulepreload">` tags (Vite's HtmlTagDescriptor) for the chunk of the module
 * `appModule` and the chunks it imports, bar the page's own entry chunk `entryFile`.
 */
export function appPreloadTags(bundle, appModule, entryFile, base) {
  const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId === appModule);
  if (!chunk) throw new Error(`vtlog-preload-app: o build não tem o chunk de ${appModule}.`);
  return [...chunk.imports, chunk.fileName]
    .filter((file) => file !== entryFile)
    .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }));
}

/** Adds to index.html the modulepreload tags of the chunk of `app` (a build input, relative to `root`). */
export function preloadAppPlugin({ root, app }) {
  const appModule = path.join(root, app);
  let base = '/';
  return {
    name: 'vtlog-preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk }) => appPreloadTags(bundle ?? {}, appModule, chunk?.fileName, base),
    },
  };
}
