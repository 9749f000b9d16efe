// Rules on the forms of a page (list filters, form pages, row-action dialogs): the embedded JSON
// Schema itself, the widget names of its uiSchema and the field names its other maps are keyed by.
// A mistake here passes RJSF silently (an unknown keyword is ignored, so its limit disappears) or
// breaks the page only in the browser (an unknown widget throws), so the checker catches it first.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import getWidget from '@rjsf/utils/lib/getWidget.js';
import createRjsfAjv from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import coreWidgets from '@rjsf/core/lib/components/widgets/index.js';
import { forms } from './walk.mjs';
import { didYouMean } from './suggest.mjs';

/** Keywords holding a map of schemas, one schema, or a list of schemas (JSON Schema 2020-12 applicators). */
const schemaMaps = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];
const schemaValues = ['items', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'contentSchema'];
const schemaLists = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Maps of a form keyed by its field names (uiSchema is checked with its widgets). */
const fieldKeyedMaps = ['permissions', 'lookups', 'defaults', 'initialValues'];

/** What the forms' validator understands: the Ajv instance RJSF builds for them (the build precompiles with it). */
function formValidatorVocabulary() {
  const ajv = createRjsfAjv();
  const keywords = Object.keys(ajv.RULES.keywords).filter((k) => !k.startsWith('__'));
  return { keywords: new Set(keywords), formats: Object.keys(ajv.formats) };
}

/** @param {{ widgetNamesFile: string }} options */
export function createFormRules({ widgetNamesFile }) {
  const metaAjv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(metaAjv);
  const vocabulary = formValidatorVocabulary();
  const genericWidgets = JSON.parse(readFileSync(widgetNamesFile, 'utf8'));
  const registry = Object.fromEntries([...Object.keys(coreWidgets()), ...genericWidgets].map((name) => [name, () => null]));
  const widgetExists = (schema, name) => {
    try {
      getWidget(schema ?? {}, name, registry);
      return true;
    } catch {
      return false;
    }
  };
  return {
    check(report, page) {
      for (const [form, pointer] of forms(page.data)) {
        checkEmbeddedSchema(report, page, form.schema, `${pointer}/schema`, metaAjv, vocabulary);
        checkFieldKeys(report, page, form, pointer);
        checkUiSchema(report, page, form.uiSchema, `${pointer}/uiSchema`, form.schema, { widgetExists, genericWidgets });
      }
    },
  };
}

function checkEmbeddedSchema(report, page, schema, pointer, metaAjv, vocabulary) {
  if (!metaAjv.validateSchema(schema)) {
    const errors = (metaAjv.errors ?? []).filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf');
    // One message per place: the deepest error, the first reported there.
    const reported = new Set();
    for (const error of errors) {
      const at = error.instancePath;
      if (reported.has(at) || errors.some((other) => other.instancePath.startsWith(`${at}/`))) continue;
      reported.add(at);
      report.add(page, `${pointer}${at}`, metaMessage(error, schema));
    }
  }
  for (const [node, at] of subschemas(schema, pointer)) {
    for (const key of Object.keys(node)) {
      if (!vocabulary.keywords.has(key)) {
        report.add(page, at, `palavra-chave "${key}" desconhecida do validador dos formulários (seria ignorada em silêncio)${didYouMean(key, vocabulary.keywords)}`, key);
      }
    }
    if (typeof node.format === 'string' && !vocabulary.formats.includes(node.format)) {
      report.add(page, `${at}/format`, `formato "${node.format}" não existe no JSON Schema${didYouMean(node.format, vocabulary.formats)} (formatos: ${vocabulary.formats.join(', ')})`);
    }
  }
}

function metaMessage(error, schema) {
  const value = error.instancePath
    .split('/')
    .slice(1)
    .reduce((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], schema);
  if (error.keyword === 'enum') {
    const allowed = error.params.allowedValues;
    return `${JSON.stringify(value)} não é válido aqui${didYouMean(value, allowed)} (valores: ${allowed.join(', ')})`;
  }
  if (error.keyword === 'type') return `deve ser do tipo ${error.params.type}`;
  return `JSON Schema inválido: ${error.keyword}`;
}

/** Every schema object inside `schema` (itself included) with its pointer. */
function* subschemas(schema, pointer) {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return;
  yield [schema, pointer];
  for (const key of schemaMaps) {
    for (const [name, child] of Object.entries(schema[key] ?? {})) yield* subschemas(child, `${pointer}/${key}/${escape(name)}`);
  }
  for (const key of schemaValues) yield* subschemas(schema[key], `${pointer}/${key}`);
  for (const key of schemaLists) {
    if (Array.isArray(schema[key])) for (const [i, child] of schema[key].entries()) yield* subschemas(child, `${pointer}/${key}/${i}`);
  }
}

const escape = (name) => name.replace(/~/g, '~0').replace(/\//g, '~1');

function checkFieldKeys(report, page, form, pointer) {
  const fields = Object.keys(form.schema.properties ?? {});
  for (const map of fieldKeyedMaps) {
    for (const key of Object.keys(form[map] ?? {})) {
      if (!fields.includes(key)) report.add(page, `${pointer}/${map}`, unknownFieldMessage(key, fields), key);
    }
  }
  // A lookup narrowed by another field names that field of the same form.
  for (const [field, lookup] of Object.entries(form.lookups ?? {})) {
    for (const [itemField, formField] of Object.entries(lookup?.dependsOn ?? {})) {
      if (formField === field) report.add(page, `${pointer}/lookups/${escape(field)}/dependsOn/${escape(itemField)}`, `"${field}" não pode depender de si mesmo`);
      else if (!fields.includes(formField)) report.add(page, `${pointer}/lookups/${escape(field)}/dependsOn/${escape(itemField)}`, unknownFieldMessage(formField, fields));
    }
  }
}

function unknownFieldMessage(key, fields) {
  return `"${key}" não é campo do formulário${didYouMean(key, fields)} (campos: ${fields.join(', ')})`;
}

/** Widgets by name, and keys naming fields, at every level of a uiSchema (objects by property, arrays by items). */
function checkUiSchema(report, page, ui, pointer, schema, context) {
  if (ui === null || typeof ui !== 'object' || Array.isArray(ui)) return;
  const fields = Object.keys(schema?.properties ?? {});
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:widget' && typeof value === 'string' && !context.widgetExists(schema, value)) {
      const known = [...context.genericWidgets, ...builtInWidgetAliases(schema, context.widgetExists)];
      report.add(page, `${pointer}/ui:widget`, `widget "${value}" não existe para o tipo ${JSON.stringify(schema?.type ?? 'object')}${didYouMean(value, known)} (widgets: ${known.join(', ')})`);
    } else if (key === 'items') {
      checkUiSchema(report, page, value, `${pointer}/items`, schema?.items, context);
    } else if (!key.startsWith('ui:')) {
      if (schema?.properties && !fields.includes(key)) report.add(page, pointer, unknownFieldMessage(key, fields), key);
      checkUiSchema(report, page, value, `${pointer}/${escape(key)}`, schema?.properties?.[key], context);
    }
  }
}

/** RJSF's own widget names (each valid for some field types), offered as suggestions and completions. */
export const rjsfWidgetAliases = ['text', 'textarea', 'password', 'email', 'uri', 'radio', 'select', 'checkbox', 'checkboxes', 'hidden', 'date', 'datetime', 'time', 'color', 'file', 'updown', 'range'];

/** RJSF's own widget names valid for this schema's type. */
function builtInWidgetAliases(schema, widgetExists) {
  return rjsfWidgetAliases.filter((name) => widgetExists(schema, name));
}
