// Rules comparing what a page shows with the fields of its source's answer in the OpenAPI document:
// a value's format fits the field's type, and an enum manifest holds exactly the field's codes (a
// code missing from it shows "--" on every badge).
import { fieldSchemas, indexOperations, operationKey, recordOf, refResolver, branches, responseSchemaOf } from '../api-contract/openapi-index.mjs';
import { enumsOfCodes } from './cross-file-rules.mjs';
import { didYouMean } from './suggest.mjs';
import { formatApiTypes } from '../../src/shared/manifest/format-api-types.mjs';

/** `formats`: the value formats the manifest schema names, in its order. */
export function checkApiFields(report, manifests, openapi, formats) {
  const operations = indexOperations(openapi);
  const resolve = refResolver(openapi);
  const enums = new Map(manifests.enums.filter((e) => e.valid).map((e) => [e.data.name, e]));
  for (const page of manifests.pages.filter((p) => p.valid && p.data.source)) {
    const source = page.data.source;
    const operation = operations.get(operationKey(source.method, source.path));
    const response = responseSchemaOf(operation, resolve);
    const record = response && recordOf(response, source, resolve);
    if (!record) continue;
    const where = `${source.method} ${source.path}`;
    for (const [display, pointer] of displaysOf(page.data)) {
      const schemas = fieldSchemas(record, display.field, resolve).flatMap((s) => branches(s, resolve));
      if (schemas.length === 0) continue; // reported by the contract rules
      checkFormat(report, page, display, pointer, schemas, where, formats);
      const enumFile = display.format === 'enum' ? enums.get(display.enum) : undefined;
      if (enumFile) checkEnumCodes(report, enumFile, display.field, schemas, where, [...enums.values()]);
    }
  }
}

/** Columns of a list, fields of a details page's sections. */
function displaysOf(data) {
  const columns = (data.columns ?? []).map((c, i) => [c, `/columns/${i}`]);
  const fields = (data.sections ?? []).flatMap((s, i) => (s.fields ?? []).map((f, j) => [f, `/sections/${i}/fields/${j}`]));
  return [...columns, ...fields].filter(([display]) => typeof display.field === 'string');
}

function apiTypes(schemas) {
  const types = schemas.flatMap((s) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : [])).filter((t) => t !== 'null');
  const formats = schemas.map((s) => s.format).filter(Boolean);
  return types.flatMap((t) => [t, ...formats.map((f) => `${t}:${f}`)]);
}

function checkFormat(report, page, display, pointer, schemas, where, formats) {
  const allowed = formatApiTypes[display.format];
  const actual = apiTypes(schemas);
  if (!allowed || actual.length === 0 || actual.some((t) => allowed.includes(t))) return;
  const shown = actual.filter((t) => !t.includes(':') || t.startsWith('string:')).join(' | ');
  const fits = formats.filter((f) => actual.some((t) => formatApiTypes[f].includes(t)));
  report.add(
    page,
    `${pointer}/format`,
    `o formato "${display.format}" não serve ao campo "${display.field}" (${shown} em ${where}); formatos possíveis: ${fits.join(', ')}`,
  );
}

/**
 * The enum file holds exactly the codes the field sends. Only for the field's own enum: a display
 * naming another enum that holds them is reported at the display (cross-file-rules.mjs), not as
 * every code of the wrong file.
 */
function checkEnumCodes(report, enumFile, field, schemas, where, allEnums) {
  const apiCodes = [...new Set(schemas.flatMap((s) => s.enum ?? []).filter((c) => c !== null))];
  if (apiCodes.length === 0) return;
  const own = enumsOfCodes(allEnums, apiCodes);
  if (own.length > 0 && !own.includes(enumFile.data.name)) return;
  const values = enumFile.data.values ?? [];
  values.forEach((entry, i) => {
    if (!apiCodes.includes(entry.value)) {
      report.add(
        enumFile,
        `/values/${i}/value`,
        `o código ${JSON.stringify(entry.value)} não existe no campo "${field}" de ${where}${didYouMean(entry.value, apiCodes)} (códigos da API: ${apiCodes.join(', ')})`,
      );
    }
  });
  const missing = apiCodes.filter((code) => !values.some((entry) => entry.value === code));
  if (missing.length > 0) {
    report.add(enumFile, '/values', `faltam códigos que o campo "${field}" de ${where} envia (mostrariam "--"): ${missing.join(', ')}`);
  }
}
