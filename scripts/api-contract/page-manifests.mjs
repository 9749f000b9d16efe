// Page manifest files as the SPA sees them: list filter forms narrowed by the API's filter
// declarations in the committed OpenAPI snapshot (filter-constraints.mjs).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { withApiConstraints } from './filter-constraints.mjs';

/** The parsed snapshot, read again only when the file changes (a build reads it once, not once per page). */
const snapshots = new Map();

export function readOpenapi(root) {
  const file = path.join(root, 'openapi/vtlog-api.json');
  const modified = statSync(file).mtimeMs;
  const cached = snapshots.get(file);
  if (cached?.modified === modified) return cached.openapi;
  const openapi = JSON.parse(readFileSync(file, 'utf8'));
  snapshots.set(file, { modified, openapi });
  return openapi;
}

/** A page manifest file as the SPA sees it. */
export function readPageManifest(root, file) {
  return withApiConstraints(JSON.parse(readFileSync(file, 'utf8')), readOpenapi(root));
}
