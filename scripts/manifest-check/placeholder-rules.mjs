// Placeholders, row actions and bodies typed by their position against the API contract (issue #32).
// Each `{name}` a page writes is filled by the renderer from what its position is filled from
// (src/web/renderer: placeholders.ts, source-call.ts and their callers): the route's parameters, the
// record or row a value belongs to (a field of the API's answer, dot paths reach nested fields), or a
// few fixed names ({date} in file names, {count} in selection dialogs, {clientTimeZone} in form
// downloads). A name filled from nothing leaves a call unmade (CONFIRMAR does nothing), a link
// unbuilt or a title at "…" for ever, so every name is checked where it sits. A row action's
// `showWhen` must name codes its field can hold, and a fixed `body` must be one the API accepts.
import Ajv2020 from 'ajv/dist/2020.js';
import { addApiFormats } from '../../src/server/http/validator-compilers.ts';
import {
  arrayItem,
  branches,
  fieldSchemas,
  indexOperations,
  inlineRefs,
  itemsOf,
  operationKey,
  propertyNames,
  recordOf,
  refResolver,
  responseSchemaOf,
} from '../api-contract/openapi-index.mjs';
import { escapePointerSegment as escape } from './load.mjs';
import { objects } from './walk.mjs';
import { didYouMean } from './suggest.mjs';

/** What the renderer takes as a placeholder (placeholders.ts): a field name or a dot path. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export function checkPlaceholders(report, manifests, openapi) {
  const ctx = context(manifests, openapi);
  const uses = manifests.pages.filter((p) => p.valid).flatMap((page) => [...templateUses(page, ctx)].map((use) => ({ ...use, page: use.page ?? page })));
  // The list's own checks first: a row action shown on a details page (rowActionsOf) is reported
  // for that page only where it fails there and not already on the list.
  const seen = new Set();
  for (const use of [...uses.filter((u) => !u.prefix), ...uses.filter((u) => u.prefix)]) {
    for (const problem of problemsOf(use, ctx)) {
      const id = `${use.page.relative}\0${problem.pointer ?? use.at}\0${problem.subject}`;
      if (use.prefix && seen.has(id)) continue;
      seen.add(id);
      report.add(use.page, problem.pointer ?? use.at, `${use.prefix ?? ''}${problem.message}`, problem.key);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Where a page fills placeholders, and from what: one entry per position the renderer fills.
// A position's providers are what it is filled from, in the renderer's order: the route's
// parameters, a record (an API answer's record; schema undefined when unknown: every name is
// accepted) or fixed names.

const params = (page) => ({ kind: 'params', route: page.data.path, names: routeParams(page.data.path) });
const fileDate = { kind: 'names', values: { date: { sample: '2025-01-31', about: 'a data atual' } } };
const count = { kind: 'names', values: { count: { sample: 3, about: 'o número de linhas selecionadas' } } };
const timeZone = { kind: 'names', values: { clientTimeZone: { sample: 'America/Sao_Paulo', about: 'o fuso do navegador' } } };

/** A text with {placeholders}: `fill` is how a wrong one shows (text: as written, call or link: built wrong or not at all). */
const template = (at, text, providers, fill) => ({ kind: 'template', at, text: String(text), providers, fill });

function* templateUses(page, ctx) {
  const data = page.data;
  const route = [params(page)];
  const pageRecord = data.source ? ctx.recordOf(data.source) : undefined;
  // The frame fills the title and crumbs from the route and, on a details page, its record ("…" while it loads).
  const frame = data.kind === 'details' && pageRecord ? [...route, pageRecord] : route;
  yield template('/title', data.title, frame, 'text');
  for (const [crumb, i] of indexed(data.breadcrumb)) {
    yield template(`/breadcrumb/${i}/label`, crumb.label, frame, 'text');
    if (typeof crumb.to === 'string') yield template(`/breadcrumb/${i}/to`, crumb.to, route, 'link');
  }
  if (typeof data.notFound?.message === 'string') yield template('/notFound/message', data.notFound.message, route, 'text');
  if (data.source && (data.kind === 'list' || data.kind === 'details')) yield* sourceUses('/source', data.source, route);
  yield* lookupUses(data.filters?.lookups, '/filters/lookups');
  for (const [action, i] of indexed(data.actions)) {
    const at = `/actions/${i}`;
    if (typeof action.to === 'string') yield template(`${at}/to`, action.to, route, 'link');
    if (action.source) yield* sourceUses(`${at}/source`, action.source, route);
    if (typeof action.fileName === 'string') yield template(`${at}/fileName`, action.fileName, [fileDate], 'text');
    if (action.props) yield* deepUses(`${at}/props`, action.props, route);
  }
  for (const [card, i] of indexed(data.cards)) {
    if (typeof card.to === 'string') yield template(`/cards/${i}/to`, card.to, [], 'link');
    if (card.headline?.source) yield* sourceUses(`/cards/${i}/headline/source`, card.headline.source, []);
  }
  if (data.kind === 'custom' && data.props) yield* deepUses('/props', data.props, route);
  for (const [text, at] of fixedTexts(data)) yield template(at, text, [], 'text');

  if (data.kind === 'list' && pageRecord) {
    const row = [pageRecord, ...route];
    if (typeof data.rowLink?.to === 'string') yield template('/rowLink/to', data.rowLink.to, row, 'link');
    for (const [column, i] of indexed(data.columns))
      if (typeof column.link?.to === 'string') yield template(`/columns/${i}/link/to`, column.link.to, row, 'link');
    for (const [action, i] of indexed(data.rowActions)) yield* rowActionUses(action, `/rowActions/${i}`, pageRecord, route, enumsShown(data.columns, ctx));
    if (data.selectableWhen)
      yield { kind: 'showWhen', at: '/selectableWhen', showWhen: data.selectableWhen, row: pageRecord, enums: enumsShown(data.columns, ctx), selection: true };
  }
  if (data.kind === 'list') yield* selectionActionUses(data.selectionActions, '/selectionActions', route, ctx);
  if (data.kind === 'details' && pageRecord) yield* detailsUses(page, pageRecord, route, ctx);
  if (data.kind === 'form' && data.form) yield* formUses(data.form, route, ctx);
}

/** A call: its path (a name without a value and the call is not made), query values and fixed body. */
function* sourceUses(at, source, providers) {
  yield template(`${at}/path`, source.path, providers, 'call');
  for (const [key, value] of Object.entries(source.query ?? {}))
    if (typeof value === 'string') yield template(`${at}/query/${escape(key)}`, value, providers, 'call');
  if (source.body !== undefined) {
    yield* deepUses(`${at}/body`, source.body, providers);
    yield { kind: 'body', at, source, providers };
  }
}

/** Strings inside props and bodies (fillDeep): only `{name}`s are filled, other braces are text (a pattern's {17}). */
function* deepUses(at, value, providers) {
  for (const [text, pointer] of strings(value, at)) yield { ...template(pointer, text, providers, 'call'), deep: true };
}

/** Lookups are called with no placeholder source at all (use-source-query.ts useLookupQuery). */
function* lookupUses(lookups, at) {
  for (const [field, lookup] of Object.entries(lookups ?? {})) if (lookup?.source) yield* sourceUses(`${at}/${escape(field)}/source`, lookup.source, []);
}

/**
 * A row action is filled from its row: the call from the row then the route, the dialog texts
 * from the row only (row-action-call.ts). On a details page that shows a list's actions
 * (rowActionsOf) the row is the page's record: `prefix` says so.
 */
function* rowActionUses(action, at, row, route, enums, prefix) {
  const uses = [
    ...(action.source ? sourceUses(`${at}/source`, action.source, [row, ...route]) : []),
    ...['dialogTitle', 'message', 'successMessage']
      .filter((key) => typeof action[key] === 'string')
      .map((key) => template(`${at}/${key}`, action[key], [row], 'text')),
    ...lookupUses(action.form?.lookups, `${at}/form/lookups`),
    ...(action.showWhen ? [{ kind: 'showWhen', at: `${at}/showWhen`, showWhen: action.showWhen, row, enums }] : []),
    ...Object.entries(action.form?.initialValues ?? {}).map(([formField, path]) => ({
      kind: 'field',
      at: `${at}/form/initialValues/${escape(formField)}`,
      path,
      row,
    })),
  ];
  for (const use of uses) yield prefix ? { ...use, prefix } : use;
}

function* detailsUses(page, pageRecord, route, ctx) {
  const data = page.data;
  for (const [section, i] of indexed(data.sections)) {
    const at = `/sections/${i}`;
    // Values and their links: the record, then the route (details-section.tsx, value-view.tsx).
    for (const [field, j] of indexed(section.fields))
      if (typeof field.link?.to === 'string') yield template(`${at}/fields/${j}/link/to`, field.link.to, [pageRecord, ...route], 'link');
    if (section.source) {
      yield* sourceUses(`${at}/source`, section.source, [...route, pageRecord]);
      const related = [ctx.rowsOf(section.source), ...route, pageRecord];
      for (const [column, j] of indexed(section.columns))
        if (typeof column.link?.to === 'string') yield template(`${at}/columns/${j}/link/to`, column.link.to, related, 'link');
    }
    if (section.kind === 'custom' && section.props) yield* deepUses(`${at}/props`, section.props, [...route, pageRecord]);
  }
  const list = data.rowActionsOf === undefined ? undefined : ctx.listPages.get(data.rowActionsOf);
  if (!list) return;
  const fields = (data.sections ?? []).flatMap((s) => s.fields ?? []);
  const prefix = `na página de detalhes "${data.id}" (rowActionsOf, a linha é o registro de ${pageRecord.where}), `;
  for (const [action, i] of indexed(list.data.rowActions)) {
    for (const use of rowActionUses(action, `/rowActions/${i}`, pageRecord, route, enumsShown(fields, ctx), prefix)) yield { ...use, page: list };
  }
}

function* formUses(form, route, ctx) {
  if (form.load) yield* sourceUses('/form/load', form.load, route);
  if (form.submit) yield* sourceUses('/form/submit', form.submit, route);
  yield* lookupUses(form.lookups, '/form/lookups');
  if (typeof form.download?.fileName === 'string') yield template('/form/download/fileName', form.download.fileName, [fileDate], 'text');
  for (const [download, i] of indexed(form.downloads)) {
    if (download.source) yield* sourceUses(`/form/downloads/${i}/source`, download.source, [...route, timeZone]);
    if (typeof download.fileName === 'string') yield template(`/form/downloads/${i}/fileName`, download.fileName, [fileDate], 'text');
  }
  const upload = form.upload?.template;
  if (upload?.source) yield* sourceUses('/form/upload/template/source', upload.source, route);
  if (typeof upload?.fileName === 'string') yield template('/form/upload/template/fileName', upload.fileName, [fileDate], 'text');
  // Only an upload fills its success message (from the answer); another form shows it as written.
  if (typeof form.successMessage === 'string')
    yield template('/form/successMessage', form.successMessage, form.upload && form.submit ? [ctx.answerOf(form.submit)] : [], 'text');
  const result = form.result;
  if (!result || !form.submit) return;
  const row = [ctx.rowsOf(form.submit), ...route];
  for (const [column, i] of indexed(result.columns))
    if (typeof column.link?.to === 'string') yield template(`/form/result/columns/${i}/link/to`, column.link.to, row, 'link');
  yield* selectionActionUses(result.selectionActions, '/form/result/selectionActions', route, ctx);
}

/**
 * Selection actions (a list page's, a form result's) are filled from no row: the call from the
 * route, the dialog texts from {count}, the success message from the call's answer and {count}
 * (selection-actions.tsx).
 */
function* selectionActionUses(actions, at, route, ctx) {
  for (const [action, i] of indexed(actions)) {
    const actionAt = `${at}/${i}`;
    if (action.source) yield* sourceUses(`${actionAt}/source`, action.source, route);
    for (const key of ['dialogTitle', 'message']) if (typeof action[key] === 'string') yield template(`${actionAt}/${key}`, action[key], [count], 'text');
    if (typeof action.successMessage === 'string' && action.source)
      yield template(`${actionAt}/successMessage`, action.successMessage, [ctx.answerOf(action.source), count], 'text');
    yield* lookupUses(action.form?.lookups, `${actionAt}/form/lookups`);
  }
}

/** Texts shown as written: labels, empty texts, subtitles… (a {name} there is never filled). */
const fixedKeys = new Set(['label', 'subtitle', 'emptyText', 'description', 'text', 'welcome', 'actionLabel', 'submitLabel', 'failureMessage', 'suffix']);
/** Parts of a page whose texts belong to something else: form schemas (RJSF), components' props, lookups' label templates, the breadcrumb. */
const notFixed = new Set(['schema', 'uiSchema', 'props', 'sources', 'lookups', 'breadcrumb', 'body', 'query', 'fixed', 'defaults']);

function* fixedTexts(data) {
  for (const [node, pointer, segments] of objects(data)) {
    if (segments.some((s) => notFixed.has(s))) continue;
    for (const [key, value] of Object.entries(node)) {
      const fixed = fixedKeys.has(key) || (key === 'title' && /^\/(sections\/\d+|notFound)$/.test(pointer)) || (key === 'message' && pointer === '/error');
      if (fixed && typeof value === 'string' && tokens(value).length > 0) yield [value, `${pointer}/${escape(key)}`];
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The checks: each gives { message, pointer?, key?, subject } (subject: what failed, for the
// details pages' repeat of a list's row actions).

function problemsOf(use, ctx) {
  switch (use.kind) {
    case 'template':
      return templateProblems(use);
    case 'body':
      return bodyProblems(use, ctx);
    case 'showWhen':
      return showWhenProblems(use, ctx);
    case 'field':
      return use.row.schema && !hasField(use.row.schema, use.path, ctx.resolve)
        ? [
            {
              subject: use.path,
              message: `o campo "${use.path}" não existe na linha (resposta de ${use.row.where})${didYouMean(use.path, candidates(use.path, use.row))}: o campo do formulário abriria vazio (campos: ${fieldList(use.row)})`,
            },
          ]
        : [];
    default:
      return [];
  }
}

const unfilled = { text: 'o texto aparece como está', call: 'a chamada sai sem este valor ou nem é feita', link: 'o link leva ao caminho como está escrito' };
const effects = { text: 'aparece como está no texto', call: 'vai como está na chamada à API', link: 'vai como está no link' };

function templateProblems(use) {
  return tokens(use.text).flatMap((name) => {
    if (!NAME.test(name)) {
      return use.deep
        ? []
        : [
            {
              subject: `{${name}}`,
              message: `"{${name}}" não é um placeholder que o app preencha (${effects[use.fill]}): escreva {campo} ou {objeto.campo}, só com letras, números e _`,
            },
          ];
    }
    return lookup(name, use.providers).found ? [] : [{ subject: `{${name}}`, message: unknownName(name, use.providers, use.fill) }];
  });
}

/** `"{x}" não é campo da resposta de … nem parâmetro da rota … — você quis dizer …? (campos: …; parâmetros: …)`. */
function unknownName(name, providers, fill) {
  const records = providers.filter((p) => p.kind === 'record');
  // A route without parameters is named only where it is all a position is filled from.
  const route = providers.find((p) => p.kind === 'params' && (p.names.length > 0 || records.length === 0));
  const fixed = providers.filter((p) => p.kind === 'names').flatMap((p) => Object.entries(p.values));
  const known = [...records.flatMap((r) => candidates(name, r)), ...(route?.names ?? []), ...fixed.map(([n]) => n)];
  const suggestion = didYouMean(name, known);
  if (records.length === 0 && !route) {
    if (fixed.length === 0) return `"{${name}}" não é preenchido aqui: nenhum {placeholder} é preenchido nesta posição (${unfilled[fill]})`;
    return `"{${name}}" não é preenchido aqui${suggestion} (preenchidos: ${fixed.map(([n, v]) => `{${n}}, ${v.about}`).join('; ')})`;
  }
  const what = [
    ...records.map((r, i) => (i === 0 ? `campo da resposta de ${r.where}` : `de ${r.where}`)),
    ...(route ? [`parâmetro da rota ${route.route}`] : []),
    ...fixed.map(([n]) => `{${n}}`),
  ];
  const lists = [
    ...(records.length > 0 ? [`campos: ${[...new Set(records.flatMap((r) => propertyNames(r.schema, r.resolve)))].join(', ')}`] : []),
    ...(route ? [route.names.length > 0 ? `parâmetros: ${route.names.join(', ')}` : 'a rota não tem parâmetros'] : []),
  ];
  return `"{${name}}" não é ${what.join(' nem ')}${suggestion} (${lists.join('; ')})`;
}

/** The first provider that fills `name` (the renderer's order), with a sample of its value. */
function lookup(name, providers) {
  for (const provider of providers) {
    if (provider.kind === 'params' && provider.names.includes(name)) return { found: true, sample: 'texto', about: 'texto (parâmetro da rota)' };
    if (provider.kind === 'names' && Object.hasOwn(provider.values, name))
      return { found: true, sample: provider.values[name].sample, about: provider.values[name].about };
    if (provider.kind === 'record') {
      if (!provider.schema) return { found: true, unknown: true };
      const schemas = fieldSchemas(provider.schema, name, provider.resolve).flatMap((s) => branches(s, provider.resolve));
      if (schemas.length > 0)
        return { found: true, ...sampleOf(schemas), about: `${jsonTypes(schemas).join(' | ') || 'um valor'} na resposta de ${provider.where}` };
      if (openAt(provider.schema, name, provider.resolve)) return { found: true, unknown: true };
    }
  }
  return { found: false };
}

/**
 * A row condition (a row action's `showWhen`, a list's `selectableWhen`) compares the row's field
 * with `===` (row-condition.ts): it must name a field and codes it holds. A wrong one hides the
 * button for ever, or (`selection`) leaves rows never selectable.
 */
function showWhenProblems(use, ctx) {
  const { showWhen, row } = use;
  const never = use.selection ? 'nenhuma linha seria selecionável' : 'o botão nunca apareceria';
  const neverThere = use.selection ? 'essas linhas nunca seriam selecionáveis' : 'o botão nunca apareceria nessas linhas';
  if (!row.schema) return [];
  const { field, values } = showWhen;
  const schemas = fieldSchemas(row.schema, field, ctx.resolve).flatMap((s) => branches(s, ctx.resolve));
  if (schemas.length === 0) {
    if (openAt(row.schema, field, ctx.resolve)) return [];
    const message = `o campo "${field}" não existe na linha (resposta de ${row.where})${didYouMean(field, candidates(field, row))}: ${never} (campos: ${fieldList(row)})`;
    return [{ pointer: `${use.at}/field`, subject: 'field', message }];
  }
  const apiCodes = codesOf(schemas);
  const shown = use.enums.get(field);
  const codes = apiCodes.length > 0 ? apiCodes : shown?.codes;
  const whose = apiCodes.length > 0 || !shown ? `resposta de ${row.where}` : `enum "${shown.name}" de manifests/enums`;
  const types = jsonTypes(schemas);
  return values.flatMap((value, i) => {
    const at = { pointer: `${use.at}/values/${i}`, subject: `value ${JSON.stringify(value)}` };
    if (codes) {
      if (codes.includes(value)) return [];
      // A label written for its code (the badge shows "Em trânsito", the row holds TRANSITO).
      const labelled = shown?.values.find((v) => typeof value === 'string' && String(v.label).toLowerCase() === value.toLowerCase() && codes.includes(v.value));
      const hint = labelled ? ` — "${value}" é o rótulo; o código é ${JSON.stringify(labelled.value)}` : didYouMean(String(value), codes.map(String));
      return [
        {
          ...at,
          message: `${JSON.stringify(value)} não é código do campo "${field}" (${whose})${hint}: ${neverThere} (códigos: ${codes.join(', ')})`,
        },
      ];
    }
    return types.length === 0 || types.some((t) => fitsType(value, t))
      ? []
      : [
          {
            ...at,
            message: `${JSON.stringify(value)} nunca é igual ao campo "${field}", que é ${types.join(' | ')} na resposta de ${row.where}: ${never} (escreva o valor como ${types.join(' | ')})`,
          },
        ];
  });
}

/**
 * The fixed body, its placeholders filled with a value of their field's type (fillDeep: a string
 * that is one placeholder keeps the value's type), against the operation's request schema. What
 * the runtime adds (form values, filters, the selected keys) is not there yet, so a missing
 * required field is no error; unknown fields, wrong types and unknown codes are.
 */
function bodyProblems(use, ctx) {
  const { source, at } = use;
  const operation = ctx.operations.get(operationKey(source.method, source.path));
  if (!operation) return []; // the contract rules report the missing route
  const where = `${source.method} ${source.path}`;
  if (!operation.requestBody?.content?.['application/json']?.schema) {
    if (isObject(source.body) && Object.keys(source.body).length === 0) return [];
    return [{ pointer: `${at}/body`, subject: 'body', message: `${where} não recebe corpo JSON (openapi/vtlog-api.json): tire "body" desta chamada` }];
  }
  // A placeholder of a field with codes is tried with each code (the row may hold any of them).
  const first = new Map();
  fill(source.body, use.providers, '', first, 0);
  const runs = Math.max(1, ...[...first.values()].map((f) => (f.whole && f.codes ? f.codes.length : 1)));
  const found = new Map();
  for (let run = 0; run < runs; run++) {
    const filled = new Map();
    const value = fill(source.body, use.providers, '', filled, run);
    const validate = ctx.bodyValidator(operation, value);
    if (validate(value)) continue;
    for (const refusal of refusals(validate.errors ?? [], filled)) {
      const { error, origin } = refusal;
      if (run > 0 && !origin?.whole) continue;
      const id = `${error.instancePath}\0${error.keyword}`;
      const entry = found.get(id) ?? { ...refusal, values: [] };
      if (!entry.values.some((v) => JSON.stringify(v) === JSON.stringify(error.data))) entry.values.push(error.data);
      found.set(id, entry);
    }
  }
  return [...found.values()].map((refusal) => ({
    pointer: `${at}/body${refusal.error.instancePath}`,
    key: refusal.error.params.additionalProperty ?? refusal.error.params.unevaluatedProperty,
    subject: `${refusal.error.instancePath} ${refusal.error.keyword}`,
    message: `${where} recusaria este corpo: ${bodyMessage(refusal)}`,
  }));
}

/** fillDeep over a body, recording which instance paths came from which placeholder; `run` picks the code a coded field sends. */
function fill(value, providers, path, filled, run) {
  if (typeof value === 'string') {
    const names = tokens(value).filter((name) => NAME.test(name));
    if (names.length === 0) return value;
    const found = names.map((name) => ({ name, ...lookup(name, providers) }));
    // A name without a value leaves the field out (reported as a placeholder problem).
    if (found.some((f) => !f.found)) return undefined;
    const whole = names.length === 1 && value === `{${names[0]}}`;
    filled.set(path, { ...found[0], whole, names });
    const sample = (f) => (f.codes ? f.codes[run % f.codes.length] : f.sample);
    if (whole) return found[0].unknown ? 'texto' : sample(found[0]);
    return value.replace(/\{([^{}]*)\}/g, (match, name) => (NAME.test(name) ? String(sample(found.find((f) => f.name === name)) ?? 'texto') : match));
  }
  if (Array.isArray(value)) return value.map((item, i) => fill(item, providers, `${path}/${i}`, filled, run) ?? null);
  if (isObject(value)) {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, item]) => {
        const out = fill(item, providers, `${path}/${escape(key)}`, filled, run);
        return out === undefined ? [] : [[key, out]];
      }),
    );
  }
  return value;
}

const composite = new Set(['anyOf', 'oneOf']);
/** Keywords the values added at runtime can still satisfy. */
const runtimeFills = new Set(['required', 'dependentRequired', 'minProperties']);
/** What a value filled from a placeholder can be checked for: its type and codes, not its text. */
const typedKeywords = new Set(['type', 'enum', 'const']);

/** The Ajv errors that are the manifest's fault, one message each. */
function refusals(errors, filled) {
  const inArray = (path) => path.split('/').some((part) => /^\d+$/.test(part));
  const fromPlaceholder = (error) => [...filled.entries()].find(([path]) => error.instancePath === path || error.instancePath.startsWith(`${path}/`));
  const dropped = new Set(
    errors.filter((e) => {
      if (e.keyword === 'if') return true;
      if (runtimeFills.has(e.keyword) && !inArray(e.instancePath)) return true;
      const origin = fromPlaceholder(e);
      if (origin === undefined) return false;
      // One placeholder keeps its field's type and codes; a text with placeholders is surely a string, nothing more.
      const [path, { unknown, whole }] = origin;
      return unknown || e.instancePath !== path || (whole ? !typedKeywords.has(e.keyword) : e.keyword !== 'type');
    }),
  );
  const merged = new Map();
  // Innermost composites first: a oneOf of codes is one list of codes, a oneOf of shapes one message.
  const composites = errors.filter((e) => composite.has(e.keyword)).sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const c of composites) {
    const inner = errors.filter((e) => e !== c && e.schemaPath.startsWith(`${c.schemaPath}/`));
    const kept = inner.filter((e) => !dropped.has(e));
    for (const e of inner) dropped.add(e);
    if (kept.length === 0 && inner.length > 0) dropped.add(c);
    else if (kept.length > 0 && kept.every((e) => (e.keyword === 'enum' || e.keyword === 'const') && e.instancePath === c.instancePath)) {
      merged.set(
        c,
        kept.flatMap((e) => (e.keyword === 'enum' ? e.params.allowedValues : [e.params.allowedValue])),
      );
      dropped.delete(c); // the codes it lists are checked even for a placeholder's value
    }
  }
  return errors.filter((e) => !dropped.has(e)).map((error) => ({ error, codes: merged.get(error), origin: fromPlaceholder(error)?.[1] }));
}

function bodyMessage({ error, codes, origin, values }) {
  const { keyword, params, data, parentSchema } = error;
  const from = !origin ? '' : origin.whole ? ` ({${origin.name}} é ${origin.about})` : ` (texto montado com ${origin.names.map((n) => `{${n}}`).join(', ')})`;
  const allowed = codes ?? (keyword === 'enum' ? params.allowedValues : keyword === 'const' && origin?.whole ? [params.allowedValue] : undefined);
  const listed = allowed?.map((c) => JSON.stringify(c)).join(', ');
  if (allowed && origin?.whole)
    return `{${origin.name}} pode valer ${values.map((v) => JSON.stringify(v)).join(', ')} (${origin.about}), que a API não aceita aqui (códigos: ${listed})`;
  if (allowed) return `${JSON.stringify(data)} não é código aceito${didYouMean(String(data), allowed.map(String))} (códigos: ${listed})`;
  switch (keyword) {
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = params.additionalProperty ?? params.unevaluatedProperty;
      const accepted = parentSchema?.['x-accepted'] ?? Object.keys(parentSchema?.properties ?? {});
      return `o campo "${name}" não existe${didYouMean(name, accepted)} (campos aceitos: ${accepted.join(', ') || 'nenhum'})`;
    }
    case 'type':
      return `deve ser do tipo ${[params.type].flat().join(' | ')}, não ${typeOf(data)}${from}`;
    case 'const':
      return `deve ser ${JSON.stringify(params.allowedValue)}${from}`;
    case 'anyOf':
    case 'oneOf':
      return 'não corresponde a nenhuma das formas que a API aceita aqui';
    case 'pattern':
      return 'não tem o formato que a API aceita aqui';
    case 'format':
      return `deve estar no formato ${params.format}`;
    case 'minLength':
      return `deve ter pelo menos ${params.limit} caractere(s)`;
    case 'maxLength':
      return `deve ter no máximo ${params.limit} caractere(s)`;
    case 'minItems':
      return `deve ter pelo menos ${params.limit} item(ns)`;
    case 'maxItems':
      return `deve ter no máximo ${params.limit} item(ns)`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `deve ser ${params.comparison} ${params.limit}`;
    case 'required':
      return `falta o campo obrigatório "${params.missingProperty}"`;
    default:
      return error.message ?? keyword;
  }
}

// ---------------------------------------------------------------------------------------------
// The API contract as the positions see it.

function context(manifests, openapi) {
  const operations = indexOperations(openapi);
  const resolve = refResolver(openapi);
  const answerOf = (source) => {
    const operation = operations.get(operationKey(source.method, source.path));
    return operation && responseSchemaOf(operation, resolve);
  };
  // A record: the fields of an API answer; schema undefined when unknown (every name is accepted).
  const provider = (schema, source) => ({ kind: 'record', schema: known(schema, resolve), where: `${source.method} ${source.path}`, resolve });
  const enumValues = new Map(manifests.enums.filter((e) => e.valid).map((e) => [e.data.name, e.data.values ?? []]));
  return {
    operations,
    resolve,
    enumValues,
    listPages: new Map(manifests.pages.filter((p) => p.valid && p.data.kind === 'list').map((p) => [p.data.id, p])),
    /** The record of a page's source: a list's item (paging body), else the answer or its array's item. */
    recordOf: (source) => provider(answerOf(source) && recordOf(answerOf(source), source, resolve), source),
    /** A call's whole answer (an upload's or a selection action's success message). */
    answerOf: (source) => provider(answerOf(source), source),
    /** The rows of a related list or a form's result (list-request.ts readListAnswer): an array's item or `items`' item. */
    rowsOf: (source) => {
      const answer = answerOf(source);
      return provider(answer && (arrayItem(answer, resolve) ?? itemsOf(answer, resolve)), source);
    },
    bodyValidator: bodyValidators(
      openapi,
      resolve,
      manifests.pages.filter((p) => p.valid).map((p) => p.data.id),
    ),
  };
}

/** A record schema whose fields can be checked, or undefined (unknown: every name is accepted). */
function known(schema, resolve) {
  if (!schema) return undefined;
  return branches(schema, resolve).some((s) => s.properties) ? schema : undefined;
}

/** A dot path reaching an object that declares no fields (free-form): its fields cannot be checked. */
function openAt(schema, path, resolve) {
  const parts = path.split('.');
  for (let i = 1; i < parts.length; i++) {
    const reached = fieldSchemas(schema, parts.slice(0, i).join('.'), resolve).flatMap((s) => branches(s, resolve));
    if (reached.length > 0 && reached.some((s) => !s.properties && (s.type === 'object' || s.additionalProperties))) return true;
  }
  return false;
}

function hasField(schema, path, resolve) {
  return fieldSchemas(schema, path, resolve).length > 0 || openAt(schema, path, resolve);
}

/** The names a typo of `name` is compared with: the record's top-level fields, or the fields beside a nested one. */
function candidates(name, record) {
  if (!record.schema) return [];
  const dot = name.lastIndexOf('.');
  if (dot < 0) return propertyNames(record.schema, record.resolve);
  const parent = name.slice(0, dot);
  const inner = fieldSchemas(record.schema, parent, record.resolve);
  return [...new Set(inner.flatMap((s) => propertyNames(s, record.resolve)))].map((field) => `${parent}.${field}`);
}

function fieldList(record) {
  return propertyNames(record.schema, record.resolve).join(', ');
}

/** Codes of fields a page shows as an enum badge (column or field with format enum), by field. */
function enumsShown(displays, ctx) {
  const shown = new Map();
  for (const display of displays ?? []) {
    const values = typeof display.enum === 'string' ? ctx.enumValues.get(display.enum) : undefined;
    if (values && typeof display.field === 'string') shown.set(display.field, { name: display.enum, codes: values.map((v) => v.value), values });
  }
  return shown;
}

/**
 * A validator of one body against its operation's request schema (OpenAPI 3.1 schemas are JSON
 * Schema 2020-12), or undefined when the operation takes no JSON body. The schema is cut down to
 * the fields the body writes ($refs followed as far as the body goes): the request of a list
 * export holds every filter of the list, and compiling all of it costs a good part of a second.
 */
function bodyValidators(openapi, resolve, pageIds) {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false, validateSchema: false, allowUnionTypes: true });
  addApiFormats(ajv);
  const cache = new Map();
  return (operation, body) => {
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    if (schema === undefined) return undefined;
    const cut = JSON.stringify(withManifestEnums(prune(schema, body, resolve), pageIds));
    if (!cache.has(cut)) {
      try {
        cache.set(cut, ajv.compile(JSON.parse(cut)));
      } catch {
        cache.set(cut, () => true); // a body schema Ajv cannot compile is not checked
      }
    }
    return cache.get(cut);
  };
}

const objectKeywords = ['properties', 'patternProperties', 'additionalProperties', 'unevaluatedProperties', 'propertyNames', 'dependentSchemas'];
const arrayKeywords = ['items', 'prefixItems', 'contains', 'unevaluatedItems'];
const branchKeywords = ['allOf', 'anyOf', 'oneOf'];
const singleKeywords = ['not', 'if', 'then', 'else'];

/**
 * A value the API takes from the manifests (`x-enum-from`: the ids of the pages exporting through a
 * route) is judged by the manifests checked, not by the snapshot taken before a new page existed.
 */
function withManifestEnums(schema, pageIds) {
  if (Array.isArray(schema)) return schema.map((item) => withManifestEnums(item, pageIds));
  if (!isObject(schema)) return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([key, item]) => [key, withManifestEnums(item, pageIds)]));
  return schema['x-enum-from'] === 'manifests/pages' ? { ...out, enum: pageIds } : out;
}

/** The part of `schema` that judges `value`: only the properties and items the value has; the names it accepts kept in x-accepted. */
function prune(schema, value, resolve, depth = 0) {
  const s = resolve(schema);
  if (!isObject(s) || depth > 32) return isObject(s) || typeof s === 'boolean' ? s : {};
  const out = {};
  for (const [key, item] of Object.entries(s)) {
    if (key === '$ref' || key === '$defs' || key === 'definitions' || key === '$id' || key === '$schema') continue;
    if (objectKeywords.includes(key) && !isObject(value)) continue;
    if (arrayKeywords.includes(key) && !Array.isArray(value)) continue;
    if (key === 'properties' && isObject(item)) {
      out.properties = Object.fromEntries(
        Object.keys(value)
          .filter((k) => Object.hasOwn(item, k))
          .map((k) => [k, prune(item[k], value[k], resolve, depth + 1)]),
      );
      out['x-accepted'] = Object.keys(item);
    } else if (key === 'additionalProperties' && isObject(item)) {
      const extra = Object.entries(value)
        .filter(([k]) => !Object.hasOwn(s.properties ?? {}, k))
        .map(([, v]) => v);
      out.additionalProperties = prune(item, mergeValues(extra), resolve, depth + 1);
    } else if (key === 'items' && isObject(item)) {
      out.items = prune(item, mergeValues(value), resolve, depth + 1);
    } else if (key === 'prefixItems' && Array.isArray(item)) {
      out.prefixItems = item.map((branch, i) => prune(branch, value[i], resolve, depth + 1));
    } else if (branchKeywords.includes(key) && Array.isArray(item)) {
      out[key] = item.map((branch) => prune(branch, value, resolve, depth + 1));
    } else if (singleKeywords.includes(key) && isObject(item)) {
      out[key] = prune(item, value, resolve, depth + 1);
    } else if (['patternProperties', 'dependentSchemas', 'propertyNames', 'contains', 'unevaluatedItems', 'unevaluatedProperties'].includes(key)) {
      out[key] = inlineRefs(item, resolve, depth + 1);
    } else {
      out[key] = item;
    }
  }
  return out;
}

/** One value standing for several (an array's elements): objects merged, else the first. */
function mergeValues(values) {
  const list = Array.isArray(values) ? values : [];
  return list.every(isObject) && list.length > 0 ? Object.assign({}, ...list) : list[0];
}

// ---------------------------------------------------------------------------------------------
// Small helpers.

function routeParams(route) {
  return [...String(route).matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1]);
}

/** Every `{…}` of a text (the renderer fills those whose inside is a name, NAME). */
function tokens(text) {
  return [...String(text).matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
}

function* strings(value, at) {
  if (typeof value === 'string') {
    if (tokens(value).length > 0) yield [value, at];
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* strings(value[i], `${at}/${i}`);
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${at}/${escape(key)}`);
  }
}

function* indexed(list) {
  if (!Array.isArray(list)) return;
  for (let i = 0; i < list.length; i++) if (isObject(list[i])) yield [list[i], i];
}

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function jsonTypes(schemas) {
  return [...new Set(schemas.flatMap((s) => [s.type].flat()).filter((t) => typeof t === 'string' && t !== 'null'))];
}

function fitsType(value, type) {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'number') return typeof value === 'number';
  return typeOf(value) === type;
}

function typeOf(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const formatSamples = {
  date: '2025-01-31',
  'date-time': '2025-01-31T12:00:00Z',
  time: '12:00:00Z',
  email: 'nome@empresa.com.br',
  uuid: '00000000-0000-4000-8000-000000000000',
  uri: 'https://example.com',
};

/** The codes a field can hold (its enum or const, null left out), none when it is free. */
function codesOf(schemas) {
  return [
    ...new Set(schemas.flatMap((s) => [...(Array.isArray(s.enum) ? s.enum : []), ...(s.const !== undefined ? [s.const] : [])]).filter((c) => c !== null)),
  ];
}

/** A value of the field's type (its first code when it has codes): what the placeholder sends. */
function sampleOf(schemas) {
  const codes = codesOf(schemas);
  if (codes.length > 0) return { sample: codes[0], codes };
  const [type] = jsonTypes(schemas);
  if (type === undefined) return { unknown: true };
  const format = schemas.map((s) => s.format).find(Boolean);
  const samples = { string: formatSamples[format] ?? 'texto', integer: 1, number: 1.5, boolean: true, array: [], object: {} };
  return { sample: samples[type] };
}
