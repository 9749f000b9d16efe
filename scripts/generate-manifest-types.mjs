#!/usr/bin/env node
// Writes src/shared/manifest/manifest-schemas.generated.ts: the JSON Schemas of schemas/ as `as const`
// objects with every $ref inlined, so json-schema-to-ts derives the manifest types from the one source
// of truth (it resolves references across files poorly, and the manifest schemas are not recursive);
// and src/web/custom/component-props.generated.ts: the props schema beside each custom component, the
// same way, so each component is typed from the schema the manifest checker validates its props with;
// and schemas/completions.generated.schema.json: the names a manifest may use (resources, feature
// toggles, enums, components, widgets) as `examples`, which schema-aware editors offer as completions, and, for a list
// page, the API fields, sorts and filters of its source (from the OpenAPI snapshot).
// `--check` exits 1 when a committed file is stale (check:manifests checks the same).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { listCompletionDefs } from './api-contract/list-completions.mjs';
import { readOpenapi } from './api-contract/page-manifests.mjs';
import { rjsfWidgetAliases } from './manifest-check/form-rules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generatedTypesFile = path.join(root, 'src/shared/manifest/manifest-schemas.generated.ts');
const customDir = path.join(root, 'src/web/custom');
const generatedPropsFile = path.join(customDir, 'component-props.generated.ts');
const completionsFile = path.join(root, 'schemas/completions.generated.schema.json');
const schemaNames = ['completions.generated', 'common', 'app', 'menu', 'permissions', 'enum', 'page'];

function loadSchema(name) {
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

const loadManifestSchemas = () =>
  Object.fromEntries(schemaNames.map((name) => [name, name === 'completions.generated' ? completionsSchema() : loadSchema(name)]));

const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const propsSchemaFiles = () => readdirSync(customDir, { recursive: true }).map(String).filter((name) => name.endsWith('.props.schema.json')).sort();

/** Names defined elsewhere in the project, as completions (`examples`: offered by editors, never enforced here). */
function completionsSchema() {
  const resources = readJson('manifests/permissions.json').resources.map((r) => r.name);
  const featureToggles = Object.keys(readJson('manifests/app.json').featureToggles);
  const enums = readdirSync(path.join(root, 'manifests/enums')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
  const components = propsSchemaFiles().map((name) => JSON.parse(readFileSync(path.join(customDir, name), 'utf8')).title);
  const widgets = [...readJson('src/web/renderer/rjsf/widget-names.json'), ...rjsfWidgetAliases];
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://vtlog.local/schemas/completions.generated.schema.json',
    title: 'VTLog — nomes oferecidos como sugestão nos editores',
    description: 'GERADO por scripts/generate-manifest-types.mjs a partir de manifests/permissions.json, manifests/app.json (featureToggles), manifests/enums, src/web/custom/**/*.props.schema.json, src/web/renderer/rjsf/widget-names.json e openapi/vtlog-api.json — não edite.',
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

function renderManifestSchemas() {
  const schemas = loadManifestSchemas();
  // The list completions are `if`/`then` hints for editors: they give no type, and inlined they would
  // repeat every list's names in the types file.
  schemas['completions.generated'].$defs.listSourceNames = {};
  const lines = [
    '// GENERATED by scripts/generate-manifest-types.mjs from schemas/*.schema.json — do not edit.',
    '// Run `node scripts/generate-manifest-types.mjs` after changing a schema.',
    '',
  ];
  for (const name of schemaNames.filter((n) => n !== 'common' && n !== 'completions.generated')) {
    const schema = inlineRefs(schemas[name], name, schemas);
    lines.push(`export const ${name}Schema = ${JSON.stringify(schema, null, 2)} as const;`, '');
  }
  return lines.join('\n');
}

/** Props schemas by component name (each file's title), with manifest $refs and its own $defs inlined. */
function renderComponentProps() {
  const schemas = loadManifestSchemas();
  const entries = propsSchemaFiles().map((name) => {
    const schema = JSON.parse(readFileSync(path.join(customDir, name), 'utf8'));
    const own = path.basename(name, '.schema.json');
    return `  ${schema.title}: ${JSON.stringify(inlineRefs(schema, own, { ...schemas, [own]: schema }), null, 2).replace(/\n/g, '\n  ')},`;
  });
  return [
    '// GENERATED by scripts/generate-manifest-types.mjs from src/web/custom/**/*.props.schema.json — do not edit.',
    '// Run `node scripts/generate-manifest-types.mjs` after changing a props schema.',
    '',
    'export const componentPropsSchemas = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}

/** Every generated file with the content it must have. */
export function generatedFiles() {
  return [
    { file: generatedTypesFile, content: renderManifestSchemas() },
    { file: generatedPropsFile, content: renderComponentProps() },
    { file: completionsFile, content: `${JSON.stringify(completionsSchema(), null, 2)}\n` },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { file, content } of generatedFiles()) {
    if (process.argv.includes('--check')) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        // no file yet: it is stale
      }
      if (current !== content) {
        console.error(`${path.relative(root, file)} is stale: run node scripts/generate-manifest-types.mjs`);
        process.exit(1);
      }
    } else {
      writeFileSync(file, content);
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
}
