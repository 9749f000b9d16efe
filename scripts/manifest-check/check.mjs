// The manifest checker as a library: used by the CLI (scripts/check-manifests.mjs), the Vite plugin
// and the tests. Returns every problem as `file:line:col  /json/pointer  message`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadManifests } from './load.mjs';
import { Report } from './report.mjs';
import { createValidators, validateManifest } from './schema-rules.mjs';
import { checkSemantics } from './semantic-rules.mjs';
import { checkContract } from './contract-rules.mjs';

/**
 * @param {{ root: string, manifestsDir?: string, schemasDir?: string, openapiFile?: string | null, componentNamesFile?: string }} options
 *   root: the project folder (file names are reported relative to it); openapiFile: null skips the API-contract rules.
 */
export function checkManifests({
  root,
  manifestsDir = path.join(root, 'manifests'),
  schemasDir = path.join(root, 'schemas'),
  openapiFile = path.join(root, 'openapi/vtlog-api.json'),
  componentNamesFile = path.join(root, 'src/web/custom/component-names.json'),
}) {
  const validators = createValidators(schemasDir);
  const manifests = loadManifests(root, manifestsDir);
  const report = new Report();

  validateManifest(report, manifests.app, validators.app);
  validateManifest(report, manifests.menu, validators.menu);
  validateManifest(report, manifests.permissions, validators.permissions);
  for (const e of manifests.enums) e.valid = validateManifest(report, e, validators.enum);
  for (const p of manifests.pages) p.valid = validateManifest(report, p, validators.page);

  const componentNames = JSON.parse(readFileSync(componentNamesFile, 'utf8'));
  checkSemantics(report, manifests, { componentNames });

  if (openapiFile && existsSync(openapiFile)) {
    checkContract(report, manifests, JSON.parse(readFileSync(openapiFile, 'utf8')));
  }
  return { problems: report.lines(), warnings: report.lines(report.warnings), fileCount: 3 + manifests.enums.length + manifests.pages.length };
}
