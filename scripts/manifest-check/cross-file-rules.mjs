// Rules across manifest files and within a page that the runtime relies on (issue #32): each one is
// a mistake the other rules let through and the product then trips on.
// - Enum files: a repeated code makes the API schemas that list the codes invalid (the server does
//   not start: "enum must NOT have duplicate items"); a repeated label makes two options of a filter
//   and two badges look alike. A column names the enum whose codes its API field sends (the renderer
//   looks the code up in the enum the column names; another enum shows "--" or the wrong labels).
// - Menu: the sidebar shows a link to users with its one permission (layout/visible-menu.ts), the
//   route guard opens the page to users with one of the page's (manifests/page-route.ts mayOpen): the
//   entry's permission must grant the page. A menu link navigates to its route as written, so it
//   cannot have :params or {fields}.
// - Pages: a table identifies its columns by field; a filter in `fixed` is never drawn (renderer
//   filters/prepare-filter-form.ts); the page size default is one of the options; bounds leave some
//   value possible (on the form as it runs: the API's constraints merged in); a field has a title
//   (RJSF labels it with its key otherwise); `format: "enum"` and `enum` go together; a download's
//   file name fits the file and Windows.
// - Everywhere: labels and titles without spaces at either end; permissions.json names a resource once.
import { findNodeAtLocation } from 'jsonc-parser';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { withApiConstraints } from '../api-contract/filter-constraints.mjs';
import {
  arrayItem,
  branches,
  fieldSchemas,
  indexOperations,
  itemsOf,
  operationKey,
  recordOf,
  refResolver,
  responseSchemaOf,
} from '../api-contract/openapi-index.mjs';
import { subschemas } from './form-values.mjs';
import { escapePointerSegment as escape, pointerToSegments, segmentsToPointer } from './load.mjs';
import { objects } from './walk.mjs';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The extension a downloaded file needs for the type the API answers. */
const extensionOfType = { [XLSX_MIME]: '.xlsx', 'text/csv': '.csv', 'application/pdf': '.pdf' };

export function checkCrossFile(report, manifests, openapi) {
  const enums = manifests.enums.filter((e) => e.valid);
  const pages = manifests.pages.filter((p) => p.valid);
  for (const enumFile of enums) checkEnumValues(report, enumFile);
  if (manifests.permissions.data) checkResourceNames(report, manifests.permissions);
  const resources = new Set((manifests.permissions.data?.resources ?? []).map((r) => r?.name));
  // Invalid pages still name their routes (as in the semantic rules), so a schema error elsewhere in one hides no menu problem.
  const routed = manifests.pages.filter((p) => typeof p.data?.path === 'string');
  if (manifests.menu.data) checkMenu(report, manifests.menu, routed, resources);
  for (const manifest of [manifests.app, manifests.menu, ...manifests.enums, ...manifests.pages]) if (manifest.data) checkTextEnds(report, manifest);
  const api = openapi ? apiFacts(openapi) : undefined;
  const enumNames = enums.map((e) => e.data.name);
  for (const page of pages) {
    const fieldEnums = api ? fieldEnumsOf(page.data, api, enums) : new Map();
    // The page as it runs: its forms narrowed by the API's constraints (api-contract/filter-constraints.mjs).
    const effective = openapi ? withApiConstraints(page.data, openapi) : page.data;
    // One walk of the page (the rules below look at tables, value displays and forms wherever they are).
    for (const [value, pointer, segments] of objects(page.data)) {
      if (Array.isArray(value.columns))
        checkUniqueFields(
          report,
          page,
          value.columns,
          `${pointer}/columns`,
          (field) => `coluna do campo "${field}" repetida`,
          'a tabela identifica as colunas pelo campo',
        );
      if (Array.isArray(value.fields) && segments.at(-2) === 'sections')
        checkUniqueFields(
          report,
          page,
          value.fields,
          `${pointer}/fields`,
          (field) => `campo "${field}" repetido na seção`,
          'a seção identifica os valores pelo campo: um deles apareceria duas vezes ou sumiria',
        );
      if (typeof value.field === 'string') checkDisplay(report, page, value, pointer, fieldEnums.get(pointer), enumNames);
      const key = segments.at(-1);
      if ((key === 'filters' || key === 'form') && value.schema !== null && typeof value.schema === 'object') {
        checkFormFields(report, page, value, pointer);
        checkBounds(report, page, valueAt(effective, pointer)?.schema ?? value.schema, `${pointer}/schema`);
      }
    }
    checkPageSize(report, page);
    checkFileNames(report, page, api);
  }
}

// ---------------------------------------------------------------------------------------------
// Enums and permissions

/**
 * Codes are looked up as text (the badge, the export's labels, the filter's option names), so "1"
 * and 1 are one code too; labels are compared as the user reads them (spaces and case aside).
 */
function checkEnumValues(report, enumFile) {
  const codes = new Map();
  const labels = new Map();
  (enumFile.data.values ?? []).forEach((entry, i) => {
    const code = String(entry.value);
    const first = codes.get(code);
    if (first === undefined) codes.set(code, i);
    else {
      const other = enumFile.data.values[first].value;
      const same = other === entry.value ? '' : ` (igual a ${JSON.stringify(other)}: os códigos são comparados como texto)`;
      report.add(
        enumFile,
        `/values/${i}/value`,
        `código ${JSON.stringify(entry.value)} repetido (também em /values/${first}/value)${same}: a API recusa um enum com códigos repetidos e o servidor não sobe`,
      );
    }
    const label = typeof entry.label === 'string' ? entry.label.trim().toLowerCase() : undefined;
    if (!label) return;
    const firstLabel = labels.get(label);
    if (firstLabel === undefined) labels.set(label, i);
    else {
      const other = enumFile.data.values[firstLabel];
      report.add(
        enumFile,
        `/values/${i}/label`,
        `rótulo "${entry.label}" repetido (também em /values/${firstLabel}/label, código ${JSON.stringify(other.value)}): as opções do filtro e os badges dos dois códigos ficariam iguais`,
      );
    }
  });
}

function checkResourceNames(report, permissions) {
  const seen = new Map();
  (permissions.data.resources ?? []).forEach((resource, i) => {
    if (typeof resource?.name !== 'string') return;
    if (seen.has(resource.name))
      report.add(permissions, `/resources/${i}/name`, `recurso "${resource.name}" repetido (também em /resources/${seen.get(resource.name)}/name)`);
    else seen.set(resource.name, i);
  });
}

// ---------------------------------------------------------------------------------------------
// Menu

/** Every link of the menu (first level and group children) with its pointer. */
function menuLinks(menu) {
  return (menu.data.items ?? []).flatMap((entry, i) => [
    ...(entry?.type === 'link' ? [[entry, `/items/${i}`]] : []),
    ...(Array.isArray(entry?.children) ? entry.children.map((child, j) => [child, `/items/${i}/children/${j}`]) : []),
  ]);
}

/** `resources`: the names of permissions.json (an unknown one is reported by the semantic rules, and not again here). */
function checkMenu(report, menu, pages, resources) {
  for (const [entry, pointer] of menuLinks(menu)) {
    if (typeof entry?.route !== 'string') continue;
    const path = entry.route.split(/[?#]/)[0];
    const params = [...path.matchAll(/(:[A-Za-z][A-Za-z0-9]*|\{[^}]*\})/g)].map((m) => m[1]);
    if (params.length > 0) {
      report.add(
        menu,
        `${pointer}/route`,
        `um link do menu abre a rota como está escrita e não preenche ${params.map((p) => `"${p}"`).join(', ')}: aponte para uma página sem parâmetros`,
      );
    }
    const page = pageOpenedAt(pages, path);
    if (!page || page.data.public === true || !resources.has(entry.permission?.resource)) continue;
    const required = Array.isArray(page.data.permissions) ? page.data.permissions : [];
    // A page open to nobody, or naming a resource permissions.json lacks, is reported by the semantic rules.
    if (required.length === 0 || !required.every((r) => resources.has(r?.resource))) continue;
    if (required.some((r) => grants(entry.permission, r))) continue;
    report.add(
      menu,
      `${pointer}/permission`,
      `a entrada aparece para quem tem ${describePermission(entry.permission)}, mas ${page.data.path} (${page.relative}) exige ${required.length === 1 ? '' : 'um de: '}${required.map(describePermission).join(', ')}: essa pessoa veria "Acesso negado" — use uma das permissões da página na entrada`,
    );
  }
}

/**
 * The page the router opens at `path` (app-router.tsx: one route per page path): of the paths that
 * match (case aside), the best ranked as react-router ranks them (a static segment 10, a :param 3,
 * plus one per segment; the first page on a tie). Page paths have no splats or index routes.
 */
function pageOpenedAt(pages, path) {
  const segments = path.split('/');
  let best;
  let bestScore = -1;
  for (const page of pages) {
    const own = page.data.path.split('/');
    if (own.length !== segments.length) continue;
    if (!own.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part.toLowerCase() === segments[i].toLowerCase()))) continue;
    const score = own.reduce((sum, part) => sum + (part.startsWith(':') ? 3 : part === '' ? 1 : 10), own.length);
    if (score > bestScore) [best, bestScore] = [page, score];
  }
  return best;
}

/** Whoever holds `held` (a resource, with a scope or any) meets `required` (hasPermission of src/shared/permissions.ts). */
function grants(held, required) {
  return held.resource === required.resource && (required.scope === undefined || held.scope === required.scope);
}

/** A permission as messages name it: "resource" or "resource" (scope). */
export function describePermission(permission) {
  return permission.scope === undefined ? `"${permission.resource}"` : `"${permission.resource}" (${permission.scope})`;
}

// ---------------------------------------------------------------------------------------------
// Labels and titles

/** Values sent to the API or put in a form as data, not text shown as a label. */
const dataKeys = new Set(['body', 'query', 'fixed', 'defaults', 'initialValues', 'default', 'examples', 'const', 'enum']);

function checkTextEnds(report, manifest) {
  const visit = (value, segments) => {
    if (Array.isArray(value)) {
      value.forEach((child, i) => visit(child, [...segments, i]));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string' && /(label|title)$/i.test(key) && child !== child.trim()) {
        const trimmed = child.trim();
        report.add(
          manifest,
          segmentsToPointer([...segments, key]),
          trimmed ? `texto com espaço no início ou no fim: use "${trimmed}"` : 'texto só com espaços: escreva o texto',
        );
      } else if (!dataKeys.has(key)) {
        visit(child, [...segments, key]);
      }
    }
  };
  visit(manifest.data, []);
}

// ---------------------------------------------------------------------------------------------
// Columns, value displays and their API fields

/**
 * A table (a list's, a related list's, a form result's, a dashboard's) identifies its columns by
 * field, and a details section its values (React keys): each field once.
 */
function checkUniqueFields(report, page, displays, pointer, repeated, why) {
  const seen = new Map();
  displays.forEach((display, i) => {
    if (typeof display?.field !== 'string') return;
    const at = `${pointer}/${i}/field`;
    if (seen.has(display.field)) report.add(page, at, `${repeated(display.field)} (também em ${seen.get(display.field)}): ${why}`);
    else seen.set(display.field, at);
  });
}

/**
 * A value shown with `format` "enum" names its enum manifest, an `enum` is only read by that format,
 * and it is the enum of the codes the API field sends (`fieldEnum`, when the API says).
 */
function checkDisplay(report, page, display, pointer, fieldEnum, enumNames) {
  // The copy button sits beside a value drawn as text (value-view.tsx); a badge or rich text has none.
  if (display.copyable === true && (display.format === 'enum' || display.format === 'html'))
    report.add(
      page,
      `${pointer}/copyable`,
      `"copyable" só vale num valor mostrado como texto, não com "format": "${display.format}": o botão de copiar não apareceria`,
    );
  if (display.format === 'enum' && display.enum === undefined) {
    const hint = fieldEnum ? `: use "enum": "${fieldEnum.names.join('" ou "')}" (o enum com os códigos do campo)` : ` (enums: ${enumNames.join(', ')})`;
    report.add(page, `${pointer}/format`, `"format": "enum" sem "enum": todo valor apareceria como "--" e a exportação falharia${hint}`);
  } else if (display.format !== 'enum' && display.enum === undefined && fieldEnum?.codes) {
    report.add(
      page,
      `${pointer}/field`,
      `o campo "${display.field}" de ${fieldEnum.where} envia os códigos do enum "${fieldEnum.names.join('" ou "')}" (${fieldEnum.codes.join(', ')}): use "format": "enum", "enum": "${fieldEnum.names[0]}" para mostrar os rótulos, não os códigos`,
    );
  } else if (typeof display.enum === 'string' && display.format !== 'enum') {
    report.add(
      page,
      `${pointer}/enum`,
      `"enum" só vale com "format": "enum" (aqui ${display.format === undefined ? 'sem format' : `"format": "${display.format}"`}): o código apareceria cru`,
    );
  } else if (fieldEnum?.types && typeof display.enum === 'string' && !fieldEnum.names.includes(display.enum) && enumNames.includes(display.enum)) {
    const hint = fieldEnum.names.length > 0 ? `: use "enum": "${fieldEnum.names.join('" ou "')}"` : '';
    report.add(
      page,
      `${pointer}/enum`,
      `o campo "${display.field}" de ${fieldEnum.where} é do tipo ${fieldEnum.types.join(' ou ')}, mas o enum "${display.enum}" tem códigos de outro tipo: esses valores nunca apareceriam (só "--")${hint}`,
    );
  } else if (fieldEnum?.codes && typeof display.enum === 'string' && !fieldEnum.names.includes(display.enum) && enumNames.includes(display.enum)) {
    report.add(
      page,
      `${pointer}/enum`,
      `o campo "${display.field}" de ${fieldEnum.where} envia os códigos do enum "${fieldEnum.names.join('" ou "')}", não os de "${display.enum}" (códigos da API: ${fieldEnum.codes.join(', ')})`,
    );
  }
}

function apiFacts(openapi) {
  return { operations: indexOperations(openapi), resolve: refResolver(openapi) };
}

/** The values a page shows from a source: [source, [display, pointer][]] (its columns, a details page's fields, a form's result table). */
function displaySources(data) {
  const list = (displays, at) => (Array.isArray(displays) ? displays.map((d, i) => [d, `${at}/${i}`]) : []);
  const groups = [];
  if (data.source) {
    const fields = (data.sections ?? []).flatMap((s, i) => (s.source ? [] : list(s.fields, `/sections/${i}/fields`)));
    groups.push([data.source, [...list(data.columns, '/columns'), ...fields]]);
  }
  (data.sections ?? []).forEach((s, i) => s.source && groups.push([s.source, list(s.columns, `/sections/${i}/columns`)]));
  if (data.form?.submit && data.form.result) groups.push([data.form.submit, list(data.form.result.columns, '/form/result/columns')]);
  return groups;
}

/**
 * The enum manifests (valid ones) that are an API field's own for `codes`: those holding exactly
 * them, else the smallest holding them all, as the renderer picks a filter's enum
 * (filters/prepare-filter-form.ts matchingEnum). Empty when none holds them all.
 */
export function enumsOfCodes(enums, codes) {
  const holding = enums.filter((e) => codes.every((code) => (e.data.values ?? []).some((v) => v.value === code)));
  if (holding.length === 0) return [];
  const size = Math.min(...holding.map((e) => new Set(e.data.values.map((v) => v.value)).size));
  return holding.filter((e) => new Set(e.data.values.map((v) => v.value)).size === size).map((e) => e.data.name);
}

/** The enum manifests whose codes are all of one of the JSON `types` (an integer field cannot send "ABERTO"). */
function enumsOfTypes(enums, types) {
  const fits = (code) =>
    types.some((type) => (type === 'integer' ? Number.isInteger(code) : type === 'number' ? typeof code === 'number' : typeof code === type));
  return enums.filter((e) => (e.data.values ?? []).length > 0 && e.data.values.every((v) => fits(v.value))).map((e) => e.data.name);
}

/**
 * For each value display shown as an enum or as text, on an API field that sends codes: the enum manifests holding exactly those
 * codes, else the smallest holding them all (how the renderer picks a filter's enum:
 * filters/prepare-filter-form.ts matchingEnum). None when no enum holds them all: then the enum file
 * lacks codes, which the API field rules report in it.
 */
function fieldEnumsOf(data, { operations, resolve }, enums) {
  const found = new Map();
  for (const [source, displays] of displaySources(data)) {
    if (typeof source?.method !== 'string' || typeof source.path !== 'string') continue;
    const operation = operations.get(operationKey(source.method, source.path));
    const response = responseSchemaOf(operation, resolve);
    if (!response) continue;
    const records = [recordOf(response, source, resolve), itemsOf(response, resolve), arrayItem(response, resolve)].filter(Boolean);
    for (const [display, pointer] of displays) {
      // A text column too: a field that sends an enum's codes is shown by their labels.
      if (typeof display?.field !== 'string' || (display.format !== 'enum' && (display.format ?? 'text') !== 'text')) continue;
      const schemas = records.map((r) => fieldSchemas(r, display.field, resolve)).find((s) => s.length > 0) ?? [];
      const shapes = schemas.flatMap((s) => branches(s, resolve));
      const codes = [...new Set(shapes.flatMap((s) => s.enum ?? []))].filter((c) => c !== null);
      const where = `${source.method} ${source.path}`;
      if (codes.length === 0) {
        if (display.format !== 'enum') continue;
        // No codes declared: the field's type still tells which enums' codes it can hold.
        const types = [...new Set(shapes.flatMap((s) => s.type ?? []))].filter((t) => t !== 'null');
        if (types.length > 0) found.set(pointer, { names: enumsOfTypes(enums, types), types, where });
        continue;
      }
      const names = enumsOfCodes(enums, codes);
      if (names.length === 0) continue;
      found.set(pointer, { names, codes, where });
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Forms

/** A form's fields: each labelled, and a list filter either drawn or fixed, not both. */
function checkFormFields(report, page, form, pointer) {
  const isFilters = pointer.endsWith('/filters');
  const fixed = isFilters && form.fixed !== null && typeof form.fixed === 'object' ? form.fixed : {};
  for (const [field, schema] of Object.entries(form.schema.properties ?? {})) {
    const at = `${pointer}/schema/properties/${escape(field)}`;
    if (Object.hasOwn(fixed, field)) {
      report.add(
        page,
        at,
        `o filtro "${field}" também está em "fixed": o formulário não o mostra (vale sempre o valor fixo); tire-o de "schema.properties" ou de "fixed"`,
      );
      continue;
    }
    if (schema === null || typeof schema !== 'object' || typeof schema.title === 'string') continue;
    const ui = form.uiSchema?.[field];
    if (ui?.['ui:widget'] === 'hidden') continue;
    // RJSF labels a field with ui:title, else title, else its key; the active-filter pills read only title.
    if (isFilters) report.add(page, at, `o filtro "${field}" não tem "title": o formulário e os filtros ativos mostrariam "${field}" como rótulo`);
    else if (typeof ui?.['ui:title'] !== 'string') report.add(page, at, `o campo "${field}" não tem "title": o formulário mostraria "${field}" como rótulo`);
  }
}

function checkPageSize(report, page) {
  const { pageSize } = page.data;
  if (!Number.isInteger(pageSize?.default) || !Array.isArray(pageSize.options)) return;
  if (!pageSize.options.includes(pageSize.default)) {
    report.add(
      page,
      '/pageSize/default',
      `o padrão ${pageSize.default} não está entre as opções de linhas por página (${pageSize.options.join(', ')}): inclua-o em "options" ou use uma delas`,
    );
  }
}

/** Keyword pairs that leave no value possible when the lower bound passes the upper one (`empty(low, high)`). */
const boundPairs = [
  ['minimum', 'maximum', (a, b) => a > b],
  ['exclusiveMinimum', 'maximum', (a, b) => a >= b],
  ['minimum', 'exclusiveMaximum', (a, b) => a >= b],
  ['exclusiveMinimum', 'exclusiveMaximum', (a, b) => a >= b],
  ['minLength', 'maxLength', (a, b) => a > b],
  ['minItems', 'maxItems', (a, b) => a > b],
  ['minProperties', 'maxProperties', (a, b) => a > b],
  ['minContains', 'maxContains', (a, b) => a > b],
  ['formatMinimum', 'formatMaximum', (c) => c > 0],
  ['formatExclusiveMinimum', 'formatMaximum', (c) => c >= 0],
  ['formatMinimum', 'formatExclusiveMaximum', (c) => c >= 0],
  ['formatExclusiveMinimum', 'formatExclusiveMaximum', (c) => c >= 0],
];

/**
 * Bounds of a form's schema as the form runs (`effective`: with the API's constraints merged in, so
 * a form minimum above the API's maximum is found too), reported at the manifest's own keyword.
 */
function checkBounds(report, page, effective, pointer) {
  for (const [schema, at] of subschemas(effective, pointer)) {
    let own;
    for (const [low, high, empty] of boundPairs) {
      const a = schema[low];
      const b = schema[high];
      if (a === undefined || b === undefined) continue;
      const isFormat = low.startsWith('format');
      if (isFormat ? typeof a !== 'string' || typeof b !== 'string' : typeof a !== 'number' || typeof b !== 'number') continue;
      const compared = isFormat ? compareFormat(schema.format, a, b) : undefined;
      if (isFormat ? compared === undefined || !empty(compared) : !empty(a, b)) continue;
      own ??= valueAt(page.data, at);
      const origin = (key) => (own?.[key] === schema[key] ? '' : ' (da API)');
      const where = own?.[low] === a ? `${at}/${low}` : own?.[high] === b ? `${at}/${high}` : existingPointer(page, at);
      report.add(
        page,
        where,
        `"${low}": ${JSON.stringify(a)}${origin(low)} não cabe com "${high}": ${JSON.stringify(b)}${origin(high)}: nenhum valor seria aceito`,
      );
    }
  }
}

/** Order of two format values (dates as dates), or undefined when they cannot be compared. */
function compareFormat(format, a, b) {
  const compare = fullFormats[format]?.compare;
  if (compare) return compare(a, b);
  return a === b ? 0 : a > b ? 1 : -1;
}

function valueAt(data, pointer) {
  return pointerToSegments(pointer).reduce((node, part) => (node !== null && typeof node === 'object' ? node[part] : undefined), data);
}

/** `pointer`, or the closest of its ancestors the manifest has (the API may add subschemas). */
function existingPointer(manifest, pointer) {
  const segments = pointerToSegments(pointer);
  while (segments.length > 0 && !findNodeAtLocation(manifest.tree, segments)) segments.pop();
  return segmentsToPointer(segments);
}

// ---------------------------------------------------------------------------------------------
// Download file names

/** Characters Windows refuses in a file name (besides control characters). */
const refusedCharacters = ['<', '>', ':', '"', '/', '\\', '|', '?', '*'];
const reservedNames = ['CON', 'PRN', 'AUX', 'NUL', ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => [`COM${n}`, `LPT${n}`])];

/** Every download of a page with a fallback file name: [fileName, pointer, source, isExport]. */
function downloads(data) {
  const found = [];
  (data.actions ?? []).forEach((a, i) => a?.kind === 'export' && found.push([a.fileName, `/actions/${i}/fileName`, a.source, true]));
  (data.form?.downloads ?? []).forEach((d, i) => found.push([d?.fileName, `/form/downloads/${i}/fileName`, d?.source, false]));
  if (data.form?.download) found.push([data.form.download.fileName, '/form/download/fileName', data.form.submit, false]);
  if (data.form?.upload?.template) found.push([data.form.upload.template.fileName, '/form/upload/template/fileName', data.form.upload.template.source, false]);
  return found.filter(([fileName]) => typeof fileName === 'string');
}

function checkFileNames(report, page, api) {
  for (const [fileName, pointer, source, isExport] of downloads(page.data)) {
    // {date} is filled with the day (yyyy-MM-dd) when the file is saved.
    const name = fileName.replace(/\{date\}/g, '2025-01-31');
    const problems = [];
    const refused = [...new Set([...name].filter(isRefused))];
    if (refused.length > 0) {
      const shown = refused
        .map((c) => (c.charCodeAt(0) < 32 ? `U+${c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}` : c === '"' ? `'"'` : `"${c}"`))
        .join(', ');
      problems.push(
        `tem ${refused.length === 1 ? 'um caractere' : 'caracteres'} que o Windows recusa, ${shown} (recusados: ${refusedCharacters.join(' ')} e caracteres de controle)`,
      );
    }
    const reserved = reservedNames.includes(name.split('.')[0].trim().toUpperCase());
    if (reserved) problems.push(`começa por um nome reservado do Windows (${reservedNames.slice(0, 4).join(', ')}, COM1 a COM9, LPT1 a LPT9)`);
    const extension = isExport ? '.xlsx' : expectedExtension(source, api);
    if (extension && !name.toLowerCase().endsWith(extension)) {
      problems.push(
        `deve terminar em ${extension} (${isExport ? 'a exportação é uma planilha xlsx' : `${source.method} ${source.path} responde ${extension.slice(1)}`})`,
      );
    } else if (/[. ]$/.test(name)) {
      problems.push('termina em ponto ou espaço (o Windows os remove)');
    }
    if (problems.length === 0) continue;
    const suggestion = reserved ? '' : `: use "${withExtension(withoutRefused(fileName).replace(/[. ]+$/, ''), extension)}"`;
    report.add(page, pointer, `o nome do arquivo ${problems.join(' e ')}${suggestion}`);
  }
}

const isRefused = (c) => refusedCharacters.includes(c) || c.charCodeAt(0) < 32;

/** Each run of refused characters (with the spaces around it) as one hyphen: "veiculos: {date}" -> "veiculos-{date}". */
function withoutRefused(fileName) {
  let out = '';
  let pending = false;
  for (const c of fileName) {
    if (isRefused(c)) {
      out = out.trimEnd();
      pending = true;
    } else if (!(pending && c === ' ')) {
      out += pending ? `-${c}` : c;
      pending = false;
    }
  }
  return pending ? `${out}-` : out;
}

/** The extension of the one file type the source's route answers, if the API says. */
function expectedExtension(source, api) {
  if (!api || typeof source?.method !== 'string' || typeof source.path !== 'string') return undefined;
  const content = api.operations.get(operationKey(source.method, source.path))?.responses?.['200']?.content ?? {};
  const extensions = [...new Set(Object.keys(content).flatMap((type) => extensionOfType[type] ?? []))];
  return extensions.length === 1 ? extensions[0] : undefined;
}

/** `fileName` with `extension` in place of its own (unchanged without one). */
function withExtension(fileName, extension) {
  return extension ? `${fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '')}${extension}` : fileName;
}
