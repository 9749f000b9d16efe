#!/usr/bin/env node
// Writes src/shared/manifest/manifest-schemas.generated.ts: the JSON Schemas of schemas/ as `as const`
// objects with every $ref inlined, so json-schema-to-ts derives the manifest types from the one source
// of truth (it resolves references across files poorly, and the manifest schemas are not recursive);
// and src/web/custom/component-props.generated.ts: the props schema beside each custom component, the
// same way, so each component is typed from the schema the manifest checker validates its props with;
// and schemas/completions.generated.schema.json: the names a manifest may use (resources, feature
// toggles, enums, components, widgets) as `examples`, which schema-aware editors offer as completions, and, for a list
// page, the API fields, sorts and filters of its source (from the OpenAPI snapshot).
// Nobody needs to run it by hand after a manifest change: `npm run check:manifests -- --fix`, the build
// (`npm run build`, `npm start`) and `npm run dev` rewrite a stale file (scripts/vite/manifest-check-plugin.mjs);
// `npm run check:manifests` without --fix only reports it, so CI catches a stale committed file.
// `--check` exits 1 when a committed file is stale.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { listCompletionDefs } from './api-contract/list-completions.mjs';
import { readOpenapi } from './api-contract/page-manifests.mjs';
import { rjsfWidgetAliases } from './manifest-check/form-rules.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaNames = ['completions.generated', 'common', 'app', 'menu', 'permissions', 'enum', 'page'];

/** The files the generator writes and the folders it reads, under `root`. */
function layout(root) {
  const customDir = path.join(root, 'src/web/custom');
  return {
    root,
    customDir,
    typesFile: path.join(root, 'src/shared/manifest/manifest-schemas.generated.ts'),
    propsFile: path.join(customDir, 'component-props.generated.ts'),
    completionsFile: path.join(root, 'schemas/completions.generated.schema.json'),
  };
}

function loadSchema(root, name) {
  return JSON.parse(readFileSync(path.join(root, 'schemas', `${name}.schema.json`), 'utf8'));
}

/** Replaces every `$ref` ("file.schema.json#/$defs/x" or "#/$defs/x") with the schema it points to. */
function inlineRefs(node, current, schemas) {
  if (Array.isArray(node)) return node.map((item) => inlineRefs(item, current, schemas));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, ...rest } = node;
  const out = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key !== '$defs' && key !== '$id' && key !== '$schema') out[key] = inlineRefs(value, current, schemas);
  }
  if ($ref === undefined) return out;
  const [file, pointer = ''] = $ref.split('#');
  const owner = file === '' ? current : path.basename(file).replace('.schema.json', '');
  let target = schemas[owner];
  for (const part of pointer.split('/').filter(Boolean)) target = target?.[part];
  if (target === undefined) throw new Error(`unresolved $ref ${$ref} in ${current}.schema.json`);
  return { ...inlineRefs(target, owner, schemas), ...out };
}

const loadManifestSchemas = (at) =>
  Object.fromEntries(schemaNames.map((name) => [name, name === 'completions.generated' ? structuredClone(completionsSchema(at)) : loadSchema(at.root, name)]));

const readJson = (root, file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const propsSchemaFiles = (customDir) =>
  readdirSync(customDir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.props.schema.json'))
    .sort();

/** Names defined elsewhere in the project, as completions (`examples`: offered by editors, never enforced here). */
const completionsSchema = (at) => (at.completions ??= buildCompletionsSchema(at));

function buildCompletionsSchema({ root, customDir }) {
  const resources = readJson(root, 'manifests/permissions.json').resources.map((r) => r.name);
  const featureToggles = Object.keys(readJson(root, 'manifests/app.json').featureToggles);
  const enums = readdirSync(path.join(root, 'manifests/enums'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
  const components = propsSchemaFiles(customDir).map((name) => JSON.parse(readFileSync(path.join(customDir, name), 'utf8')).title);
  const widgets = [...readJson(root, 'src/web/renderer/rjsf/widget-names.json'), ...rjsfWidgetAliases];
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://vtlog.local/schemas/completions.generated.schema.json',
    title: 'VTLog — nomes oferecidos como sugestão nos editores',
    description:
      'GERADO por scripts/generate-manifest-types.mjs a partir de manifests/permissions.json, manifests/app.json (featureToggles), manifests/enums, src/web/custom/**/*.props.schema.json, src/web/renderer/rjsf/widget-names.json e openapi/vtlog-api.json — não edite.',
    $defs: {
      resourceName: { examples: resources },
      featureToggleName: { examples: featureToggles },
      enumName: { examples: enums },
      componentName: { examples: components },
      widgetName: { examples: widgets },
      ...listCompletionDefs(readOpenapi(root)),
    },
  };
}

function renderManifestSchemas(at) {
  const schemas = loadManifestSchemas(at);
  // The list completions are `if`/`then` hints for editors: they give no type, and inlined they would
  // repeat every list's names in the types file.
  schemas['completions.generated'].$defs.listSourceNames = {};
  const lines = [
    '// GENERATED by scripts/generate-manifest-types.mjs from schemas/*.schema.json — do not edit.',
    '// Rewritten when stale by `npm run check:manifests -- --fix`, `npm run build`, `npm start` and `npm run dev`.',
    '',
  ];
  for (const name of schemaNames.filter((n) => n !== 'common' && n !== 'completions.generated')) {
    const schema = inlineRefs(schemas[name], name, schemas);
    lines.push(`export const ${name}Schema = ${JSON.stringify(schema, null, 2)} as const;`, '');
  }
  return lines.join('\n');
}

/** Props schemas by component name (each file's title), with manifest $refs and its own $defs inlined. */
function renderComponentProps(at) {
  const { customDir } = at;
  const schemas = loadManifestSchemas(at);
  const entries = propsSchemaFiles(customDir).map((name) => {
    const schema = JSON.parse(readFileSync(path.join(customDir, name), 'utf8'));
    const own = path.basename(name, '.schema.json');
    return `  ${schema.title}: ${JSON.stringify(inlineRefs(schema, own, { ...schemas, [own]: schema }), null, 2).replace(/\n/g, '\n  ')},`;
  });
  return [
    '// GENERATED by scripts/generate-manifest-types.mjs from src/web/custom/**/*.props.schema.json — do not edit.',
    '// Rewritten when stale by `npm run check:manifests -- --fix`, `npm run build`, `npm start` and `npm run dev`.',
    '',
    'export const componentPropsSchemas = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}

/**
 * Every generated file with the content it must have.
 * @param {string} [root] the project folder (default: this project)
 * @returns {{ file: string, content: string }[]}
 */
export function generatedFiles(root = projectRoot) {
  const at = layout(root);
  return [
    { file: at.typesFile, content: renderManifestSchemas(at) },
    { file: at.propsFile, content: renderComponentProps(at) },
    { file: at.completionsFile, content: `${JSON.stringify(completionsSchema(at), null, 2)}\n` },
  ];
}

/**
 * The generated files whose committed content differs from what the sources give (a missing one too).
 * @param {string} [root]
 * @returns {{ file: string, content: string }[]}
 */
export function staleGeneratedFiles(root = projectRoot) {
  return generatedFiles(root).filter(({ file, content }) => !existsSync(file) || readFileSync(file, 'utf8') !== content);
}

/**
 * Rewrites the stale generated files, and only those (a fresh file keeps its date: no rebuild, no reload).
 * @param {string} [root]
 * @returns {string[]} the files written, relative to `root`
 */
export function writeStaleGeneratedFiles(root = projectRoot) {
  const stale = staleGeneratedFiles(root);
  for (const { file, content } of stale) writeFileSync(file, content);
  return stale.map(({ file }) => path.relative(root, file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleGeneratedFiles();
    for (const { file } of stale) console.error(`${path.relative(projectRoot, file)} desatualizado: rode npm run check:manifests -- --fix`);
    process.exit(stale.length > 0 ? 1 : 0);
  }
  const written = writeStaleGeneratedFiles();
  for (const file of written) console.log(`gerado: ${file}`);
  if (written.length === 0) console.log('arquivos gerados já atualizados');
}
