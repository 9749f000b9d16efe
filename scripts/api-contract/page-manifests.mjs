// Page manifest files as the SPA sees them: list filter forms narrowed by the API's filter
// declarations in the committed OpenAPI snapshot (filter-constraints.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withApiConstraints } from './filter-constraints.mjs';

export function readOpenapi(root) {
  return JSON.parse(readFileSync(path.join(root, 'openapi/vtlog-api.json'), 'utf8'));
}

/** A page manifest file as the SPA sees it. */
export function readPageManifest(root, file) {
  return withApiConstraints(JSON.parse(readFileSync(file, 'utf8')), readOpenapi(root));
}
