// Schema validation of every manifest with Ajv (draft 2020-12, all errors, not just the first).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const schemaFiles = ['completions.generated', 'common', 'app', 'menu', 'permissions', 'enum', 'page'];

export function createValidators(schemasDir) {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, discriminator: true, strict: true, strictRequired: false, strictTuples: false, allowUnionTypes: true });
  addFormats(ajv);
  for (const name of schemaFiles) {
    ajv.addSchema(JSON.parse(readFileSync(path.join(schemasDir, `${name}.schema.json`), 'utf8')));
  }
  const get = (name) => ajv.getSchema(`https://vtlog.local/schemas/${name}.schema.json`);
  // The value formats a manifest may name: the one list, the schema's.
  const formats = get('common').schema.$defs.format.enum;
  return { ajv, app: get('app'), menu: get('menu'), permissions: get('permissions'), enum: get('enum'), page: get('page'), formats };
}

export function describe(error) {
  switch (error.keyword) {
    case 'required': {
      // Required by the page's kind (a oneOf branch, chosen by the discriminator): say which kind.
      const kind = error.parentSchema?.properties?.kind?.const;
      const forKind = kind === undefined ? '' : ` (exigida nas páginas "kind": "${kind}")`;
      return { message: `falta a propriedade obrigatória "${error.params.missingProperty}"${forKind}` };
    }
    case 'additionalProperties':
      return { message: `propriedade desconhecida "${error.params.additionalProperty}"`, key: error.params.additionalProperty };
    case 'enum':
      return { message: `deve ser um de: ${error.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}` };
    case 'const':
      return { message: `deve ser ${JSON.stringify(error.params.allowedValue)}` };
    case 'type':
      return { message: `deve ser do tipo ${error.params.type}` };
    case 'pattern':
      return { message: `não segue o padrão ${error.params.pattern}` };
    case 'minLength':
      return { message: `deve ter pelo menos ${error.params.limit} caractere(s)` };
    case 'maxLength':
      return { message: `deve ter no máximo ${error.params.limit} caractere(s)` };
    case 'minItems':
      return { message: `deve ter pelo menos ${error.params.limit} item(ns)` };
    case 'minimum':
    case 'maximum':
      return { message: `deve ser ${error.params.comparison} ${error.params.limit}` };
    default:
      return { message: error.message ?? error.keyword };
  }
}

/** Validates one manifest; reports every error at its position. */
export function validateManifest(report, manifest, validate) {
  for (const parseError of manifest.parseErrors) report.addAtOffset(manifest, parseError.offset, parseError.message);
  if (manifest.data === undefined) return false;
  if (validate(manifest.data)) return true;
  for (const error of validate.errors ?? []) {
    // An "if" fails through its "then", reported by the keyword that failed; an unknown or missing
    // page kind is reported on "kind" itself (required, enum), not again by the discriminator.
    if (error.keyword === 'if' || error.keyword === 'discriminator') continue;
    const { message, key } = describe(error);
    report.add(manifest, error.instancePath, message, key);
  }
  return false;
}
