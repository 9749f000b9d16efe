// Vite plugin: each page manifest reaches the SPA with its list filter form narrowed by the API's
// filter declarations (api-contract/filter-constraints.mjs), so the form refuses what the API would.
// The form validators plugin compiles the same merged schemas.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withApiConstraints } from '../api-contract/filter-constraints.mjs';

export function readOpenapi(root) {
  return JSON.parse(readFileSync(path.join(root, 'openapi/vtlog-api.json'), 'utf8'));
}

/** A page manifest file as the SPA sees it. */
export function readPageManifest(root, file) {
  return withApiConstraints(JSON.parse(readFileSync(file, 'utf8')), readOpenapi(root));
}

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
  };
}
