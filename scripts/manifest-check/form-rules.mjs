// Rules on the forms of a page (list filters, form pages, row-action dialogs): the embedded JSON
// Schema itself, the widget names of its uiSchema, the field names its other maps are keyed by, the
// order its uiSchema gives the fields, and its initial values (form-values.mjs). A mistake here passes
// RJSF silently (an unknown keyword is ignored, so its limit disappears) or breaks the page only in the
// browser (an unknown widget throws; an incomplete ui:order replaces the whole form by an error), so
// the checker catches it first.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import getWidget from '@rjsf/utils/lib/getWidget.js';
import createRjsfAjv from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import coreWidgets from '@rjsf/core/lib/components/widgets/index.js';
import { forms } from './walk.mjs';
import { didYouMean } from './suggest.mjs';
import { createInitialValueRules, subschemas } from './form-values.mjs';
import { escapePointerSegment as escape } from './load.mjs';

/** Maps of a form keyed by its field names (uiSchema is checked with its widgets). */
const fieldKeyedMaps = ['permissions', 'lookups', 'defaults', 'initialValues'];

/** What the forms' validator understands: the Ajv instance RJSF builds for them (the build precompiles with it). */
function formValidatorVocabulary(ajv) {
  const keywords = Object.keys(ajv.RULES.keywords).filter((k) => !k.startsWith('__'));
  return { keywords: new Set(keywords), formats: Object.keys(ajv.formats) };
}

/**
 * @param {{ widgetNamesFile: string, openapi?: object }} options
 *   openapi: the API's document; without it initial values are judged by the forms' schemas only.
 */
export function createFormRules({ widgetNamesFile, openapi }) {
  const metaAjv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(metaAjv);
  const formAjv = createRjsfAjv();
  const vocabulary = formValidatorVocabulary(formAjv);
  const initialValues = createInitialValueRules({ formAjv, openapi });
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
        checkUiSchema(report, page, form.uiSchema, `${pointer}/uiSchema`, form.schema, { widgetExists, genericWidgets, registry }, 'o formulário inteiro');
      }
      initialValues.check(report, page);
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
        report.add(
          page,
          at,
          `palavra-chave "${key}" desconhecida do validador dos formulários (seria ignorada em silêncio)${didYouMean(key, vocabulary.keywords)}`,
          key,
        );
      }
    }
    if (typeof node.format === 'string' && !vocabulary.formats.includes(node.format)) {
      report.add(
        page,
        `${at}/format`,
        `formato "${node.format}" não existe no JSON Schema${didYouMean(node.format, vocabulary.formats)} (formatos: ${vocabulary.formats.join(', ')})`,
      );
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

function checkFieldKeys(report, page, form, pointer) {
  const fields = Object.keys(form.schema.properties ?? {});
  for (const map of fieldKeyedMaps) {
    for (const key of Object.keys(form[map] ?? {})) {
      if (!fields.includes(key)) report.add(page, `${pointer}/${map}`, unknownFieldMessage(key, fields), key);
    }
  }
  // The lookup widget draws the options its field's `lookups` entry loads: without one it has none.
  for (const [field, ui] of Object.entries(form.uiSchema ?? {})) {
    if (ui?.['ui:widget'] === 'lookup' && fields.includes(field) && !Object.hasOwn(form.lookups ?? {}, field)) {
      report.add(
        page,
        `${pointer}/uiSchema/${escape(field)}/ui:widget`,
        `o widget "lookup" de "${field}" não teria opções: falta "lookups": { "${field}": { "source": …, "value": …, "label": … } }`,
      );
    }
  }
  // A lookup narrowed by another field names that field of the same form.
  for (const [field, lookup] of Object.entries(form.lookups ?? {})) {
    for (const [itemField, formField] of Object.entries(lookup?.dependsOn ?? {})) {
      if (formField === field)
        report.add(page, `${pointer}/lookups/${escape(field)}/dependsOn/${escape(itemField)}`, `"${field}" não pode depender de si mesmo`);
      else if (!fields.includes(formField))
        report.add(page, `${pointer}/lookups/${escape(field)}/dependsOn/${escape(itemField)}`, unknownFieldMessage(formField, fields));
    }
  }
}

function unknownFieldMessage(key, fields) {
  return `"${key}" não é campo do formulário${didYouMean(key, fields)} (campos: ${fields.join(', ')})`;
}

/**
 * Widgets by name, and keys naming fields, at every level of a uiSchema (objects by property, arrays by
 * items); `level` 0 is the form, whose `ui:options.more` alone folds fields away.
 */
function checkUiSchema(report, page, ui, pointer, schema, context, drawn, level = 0) {
  if (ui === null || typeof ui !== 'object' || Array.isArray(ui)) return;
  const fields = Object.keys(schema?.properties ?? {});
  // An object drawn by a widget of the renderer (dateRange) has no field order (object-widget-field.tsx).
  const byWidget = typeof ui['ui:widget'] === 'string' && Object.hasOwn(context.registry, ui['ui:widget']);
  if (!byWidget) checkOrder(report, page, ui, pointer, schema, drawn);
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:widget' && typeof value === 'string' && !context.widgetExists(schema, value)) {
      const known = [...context.genericWidgets, ...builtInWidgetAliases(schema, context.widgetExists)];
      report.add(
        page,
        `${pointer}/ui:widget`,
        `widget "${value}" não existe para o tipo ${JSON.stringify(schema?.type ?? 'object')}${didYouMean(value, known)} (widgets: ${known.join(', ')})`,
      );
    } else if (key === 'ui:options') {
      checkOptions(report, page, value, `${pointer}/ui:options`, level, schema);
    } else if (key === 'items') {
      checkUiSchema(report, page, value, `${pointer}/items`, schema?.items, context, drawn.replace(/^o campo /, 'cada item de '), level + 1);
    } else if (!key.startsWith('ui:')) {
      if (schema?.properties && !fields.includes(key)) report.add(page, pointer, unknownFieldMessage(key, fields), key);
      checkUiSchema(report, page, value, `${pointer}/${escape(key)}`, schema?.properties?.[key], context, `o campo "${key}"`, level + 1);
    }
  }
}

function checkOptions(report, page, options, pointer, level, schema) {
  if (options?.span !== undefined && !validSpan(options.span)) {
    report.add(page, `${pointer}/span`, `"span" conta colunas de uma grade de 12: um inteiro de 1 a 12, ou um por tamanho de tela ({ "base": 12, "sm": 6 })`);
  }
  if (options?.more === undefined) return;
  // The grid folds the form's own fields (grid-object-template.tsx); anywhere else RJSF would hand
  // `more` to the widget, which writes it onto the page as an unknown attribute.
  if (level > 0) {
    report.add(page, `${pointer}/more`, '"more" vale só nas ui:options do formulário inteiro (uiSchema["ui:options"].more): liste ali os campos a recolher');
    return;
  }
  if (!Array.isArray(options.more) || !isObjectSchema(schema)) return;
  const fields = drawnProperties(schema);
  options.more.forEach((name, i) => {
    if (typeof name === 'string' && !fields.includes(name)) report.add(page, `${pointer}/more/${i}`, unknownFieldMessage(name, fields));
  });
  if (fields.length > 0 && fields.every((field) => options.more.includes(field)))
    report.add(
      page,
      `${pointer}/more`,
      'todos os campos estão em "more": o formulário abriria vazio, só com o botão que mostra os recolhidos; deixe ao menos um fora',
    );
}

/** A grid span (grid-object-template.tsx): columns of 12, one number or one per breakpoint. */
function validSpan(span) {
  const one = (n) => Number.isInteger(n) && n >= 1 && n <= 12;
  return one(span) || (span !== null && typeof span === 'object' && !Array.isArray(span) && Object.values(span).every(one));
}

/**
 * A uiSchema's field order, judged as RJSF's orderProperties judges it when it draws the object: with
 * no "*" every field must be listed, and "*" may appear once, or RJSF replaces the object (`drawn`:
 * the whole form, or one field of it) by an English error and a dump of its schema. A name that is
 * no field is silently dropped by RJSF (the field it meant is then missing) and a repeated one draws
 * its field twice, so both are errors too. The list may be `ui:order` or `ui:options.order` (RJSF
 * reads both).
 */
function checkOrder(report, page, ui, pointer, schema, drawn) {
  const lists = [
    ['ui:order', ui['ui:order'], `${pointer}/ui:order`],
    ['ui:options.order', ui['ui:options']?.order, `${pointer}/ui:options/order`],
  ].filter(([, order]) => order !== undefined);
  if (lists.length === 0 || !isObjectSchema(schema)) return;
  const fields = drawnProperties(schema);
  const breaks = `o RJSF trocaria ${drawn} por um erro em inglês`;
  for (const [name, order, at] of lists) {
    if (!Array.isArray(order)) {
      report.add(page, at, `${name} deve ser uma lista com os nomes dos campos (campos: ${fields.join(', ')}); o RJSF ignora qualquer outro valor`);
      continue;
    }
    const seen = new Map();
    const unknown = [];
    order.forEach((entry, i) => {
      if (typeof entry !== 'string') {
        report.add(page, `${at}/${i}`, `deve ser o nome de um campo, entre aspas, ou "*" (campos: ${fields.join(', ')})`);
      } else if (seen.has(entry)) {
        const what = entry === '*' ? `"*" repetido: ${breaks}` : `"${entry}" repetido: o campo seria desenhado duas vezes`;
        report.add(page, `${at}/${i}`, `${what} (também no item ${seen.get(entry)}); deixe um só`);
      } else {
        seen.set(entry, i);
        if (entry !== '*' && !fields.includes(entry)) {
          unknown.push(entry);
          report.add(page, `${at}/${i}`, unknownFieldMessage(entry, fields));
        }
      }
    });
    if (seen.has('*')) continue;
    // A field a misspelt entry meant is told there ("você quis dizer"), not again as missing.
    const missing = fields.filter((field) => !seen.has(field) && !unknown.some((entry) => didYouMean(entry, [field]) !== ''));
    if (missing.length > 0) {
      const one = missing.length === 1;
      report.add(
        page,
        at,
        `${one ? 'falta o campo' : 'faltam os campos'} ${missing.map((f) => `"${f}"`).join(', ')} na ordem: ${breaks}; ${one ? 'inclua-o' : 'inclua-os'} onde ${one ? 'deve' : 'devem'} aparecer, ou "*" no lugar dos campos não listados`,
      );
    }
  }
}

function isObjectSchema(schema) {
  return schema !== null && typeof schema === 'object' && (schema.type === 'object' || (schema.type === undefined && schema.properties !== undefined));
}

/**
 * The properties RJSF may draw for an object schema: its own, those allOf merges in, and those a
 * condition (if/then/else, dependentSchemas, dependencies) adds for some values.
 */
function drawnProperties(schema, depth = 0) {
  if (schema === null || typeof schema !== 'object' || depth > 10) return [];
  const conditional = [
    schema.then,
    schema.else,
    ...Object.values(schema.dependentSchemas ?? {}),
    ...Object.values(schema.dependencies ?? {}).filter((d) => !Array.isArray(d)),
  ];
  const names = [...Object.keys(schema.properties ?? {}), ...[...(schema.allOf ?? []), ...conditional].flatMap((s) => drawnProperties(s, depth + 1))];
  return [...new Set(names)];
}

/** RJSF's own widget names (each valid for some field types), offered as suggestions and completions. */
export const rjsfWidgetAliases = [
  'text',
  'textarea',
  'password',
  'email',
  'uri',
  'radio',
  'select',
  'checkbox',
  'checkboxes',
  'hidden',
  'date',
  'datetime',
  'time',
  'color',
  'file',
  'updown',
  'range',
];

/** RJSF's own widget names valid for this schema's type. */
function builtInWidgetAliases(schema, widgetExists) {
  return rjsfWidgetAliases.filter((name) => widgetExists(schema, name));
}
