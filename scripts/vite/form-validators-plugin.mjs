// Vite plugin: the Ajv validators of every form schema in the page manifests, compiled to standalone
// code when the bundle is built. Ajv's runtime compilation needs `new Function`, which the app's
// Content-Security-Policy forbids (no 'unsafe-eval'); precompiled validators need no eval. A form
// schema is any `schema` object of a `filters` or `form` object anywhere in a page manifest (list
// filters, form pages, row-action dialogs, a custom component's filters), so a new manifest form gets
// its validator with no step. Each form's validators are a module of their own, loaded on demand, so
// a page downloads only those of the forms it shows (list filter forms as the SPA sees them: with the
// API's constraints merged in, api-constraints-plugin.mjs); `virtual:vtlog-form-validators` exports the
// loader of each by schema key.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { hashForSchema, schemaParser } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import ajvStandalone from 'ajv/dist/standalone/index.js';
import { forms } from '../manifest-check/walk.mjs';
import { readPageManifest } from '../api-contract/page-manifests.mjs';

export const FORM_VALIDATORS_MODULE = 'virtual:vtlog-form-validators';
/** One form's module: the last segment names its chunk (form-validator-<schema key>-<hash>.js). */
const formModulePrefix = `${FORM_VALIDATORS_MODULE}/form-validator-`;
const standaloneCode = ajvStandalone.default ?? ajvStandalone;

/** Every form schema of one parsed page manifest. */
export function formSchemasOf(page) {
  return [...forms(page)].map(([form]) => form.schema);
}

/** The distinct form schemas of every page manifest, by key (RJSF's: the `$id`, else the schema hash). */
export function manifestFormSchemas(root) {
  const dir = path.join(root, 'manifests/pages');
  const byKey = new Map();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    for (const schema of formSchemasOf(readPageManifest(root, path.join(dir, file)))) {
      byKey.set(typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema), schema);
    }
  }
  return byKey;
}

/** ES module source exporting `loaders`: schema key -> import of that form's validators module. */
function formValidatorLoadersCode(keys) {
  const loaders = keys.map((key) => `${JSON.stringify(key)}: () => import(${JSON.stringify(formModulePrefix + encodeURIComponent(key))})`);
  return `export const loaders = {${loaders.join(', ')}};`;
}

/**
 * ES module source exporting `validators`: schema key -> validate function, for each form schema
 * and every sub-schema RJSF validates on its own (the precompiled validator of
 * @rjsf/validator-ajv8 looks them up by that key).
 */
export function formValidatorsCode(schemas) {
  const { code, keys } = standaloneValidators(schemas);
  return [...withImports(code), `export const validators = {${keys.map((key, index) => `${JSON.stringify(key)}: form${index}`).join(', ')}};`].join('\n');
}

/** Ajv's standalone code of the validators of these form schemas, exported as form0, form1… in the order of `keys`. */
function standaloneValidators(schemas) {
  const byKey = {};
  for (const schema of schemas) Object.assign(byKey, schemaParser(schema));
  const keys = Object.keys(byKey);
  // The same Ajv options RJSF's own `compileSchemaValidatorsCode` uses, with ES module output;
  // `verbose` so an error carries the refused value (a pattern error names the characters not allowed).
  const ajv = createAjvInstance(undefined, undefined, { code: { source: true, esm: true }, schemas: Object.values(byKey), verbose: true });
  const exportNames = Object.fromEntries(keys.map((key, index) => [`form${index}`, key]));
  return { code: keys.length > 0 ? standaloneCode(ajv, exportNames) : '', keys };
}

/** A `require("module")` call of Ajv's standalone code; the module name is its group. */
const REQUIRE_CALL = /require\("([^"]+)"\)/g;

/**
 * Ajv's standalone code reaches its runtime helpers (string length, deep equality, formats) with
 * CommonJS `require("module").name`; each becomes an import of that module's exports object.
 */
function withImports(code) {
  const modules = runtimeModules(code);
  if (modules.length === 0) return [code];
  const imports = modules.map((name, index) => `import * as cjs${index} from ${JSON.stringify(moduleFile(name))};`);
  const body = code.replace(REQUIRE_CALL, (_, name) => `exportsOf(cjs${modules.indexOf(name)})`);
  return [
    ...imports,
    // Node hands a CommonJS module's exports as `default`; bundlers spread them onto the namespace.
    'const exportsOf = (namespace) => (namespace.default && namespace.default.__esModule ? namespace.default : namespace);',
    body.replace(/^"use strict";/, ''),
  ];
}

/** The runtime helpers one compiled validator code requires, in order of first use. */
function runtimeModules(code) {
  return [...new Set([...code.matchAll(REQUIRE_CALL)].map((match) => match[1]))];
}

const moduleFile = (name) => (name.endsWith('.js') ? name : `${name}.js`);

/** The modules the validators of every manifest form import. */
export function validatorImports(root) {
  return runtimeModules(standaloneValidators([...manifestFormSchemas(root).values()]).code).map(moduleFile);
}

/** The compiled module of one virtual id, or undefined for other ids. */
function moduleCode(root, id) {
  if (id === `\0${FORM_VALIDATORS_MODULE}`) return formValidatorLoadersCode([...manifestFormSchemas(root).keys()]);
  if (!id.startsWith(`\0${formModulePrefix}`)) return undefined;
  const key = decodeURIComponent(id.slice(`\0${formModulePrefix}`.length));
  const schema = manifestFormSchemas(root).get(key);
  if (!schema) throw new Error(`nenhum manifesto de página tem o formulário de chave "${key}"`);
  return formValidatorsCode([schema]);
}

export function formValidatorsPlugin({ root }) {
  const pagesDir = path.join(root, 'manifests/pages');
  return {
    name: 'vtlog-form-validators',
    // The dev server's dependency scan cannot see into these virtual modules: without this, the
    // helpers are found when the first form loads and Vite reloads the page (mid sign-in, say).
    config: (_config, { command }) => (command === 'serve' ? { optimizeDeps: { include: validatorImports(root) } } : undefined),
    resolveId(id) {
      return id === FORM_VALIDATORS_MODULE || id.startsWith(formModulePrefix) ? `\0${id}` : undefined;
    },
    load(id) {
      return moduleCode(root, id);
    },
    configureServer(server) {
      // A new, changed or removed page manifest recompiles the validators (the manifest check plugin
      // then reloads the page).
      const recompile = (file) => {
        if (!file.startsWith(pagesDir)) return;
        const { moduleGraph } = server.environments.client;
        for (const [id, module] of moduleGraph.idToModuleMap) if (id.startsWith(`\0${FORM_VALIDATORS_MODULE}`)) moduleGraph.invalidateModule(module);
      };
      for (const event of ['add', 'change', 'unlink']) server.watcher.on(event, recompile);
    },
  };
}
