import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { apiConstraintsPlugin } from './scripts/vite/api-constraints-plugin.mjs';
import { appChunking } from './scripts/vite/chunk-groups.mjs';
import { formValidatorsPlugin } from './scripts/vite/form-validators-plugin.mjs';
import { lazyMarkdownPlugin } from './scripts/vite/lazy-markdown-plugin.mjs';
import { manifestCheckPlugin } from './scripts/vite/manifest-check-plugin.mjs';
import { pageRoutesPlugin } from './scripts/vite/page-routes-plugin.mjs';
import { pageRouteKeys } from './src/web/manifests/page-route.ts';
import { precompressPlugin } from './scripts/vite/precompress-plugin.mjs';
import { appChunkPlugin } from './scripts/vite/app-chunk-plugin.mjs';
import { standInsPlugin } from './scripts/vite/stand-ins-plugin.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API server `npm run serve` starts; `npm run dev` proxies to it. */
const apiServer = process.env.VTLOG_SERVER ?? 'http://localhost:8080';
/** The app's code, which the entry (index.html's module) imports once it has started the sign-in. */
const app = 'src/web/app/render-app.tsx';

export default defineConfig({
  root,
  plugins: [
    react(),
    manifestCheckPlugin({ root }),
    apiConstraintsPlugin({ root }),
    pageRoutesPlugin({ root, keys: pageRouteKeys }),
    formValidatorsPlugin({ root }),
    lazyMarkdownPlugin({ root }),
    standInsPlugin({ root }),
    appChunkPlugin({ root, app }),
    precompressPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No maps in the build the server serves: they would publish the whole client source.
    sourcemap: false,
    // dist/.vite/manifest.json: each module's chunk and the chunks it imports, which the JS budget of each
    // route reads (scripts/check-route-js.mjs); the server does not serve it (src/server/http/spa.ts).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: appChunking({
      root,
      html: 'index.html',
      app,
      list: 'src/web/renderer/kinds/list-page.tsx',
      light: ['home-page', 'section-index-page', 'error-page'].map((kind) => `src/web/renderer/kinds/${kind}.tsx`),
      queries: 'src/web/renderer/page-queries.ts',
    }),
  },
  server: {
    port: 5173,
    // The Host header is kept (Vite's shorthand would rewrite it to the API server's): the server then
    // answers as the Vite origin, so /config.json points the SPA at /auth on this origin and the identity
    // provider accepts this origin's redirect URIs (the realm's relative `/*`) with no cross-origin call.
    proxy: Object.fromEntries(['/api', '/auth', '/config.json'].map((path) => [path, { target: apiServer, changeOrigin: false }])),
  },
});
