// Vite plugin: each page manifest reaches the SPA with its list filter form narrowed by the API's
// filter declarations (api-contract/filter-constraints.mjs), so the form refuses what the API would.
// The form validators plugin compiles the same merged schemas.
import path from 'node:path';
import { withApiConstraints } from '../api-contract/filter-constraints.mjs';
import { readOpenapi } from '../api-contract/page-manifests.mjs';
import { FORM_VALIDATORS_MODULE } from './form-validators-plugin.mjs';

export function apiConstraintsPlugin({ root }) {
  const pagesDir = path.join(root, 'manifests/pages');
  return {
    name: 'vtlog-api-constraints',
    // Before Vite's own JSON plugin turns the file into a module.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!file.startsWith(pagesDir) || !file.endsWith('.json')) return undefined;
      return { code: JSON.stringify(withApiConstraints(JSON.parse(code), readOpenapi(root))), map: null };
    },
    configureServer(server) {
      // A new OpenAPI snapshot (an API change) recompiles the page manifests and their form validators.
      const openapiFile = path.join(root, 'openapi/vtlog-api.json');
      server.watcher.add(openapiFile);
      server.watcher.on('change', (file) => {
        if (file !== openapiFile) return;
        const { moduleGraph } = server.environments.client;
        for (const [id, module] of moduleGraph.idToModuleMap) {
          if (id.startsWith(pagesDir) || id.startsWith(`\0${FORM_VALIDATORS_MODULE}`)) moduleGraph.invalidateModule(module);
        }
      });
    },
  };
}
