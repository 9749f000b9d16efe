/**
 * The product's manifests copied and edited, for checker tests that judge one realistic change to
 * the real files (a page, an enum) against the real schemas, API snapshot, realm and components.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
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

/**
 * The checker's problems over edited copies of the product's pages, each copy in a folder of its own
 * (`name`) under one temporary folder removed after the test file: `check('typo', { claims: (page) => … })`.
 */
export function pageEditChecker(prefix: string): (name: string, edits: Record<string, (page: any) => void>) => string[] {
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  return (name, edits) => {
    const byFile = Object.fromEntries(Object.entries(edits).map(([page, edit]) => [`pages/${page}.json`, edit]));
    return checkEditedProject(path.join(work, name), byFile).problems;
  };
}
