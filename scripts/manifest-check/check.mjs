// The manifest checker as a library: used by the CLI (scripts/check-manifests.mjs), the Vite plugin
// and the tests. Returns every problem as `file:line:col  /json/pointer  message`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadManifests } from './load.mjs';
import { Report } from './report.mjs';
import { createValidators, validateManifest } from './schema-rules.mjs';
import { checkSemantics } from './semantic-rules.mjs';
import { checkContract } from './contract-rules.mjs';
import { checkExports } from './export-rules.mjs';
import { createFormRules } from './form-rules.mjs';
import { checkProject } from './project-rules.mjs';
import { checkApiFields } from './api-field-rules.mjs';
import { checkComponentProps, loadPropsSchemas } from './component-rules.mjs';
import { checkCrossFile } from './cross-file-rules.mjs';
import { checkPlaceholders } from './placeholder-rules.mjs';
import { checkPermissionReach } from './permission-reach.mjs';
import { checkLinkParams } from './link-param-rules.mjs';
import { checkMenuBadges } from './menu-badge-rules.mjs';
import { checkDrills } from './drill-rules.mjs';

/**
 * @param {{ root: string, manifestsDir?: string, schemasDir?: string, openapiFile?: string,
 *   widgetNamesFile?: string, realmFile?: string, customDir?: string }} options
 *   root: the project folder (file names are reported relative to it).
 * @returns {{ problems: string[], entries: import('./report.mjs').Problem[], warnings: string[], warningEntries: import('./report.mjs').Problem[], fileCount: number }}
 *   problems and warnings as text lines; entries and warningEntries the same, structured
 */
export function checkManifests({
  root,
  manifestsDir = path.join(root, 'manifests'),
  schemasDir = path.join(root, 'schemas'),
  openapiFile = path.join(root, 'openapi/vtlog-api.json'),
  widgetNamesFile = path.join(root, 'src/web/renderer/rjsf/widget-names.json'),
  realmFile = path.join(root, 'identity/realm-vtlog.json'),
  customDir = path.join(root, 'src/web/custom'),
}) {
  const report = new Report();
  const result = (fileCount) => ({
    problems: report.lines(),
    entries: report.sorted(),
    warnings: report.lines(report.warnings),
    warningEntries: report.sorted(report.warnings),
    fileCount,
  });
  const folderProblem = missingFolderProblem(manifestsDir);
  if (folderProblem) {
    report.addFile(path.relative(root, manifestsDir) || '.', folderProblem);
    return result(0);
  }
  const manifests = loadManifests(root, manifestsDir);
  const files = [manifests.app, manifests.menu, manifests.permissions, ...manifests.enums, ...manifests.pages];
  for (const file of files.filter((f) => f.missing)) report.addFile(file.relative, 'arquivo obrigatório não encontrado');
  // A file that is not JSON gets one message (its first syntax error) and nothing is checked further:
  // every other rule would only report what the broken file no longer declares.
  for (const file of files.filter((f) => f.parseErrors.length > 0)) report.addAtOffset(file, file.parseErrors[0].offset, file.parseErrors[0].message);
  if (report.problems.length > 0) return result(files.length);

  const validators = createValidators(schemasDir);
  validateManifest(report, manifests.app, validators.app);
  validateManifest(report, manifests.menu, validators.menu);
  validateManifest(report, manifests.permissions, validators.permissions);
  for (const e of manifests.enums) e.valid = validateManifest(report, e, validators.enum);
  for (const p of manifests.pages) p.valid = validateManifest(report, p, validators.page);

  // A custom component is registered with the props schema beside it (its title is the name).
  const propsSchemas = loadPropsSchemas(customDir);
  checkSemantics(report, manifests, { componentNames: [...propsSchemas.keys()] });
  const realm = existsSync(realmFile) ? { file: path.relative(root, realmFile), data: JSON.parse(readFileSync(realmFile, 'utf8')) } : undefined;
  if (!realm)
    report.addFile(
      path.relative(root, realmFile),
      'o realm do servidor de identidade não existe: sem ele os recursos de manifests/permissions.json não podem ser conferidos',
    );
  checkProject(report, manifests, realm, path.relative(root, path.join(manifestsDir, 'pages')));
  const openapi = existsSync(openapiFile) ? JSON.parse(readFileSync(openapiFile, 'utf8')) : undefined;
  const formRules = createFormRules({ widgetNamesFile, openapi });
  for (const page of manifests.pages.filter((p) => p.valid)) formRules.check(report, page);
  checkComponentProps(report, manifests, propsSchemas, validators.ajv);

  if (!openapi) {
    report.addFile(
      path.relative(root, openapiFile),
      'o documento OpenAPI da API não existe: sem ele as fontes, campos, filtros e ordenações não podem ser conferidos (gere com npx tsx scripts/generate-openapi.ts)',
    );
  } else {
    checkContract(report, manifests, openapi);
    checkApiFields(report, manifests, openapi, validators.formats);
    checkExports(report, manifests, openapi);
    checkPlaceholders(report, manifests, openapi);
    checkPermissionReach(report, manifests, openapi, realm);
    checkLinkParams(report, manifests, openapi);
    checkMenuBadges(report, manifests, openapi, realm);
    checkDrills(report, manifests, openapi);
  }
  checkCrossFile(report, manifests, openapi);
  return result(files.length);
}

function missingFolderProblem(dir) {
  if (!existsSync(dir)) return 'a pasta de manifestos não existe';
  const entries = readdirSync(dir);
  if (!entries.some((name) => name.endsWith('.json') || name === 'pages')) {
    return 'a pasta não tem manifestos (espera-se app.json, menu.json, permissions.json, enums/ e pages/)';
  }
  return undefined;
}
