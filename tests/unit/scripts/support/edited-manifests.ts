/**
 * The product's manifests copied and edited, for checker tests that judge one realistic change to
 * the real files (a page, an enum) against the real schemas, API snapshot, realm and components.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkManifests } from '../../../../scripts/manifest-check/check.mjs';

export const repo = path.resolve(import.meta.dirname, '../../../..');

/** Edits of manifest files, by path under manifests/ (e.g. "pages/orders.json"). */
export type ManifestEdits = Record<string, (data: any) => void>;

/** Copies the product's manifests to `dir` with `edits` applied (each file written back as formatted JSON); answers `dir`. */
export function editedManifests(dir: string, edits: ManifestEdits = {}): string {
  cpSync(path.join(repo, 'manifests'), dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(dir, file);
    const data = JSON.parse(readFileSync(full, 'utf8'));
    edit(data);
    writeFileSync(full, `${JSON.stringify(data, null, 2)}\n`);
  }
  return dir;
}

/**
 * The checker over a project folder `root` holding edited manifests in `root/manifests` and
 * nothing else: files are named relative to it (manifests/pages/…), the rest is the product's.
 */
export function checkEditedProject(root: string, edits: ManifestEdits) {
  editedManifests(path.join(root, 'manifests'), edits);
  return checkManifests({
    root,
    schemasDir: path.join(repo, 'schemas'),
    openapiFile: path.join(repo, 'openapi/vtlog-api.json'),
    widgetNamesFile: path.join(repo, 'src/web/renderer/rjsf/widget-names.json'),
    realmFile: path.join(repo, 'identity/realm-vtlog.json'),
    customDir: path.join(repo, 'src/web/custom'),
  });
}
