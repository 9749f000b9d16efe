// API-contract rules: every source a manifest names exists in the API's OpenAPI document with that
// method, columns/fields exist in the response, filters are accepted with the API's type, format and
// codes, fixed filters hold values the API accepts, a filter without an index is a warning, and
// sortable columns are sortable on the server. The document is the committed snapshot openapi/vtlog-api.json (kept fresh
// by an API test), so this check stays a fast plain-Node script.
import { Ajv } from 'ajv';
import { addApiFormats } from '../../src/server/http/validator-compilers.ts';
import { filterFormsOf } from '../api-contract/filter-constraints.mjs';
import {
  hasPath,
  indexOperations,
  inlineRefs,
  operationKey,
  recordOf,
  refResolver,
  requestSchemaOf,
  responseSchemaOf,
  sortableFields,
} from '../api-contract/openapi-index.mjs';
import { OPERATOR_SEPARATOR } from '../../src/shared/list/filter-name.mjs';
import { patternMessages } from './schema-rules.mjs';
import { didYouMean } from './suggest.mjs';
import { isApiSource, objects } from './walk.mjs';

export function checkContract(report, manifests, openapi) {
  const operations = indexOperations(openapi);
  const resolve = refResolver(openapi);
  for (const page of manifests.pages.filter((p) => p.valid)) {
    for (const [value, pointer] of objects(page.data)) {
      if (!isApiSource(value)) continue;
      const operation = operations.get(operationKey(value.method, value.path));
      if (!operation) {
        report.add(page, `${pointer}/path`, `a API não tem ${value.method} ${value.path} (openapi/vtlog-api.json)`);
        continue;
      }
      checkSourceUse(report, page, pointer, value, operation, resolve);
      const body = bodyFormOf(page.data, pointer);
      const request = requestSchemaOf(operation, resolve);
      if (body && request) {
        checkFormAgainstApi(report, page, `${body.pointer}/schema`, body.form.schema, request, resolve, `no corpo de ${value.method} ${value.path}`);
        checkRequiredSent(report, page, body, value, request);
      }
      checkKeysField(report, page, pointer, value, request);
    }
    for (const { filters, pointer, source } of filterFormsOf(page.data)) {
      const request = requestSchemaOf(operations.get(operationKey(source.method, source.path)), resolve);
      if (request) checkFilterForm(report, page, pointer, filters, resolve(request.properties?.filters), resolve);
    }
  }
}

/** The source's place in the page (pointer) tells what its response must carry. */
function checkSourceUse(report, page, pointer, source, operation, resolve) {
  const response = responseSchemaOf(operation, resolve);
  const request = requestSchemaOf(operation, resolve);
  const data = page.data;
  const owner = pointer === '/source' ? data : objectAt(data, pointer.replace(/\/source$/, ''));
  if (!owner || !response) return;
  const isPaged = source.paging === 'body';
  const record = recordOf(response, source, resolve);

  const displays = [
    ...(owner.columns ?? []).map((c, i) => [c, `${pointer.replace(/\/source$/, '')}/columns/${i}/field`]),
    ...(pointer === '/source' ? sectionFields(data) : []),
    ...(pointer === '/source' ? listSelectionFields(data) : []),
    ...(pointer === '/form/submit' ? resultFields(data.form) : []),
  ];
  for (const [display, at] of displays) {
    if (!hasPath(record, display.field, resolve)) {
      report.add(page, at, `o campo "${display.field}" não existe na resposta de ${source.method} ${source.path}`);
    }
  }
  if (pointer === '/source' && isPaged) checkListRequest(report, page, request, resolve);
  if (owner.value && owner.label && pointer.endsWith('/source')) {
    // A lookup's label is a field or a {field} template; `dependsOn` names item fields too.
    const lookupFields = [
      ['value', owner.value],
      ...lookupLabelFields(owner.label).map((field) => ['label', field]),
      ...Object.keys(owner.dependsOn ?? {}).map((field) => [`dependsOn/${field.replace(/~/g, '~0').replace(/\//g, '~1')}`, field]),
    ];
    for (const [key, field] of lookupFields) {
      if (!hasPath(record, field, resolve)) {
        report.add(page, `${pointer.replace(/\/source$/, '')}/${key}`, `o campo "${field}" não existe na resposta de ${source.method} ${source.path}`);
      }
    }
  }
}

/** The item fields a lookup's label shows: the field it names, or each {field} of its template. */
function lookupLabelFields(label) {
  return label.includes('{') ? [...label.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]) : [label];
}

function sectionFields(data) {
  return (data.sections ?? []).flatMap((section, i) => [
    ...(section.fields ?? []).map((f, j) => [f, `/sections/${i}/fields/${j}/field`]),
    // A misspelt field would read as always missing: the section would never show its values.
    ...(section.missing ? [[{ field: section.missing.field }, `/sections/${i}/missing/field`]] : []),
  ]);
}

/** A list page's selection keys its rows by `rowKey`: a field of the list's items (its `selectableWhen` is judged with the row conditions, placeholder-rules.mjs). */
function listSelectionFields(data) {
  return typeof data.rowKey === 'string' ? [[{ field: data.rowKey }, '/rowKey']] : [];
}

/** A form's result table shows the submit's answer: its columns, row key and selectable flag must be in it. */
function resultFields(form) {
  const result = form?.result;
  if (!result) return [];
  return [
    ...result.columns.map((c, i) => [c, `/form/result/columns/${i}/field`]),
    [{ field: result.rowKey }, '/form/result/rowKey'],
    ...(result.selectableWhen ? [[{ field: result.selectableWhen }, '/form/result/selectableWhen']] : []),
  ];
}

/** A filter form against the list request it feeds: fields, types and codes, fixed values, indexes. */
function checkFilterForm(report, page, pointer, form, filtersSchema, resolve) {
  const accepted = filtersSchema?.properties ?? {};
  const unknown = (field, what) => unknownFilter(field, what, accepted, resolve);
  for (const [field, schema] of Object.entries(form.schema?.properties ?? {})) {
    const at = `${pointer}/schema/properties/${field}`;
    if (!(field in accepted)) {
      report.add(page, at, unknown(field, 'filtro'));
      continue;
    }
    checkFormAgainstApi(report, page, at, schema, resolve(accepted[field]), resolve, 'neste filtro');
    if (!Object.hasOwn(form.fixed ?? {}, field)) warnUnindexed(report, page, at, field, accepted[field]);
  }
  for (const [field, value] of Object.entries(form.fixed ?? {})) {
    const at = `${pointer}/fixed/${field}`;
    if (!(field in accepted)) {
      report.add(page, at, unknown(field, 'filtro fixo'));
      continue;
    }
    const message = invalidValue(resolve(accepted[field]), value);
    if (message) report.add(page, at, `o filtro fixo "${field}" seria recusado pela API: ${message}`);
    warnUnindexed(report, page, at, field, accepted[field]);
  }
}

/**
 * Why a filter name is unknown: a field's operator it lacks (its filters listed), or no such field
 * (the filters of every field listed, the closest name suggested).
 */
function unknownFilter(name, what, accepted, resolve) {
  const names = Object.keys(accepted);
  const [field, operator] = name.split(OPERATOR_SEPARATOR);
  const ofField = names.filter((n) => resolve(accepted[n])?.['x-field'] === field);
  if (operator !== undefined && ofField.length > 0) {
    const operators = ofField.map((n) => `${n} (${resolve(accepted[n])['x-operator']})`);
    return `a API não aceita o ${what} "${name}": o campo "${field}" não tem o operador "${operator}"${didYouMean(name, ofField)} (filtros do campo: ${operators.join(', ')})`;
  }
  const bare = names.filter((n) => !n.includes(OPERATOR_SEPARATOR));
  const withOperator =
    names.length > bare.length
      ? `; e <campo>${OPERATOR_SEPARATOR}<operador> conforme o tipo do campo, ex.: ${names.find((n) => n.includes(OPERATOR_SEPARATOR))}`
      : '';
  return `a API não aceita o ${what} "${name}"${didYouMean(name, names)} (filtros aceitos: ${bare.join(', ')}${withOperator})`;
}

function checkListRequest(report, page, request, resolve) {
  if (page.data.source?.body?.filters !== undefined) {
    report.add(page, '/source/body/filters', 'numa lista, filtros fixos vão em "filters.fixed" (validados contra a API e sempre enviados)');
  }
  const sortable = sortableFields(request, resolve);
  const notSortable = (field) => `a API não ordena por "${field}"${didYouMean(field, sortable)} (ordenações aceitas: ${[...sortable].join(', ')})`;
  (page.data.columns ?? []).forEach((column, i) => {
    if (column.sortable && !sortable.has(column.field)) report.add(page, `/columns/${i}/sortable`, notSortable(column.field));
  });
  (page.data.defaultSort ?? []).forEach((sort, i) => {
    if (!sortable.has(sort.field)) report.add(page, `/defaultSort/${i}/field`, notSortable(sort.field));
  });
}

const jsonTypes = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);

/**
 * The form states a filter's title, widget and what is stricter; the API's lengths, pattern and
 * bounds are merged in at build time (api-contract/filter-constraints.mjs). What cannot be merged
 * must agree: the value's type and format, the codes the form offers (enum, const, oneOf/anyOf
 * options) and, for an object, its fields. The same holds for a form whose values are a call's body
 * (a row action's dialog, a form page): `where` says which ("neste filtro", "no corpo de PUT /x").
 */
function checkFormAgainstApi(report, page, at, form, api, resolve, where) {
  if (!form || !api) return;
  // A type that is no JSON Schema type ("str") is reported by the schema rules, once.
  if (jsonTypes.has(form.type) && api.type !== undefined && form.type !== api.type) {
    report.add(page, `${at}/type`, `a API espera o tipo "${api.type}" ${where}, não "${form.type}"`);
    return;
  }
  if (form.format !== undefined && api.format !== undefined && form.format !== api.format) {
    report.add(page, `${at}/format`, `a API espera o formato "${api.format}" ${where}, não "${form.format}"`);
  }
  const apiValue = inlineRefs(api, resolve);
  for (const [code, codeAt] of offeredCodes(form, at)) {
    const message = invalidValue(apiValue, code);
    if (message) report.add(page, codeAt, `a API recusaria ${JSON.stringify(code)} ${where}: ${message}`);
  }
  if (form.items && api.items) checkFormAgainstApi(report, page, `${at}/items`, form.items, resolve(api.items), resolve, where);
  for (const [name, schema] of Object.entries(form.properties ?? {})) {
    const apiProperty = resolve(api.properties?.[name]);
    if (api.properties && !apiProperty)
      report.add(page, `${at}/properties/${name}`, `a API não aceita "${name}" ${where}; aceita: ${Object.keys(api.properties).join(', ')}`);
    else checkFormAgainstApi(report, page, `${at}/properties/${name}`, schema, apiProperty, resolve, where);
  }
}

/** The codes a form field offers, each with its pointer: `enum` items, a `const`, the `const` of each oneOf/anyOf option. */
function offeredCodes(form, at) {
  const codes = (form.enum ?? []).map((code, i) => [code, `${at}/enum/${i}`]);
  if (form.const !== undefined) codes.push([form.const, `${at}/const`]);
  for (const keyword of ['oneOf', 'anyOf']) {
    (form[keyword] ?? []).forEach((option, i) => option?.const !== undefined && codes.push([option.const, `${at}/${keyword}/${i}/const`]));
  }
  return codes;
}

/** A field the API requires that neither the form, the selected keys nor the call's fixed body sends: a 400 on every send. */
function checkRequiredSent(report, page, body, source, request) {
  const sent = new Set([...Object.keys(body.form.schema.properties ?? {}), ...Object.keys(source.body ?? {}), ...(body.keysField ? [body.keysField] : [])]);
  const missing = (request.required ?? []).filter((name) => !sent.has(name));
  if (missing.length > 0)
    report.add(
      page,
      `${body.pointer}/schema`,
      `${source.method} ${source.path} exige ${missing.map((n) => `"${n}"`).join(', ')} no corpo, que o formulário não envia: todo envio receberia 400`,
    );
}

/** A selection action sends the selected rows' keys in `keysField`: a field the API's body has. */
function checkKeysField(report, page, pointer, source, request) {
  const at = pointer.replace(/\/source$/, '');
  const action = pointer.endsWith('/source') ? objectAt(page.data, at) : undefined;
  if (typeof action?.keysField !== 'string' || !request?.properties || Object.hasOwn(request.properties, action.keysField)) return;
  const names = Object.keys(request.properties);
  report.add(
    page,
    `${at}/keysField`,
    `${source.method} ${source.path} não tem o campo "${action.keysField}" no corpo${didYouMean(action.keysField, names)} (campos: ${names.join(', ')})`,
  );
}

/** The form whose values a call at `pointer` sends as its body: a row action's dialog, a form page's form. */
function bodyFormOf(data, pointer) {
  if (pointer === '/form/submit') return data.form?.schema ? { form: data.form, pointer: '/form' } : undefined;
  const owner = pointer.endsWith('/source') ? objectAt(data, pointer.replace(/\/source$/, '')) : undefined;
  return owner?.form?.schema && owner.source
    ? { form: owner.form, pointer: `${pointer.replace(/\/source$/, '')}/form`, keysField: owner.keysField }
    : undefined;
}

/** A filter no index serves still works; the analyst learns what it costs (a warning, not a failure). */
function warnUnindexed(report, page, at, field, apiSchema) {
  const cost = apiSchema?.['x-unindexed'];
  if (cost) report.warn(page, at, `o filtro "${field}" não tem índice na API: ${cost}`);
}

const valueAjv = new Ajv({ allErrors: false, strict: false });
addApiFormats(valueAjv);

/** Why the API refuses `value` for a filter of this schema (pt-BR), or undefined when it accepts it. */
function invalidValue(schema, value) {
  const validate = valueAjv.compile(schema);
  if (validate(value)) return undefined;
  const [error] = validate.errors ?? [];
  const where = error.instancePath ? `${error.instancePath} ` : '';
  return `${where}${valueErrorMessage(error)}`;
}

function valueErrorMessage({ keyword, params, message }) {
  switch (keyword) {
    case 'enum':
      return `deve ser um de: ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'type':
      return `deve ser do tipo ${params.type}`;
    case 'pattern':
      return patternMessages[params.pattern]?.expected ?? 'não tem o formato que a API aceita';
    case 'format':
      return `deve estar no formato ${params.format}`;
    case 'minLength':
    case 'minItems':
    case 'minimum':
      return `deve ter no mínimo ${params.limit}`;
    case 'maxLength':
    case 'maxItems':
    case 'maximum':
      return `deve ter no máximo ${params.limit}`;
    case 'additionalProperties':
      return `propriedade desconhecida "${params.additionalProperty}"`;
    default:
      return message ?? keyword;
  }
}

function objectAt(data, pointer) {
  return pointer
    .split('/')
    .filter(Boolean)
    .reduce((node, part) => node?.[part], data);
}
