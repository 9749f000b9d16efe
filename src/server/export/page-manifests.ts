import fs from 'node:fs';
import type { PageManifest } from '../../shared/manifest/manifest-types.ts';

/**
 * The page manifests (manifests/pages/*.json), read once at start: the server builds each export
 * from the page that declares it, so the file has the screen's columns and column permissions, and
 * holds list routes to the filter and field permissions of the pages reading them (source-access.ts).
 * The manifest checker has validated them (`npm run check:manifests`, also run by the build).
 */
const folder = new URL('../../../manifests/pages/', import.meta.url);

export const pageManifests: readonly PageManifest[] = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => JSON.parse(fs.readFileSync(new URL(name, folder), 'utf8')) as PageManifest);
