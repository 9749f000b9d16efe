// Schema validation of every manifest with Ajv (draft 2020-12, all errors, not just the first), its
// errors said in plain Portuguese: what the field expects and, where it helps, the closest allowed value.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { didYouMean } from './suggest.mjs';

const schemaFiles = ['completions.generated', 'common', 'app', 'menu', 'permissions', 'enum', 'page'];

export function createValidators(schemasDir) {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    discriminator: true,
    strict: true,
    strictRequired: false,
    strictTuples: false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  for (const name of schemaFiles) {
    ajv.addSchema(JSON.parse(readFileSync(path.join(schemasDir, `${name}.schema.json`), 'utf8')));
  }
  const get = (name) => ajv.getSchema(`https://vtlog.local/schemas/${name}.schema.json`);
  // The value formats a manifest may name: the one list, the schema's.
  const formats = get('common').schema.$defs.format.enum;
  return { ajv, app: get('app'), menu: get('menu'), permissions: get('permissions'), enum: get('enum'), page: get('page'), formats };
}

const nonAscii = /[^\x20-\x7e]/;
const kebabHints = [
  [(v) => /[A-Z]/.test(v), 'deve ter só letras minúsculas'],
  [(v) => /[_\s.]/.test(v), 'deve separar as palavras com hífen (-), não com _, . ou espaço'],
  [(v) => nonAscii.test(v), 'não pode ter acentos nem ç'],
  [(v) => /^[^a-zA-Z]/.test(v), 'deve começar com letra'],
];

/**
 * What each `pattern` of schemas/*.json (and of the components' props schemas) asks for, in words: a
 * raw regular expression tells an analyst nothing. `expected` is the whole rule; `hints`, tried on the
 * value, name the usual mistakes (every one that applies is said, else `expected`); `example` is a
 * valid value, unless the field's schema has `examples` of its own. A pattern missing here falls back
 * to the field's title and description (tests/unit/scripts/check-output-messages.test.ts keeps every
 * pattern of the schemas here).
 * `examplesByKey` gives a better example by the property's name (a resource is no page id).
 * @type {Record<string, { expected: string, example: string, examplesByKey?: Record<string, string>, hints?: [(value: string) => boolean, string][] }>}
 */
export const patternMessages = {
  // ids of pages, actions, sections and menu entries; resource and enum names
  '^[a-z][a-z0-9-]*$': {
    expected: 'deve estar em kebab-case: letras minúsculas sem acento, dígitos e hífens, começando por letra',
    example: 'vehicles-search',
    examplesByKey: { name: 'list-vehicles', resource: 'list-vehicles', enum: 'vehicle-status' },
    hints: kebabHints,
  },
  // app.json version
  '^\\d{4}\\.\\d{2}\\.\\d{2}$': {
    expected: 'deve ser ano.mês.dia, com pontos e dois dígitos no mês e no dia (AAAA.MM.DD)',
    example: '2025.05.26',
    hints: [[(v) => /[-/\s]/.test(v), 'deve separar ano, mês e dia com pontos, no formato AAAA.MM.DD']],
  },
  // feature toggle names
  '^[A-Za-z][A-Za-z0-9]*$': {
    expected: 'deve ter só letras sem acento e dígitos, começando por letra (sem espaços, hífens ou _)',
    example: 'locationScreen',
    hints: [
      [(v) => /[-_\s.]/.test(v), 'não pode ter espaços, hífens, _ ou pontos: junte as palavras'],
      [(v) => nonAscii.test(v), 'não pode ter acentos nem ç'],
      [(v) => /^[^a-zA-Z]/.test(v), 'deve começar com letra'],
    ],
  },
  // links to app routes with {placeholders}
  '^/[^\\s]*$': {
    expected: 'deve ser uma rota do app começando com / e sem espaços',
    example: '/vehicles/details/{chassi}',
    hints: [
      [(v) => /^[a-z][a-z0-9+.-]*:\/\//i.test(v), 'deve ser uma rota do app começando com /, não um endereço completo'],
      [(v) => !v.startsWith('/') && !/^[a-z][a-z0-9+.-]*:\/\//i.test(v), 'deve começar com /'],
      [(v) => /\s/.test(v), 'não pode ter espaços'],
    ],
  },
  // aging buckets of a drill (drill-bucket.ts): "31-60", "90+"
  '^[0-9]{1,6}(-[0-9]{1,6}|\\+)$': {
    expected: 'deve ser uma faixa de dias como as do dashboard: de-até ("31-60") ou mais de ("90+")',
    example: '31-60',
    hints: [
      [(v) => /\s/.test(v), 'não pode ter espaços'],
      [(v) => /^\d+$/.test(v), 'falta o fim da faixa: escreva "31-60", ou "90+" para mais de 90'],
    ],
  },
  // menu badge labels: the number goes where {total} is
  '\\{total\\}': {
    expected: 'deve conter {total}, onde o número aparece',
    example: '{total} pendentes',
  },
  // API paths of sources
  '^/[A-Za-z0-9_\\-/{}.]*$': {
    expected: 'deve ser um caminho da API começando com /, só com letras sem acento, dígitos, _ - . / e {placeholders}',
    example: '/vehicle/list',
    hints: [
      [(v) => !v.startsWith('/'), 'deve começar com /'],
      [(v) => v.includes('?'), 'não pode ter "?": parâmetros de query vão em "query"'],
      [(v) => /\s/.test(v), 'não pode ter espaços'],
      [(v) => /:[A-Za-z]/.test(v), 'parâmetros do caminho são escritos {nome}, não :nome'],
      [(v) => nonAscii.test(v), 'não pode ter acentos nem ç'],
    ],
  },
  // record fields, with dots into nested objects
  '^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$': {
    expected: 'deve ser o nome de um campo: letras sem acento, dígitos e _, começando por letra ou _, com . entre objetos aninhados',
    example: 'recebimento.status',
    hints: [
      [(v) => /\s/.test(v), 'não pode ter espaços'],
      [(v) => v.includes('-'), 'não pode ter hífen'],
      [(v) => /(^|\.)\d/.test(v), 'não pode começar com dígito'],
      [(v) => /^\.|\.$|\.\./.test(v), 'os pontos só vão entre nomes de campo'],
      [(v) => /[{}]/.test(v), 'é o nome do campo, sem { }'],
      [(v) => nonAscii.test(v), 'não pode ter acentos nem ç'],
    ],
  },
  // custom component names
  '^[A-Z][A-Za-z0-9]*$': {
    expected: 'deve estar em PascalCase: começar com letra maiúscula e ter só letras sem acento e dígitos',
    example: 'KpiDashboard',
    hints: [
      [(v) => /^[a-z]/.test(v), 'deve começar com letra maiúscula'],
      [(v) => /[-_\s.]/.test(v), 'não pode ter espaços, hífens, _ ou pontos'],
    ],
  },
  // page paths (routes with :parameters)
  '^/(([a-z0-9-]+|:[a-zA-Z][a-zA-Z0-9]*)(/([a-z0-9-]+|:[a-zA-Z][a-zA-Z0-9]*))*)?$': {
    expected: 'deve ser uma rota começando com /, com trechos de letras minúsculas, dígitos e hífens ou :parametros, separados por / e sem / no fim',
    example: '/vehicles/search',
    hints: [
      [(v) => !v.startsWith('/'), 'deve começar com /'],
      [(v) => v.length > 1 && v.endsWith('/'), 'não pode terminar com /'],
      [(v) => v.includes('//'), 'não pode ter // (trecho vazio)'],
      [(v) => /[?#]/.test(v), 'não pode ter ? nem # (a rota não leva query)'],
      [(v) => /[{}]/.test(v), 'parâmetros da rota são escritos :nome, não {nome}'],
      [(v) => v.split('/').some((part) => !part.startsWith(':') && /[A-Z]/.test(part)), 'deve ter só letras minúsculas, salvo nos :parametros'],
      [(v) => /[_\s.]/.test(v), 'deve separar as palavras com hífen (-), não com _, . ou espaço'],
      [(v) => nonAscii.test(v), 'não pode ter acentos nem ç'],
    ],
  },
  // the multipart field of an upload
  '^[A-Za-z][A-Za-z0-9_-]*$': {
    expected: 'deve começar com letra e ter só letras sem acento, dígitos, _ e -',
    example: 'file',
  },
  // the file types an upload accepts
  '^(\\.[a-z0-9]+|[a-z]+/[a-z0-9.+-]+)$': {
    expected: 'deve ser uma extensão com ponto, em minúsculas, ou um tipo MIME',
    example: '.xlsx ou text/csv',
    hints: [
      [(v) => /^[a-z0-9]+$/i.test(v), 'a extensão deve começar com ponto'],
      [(v) => /[A-Z]/.test(v), 'deve ser em minúsculas'],
      [(v) => v.includes('*'), 'não aceita curingas (*): liste cada extensão ou tipo'],
    ],
  },
  // the body field that takes the keys of the selected rows
  '^[A-Za-z_][A-Za-z0-9_]*$': {
    expected: 'deve ser o nome de um campo do corpo: letras sem acento, dígitos e _, começando por letra ou _ (sem pontos)',
    example: 'chassis',
  },
};

/** A value as a message quotes it: JSON, shortened when long. */
function quote(value) {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

const list = (values) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
const orList = (values) => (values.length > 1 ? `${values.slice(0, -1).join(', ')} ou ${values.at(-1)}` : values.join(''));

function patternMessage(error) {
  const value = typeof error.data === 'string' ? error.data : '';
  const own = patternMessages[error.params.pattern];
  const schema = error.parentSchema ?? {};
  const key = error.instancePath.split('/').at(-1);
  const example = schema.examples?.[0] ?? own?.examplesByKey?.[key] ?? own?.example;
  const withExample = (text) => (example === undefined ? text : `${text} (ex.: ${example})`);
  if (!own) {
    // Never the raw expression: the field's own words say what it takes.
    const what = [schema.title && `"${schema.title}"`, schema.description].filter(Boolean).join(': ');
    return withExample(what ? `não está no formato esperado para ${what}` : 'não está no formato esperado');
  }
  const hints = (own.hints ?? []).filter(([applies]) => applies(value)).map(([, hint]) => hint);
  return withExample(hints.length > 0 ? hints.join('; ') : own.expected);
}

const typeNames = (type) => orList(String(type).split(','));

/** One Ajv error as `{ message, key? }` in Portuguese (`key`: the property name the problem is at). */
export function describe(error) {
  const { params } = error;
  switch (error.keyword) {
    case 'required': {
      // Required by the page's kind (a oneOf branch, chosen by the discriminator): say which kind.
      const kind = error.parentSchema?.properties?.kind?.const;
      const forKind = kind === undefined ? '' : ` (exigida nas páginas "kind": "${kind}")`;
      return { message: `falta a propriedade obrigatória "${params.missingProperty}"${forKind}` };
    }
    case 'dependentRequired':
    case 'dependencies':
      return { message: `com "${params.property}" é preciso informar também "${params.missingProperty}"` };
    case 'additionalProperties':
      return { message: `propriedade desconhecida "${params.additionalProperty}"`, key: params.additionalProperty };
    case 'unevaluatedProperties':
      return { message: `propriedade desconhecida "${params.unevaluatedProperty}"`, key: params.unevaluatedProperty };
    case 'propertyNames':
      return { message: `o nome de propriedade "${params.propertyName}" não é aceito aqui`, key: params.propertyName };
    case 'enum': {
      const allowed = params.allowedValues;
      const near =
        typeof error.data === 'string'
          ? didYouMean(
              error.data,
              allowed.filter((v) => typeof v === 'string'),
            )
          : '';
      return { message: `${quote(error.data)} não é um dos valores aceitos${near} (valores: ${list(allowed)})` };
    }
    case 'const':
      return { message: `deve ser ${JSON.stringify(params.allowedValue)}` };
    case 'type':
      return { message: `deve ser do tipo ${typeNames(params.type)}` };
    case 'pattern':
      return { message: patternMessage(error) };
    case 'format':
      return { message: `não é um valor válido no formato "${params.format}"` };
    case 'minLength':
      return { message: params.limit === 1 ? 'não pode ser vazio' : `deve ter pelo menos ${params.limit} caracteres` };
    case 'maxLength':
      return { message: `deve ter no máximo ${params.limit} caractere(s)` };
    case 'minItems':
      return { message: `deve ter pelo menos ${params.limit} item(ns)` };
    case 'maxItems':
    case 'items':
    case 'additionalItems':
      return { message: `deve ter no máximo ${params.limit} item(ns)` };
    case 'uniqueItems':
      return { message: `não pode repetir itens (os itens ${params.j} e ${params.i} são iguais)` };
    case 'contains':
      return { message: `deve ter pelo menos ${params.minContains ?? 1} item(ns) que atenda(m) ao esperado` };
    case 'minProperties':
      return { message: `deve ter pelo menos ${params.limit} propriedade(s)` };
    case 'maxProperties':
      return { message: `deve ter no máximo ${params.limit} propriedade(s)` };
    case 'minimum':
      return { message: `deve ser no mínimo ${params.limit}` };
    case 'maximum':
      return { message: `deve ser no máximo ${params.limit}` };
    case 'exclusiveMinimum':
      return { message: `deve ser maior que ${params.limit}` };
    case 'exclusiveMaximum':
      return { message: `deve ser menor que ${params.limit}` };
    case 'multipleOf':
      return { message: `deve ser múltiplo de ${params.multipleOf}` };
    case 'anyOf': {
      // "one of these properties is required" (each branch only `required`): one message, no branch errors.
      const names = requiredAlternatives(error.schema);
      if (names) return { message: `falta uma destas propriedades: ${orList(names.map((n) => `"${n}"`))}` };
      return { message: 'não corresponde a nenhuma das formas aceitas (veja os outros problemas deste ponto)' };
    }
    case 'oneOf':
      return {
        message: params.passingSchemas
          ? 'corresponde a mais de uma das formas aceitas: deixe só as propriedades de uma delas'
          : 'não corresponde a nenhuma das formas aceitas (veja os outros problemas deste ponto)',
      };
    case 'not':
      return { message: 'não é permitido aqui' };
    case 'false schema':
      return { message: 'não é permitido aqui' };
    default:
      return { message: `não atende à regra "${error.keyword}" do schema` };
  }
}

/** The property names of an anyOf whose every branch only requires properties, else undefined. */
function requiredAlternatives(branches) {
  if (!Array.isArray(branches) || !branches.every((b) => b && Object.keys(b).length === 1 && Array.isArray(b.required))) return undefined;
  return branches.flatMap((b) => b.required.join('" e "'));
}

/** Validates one manifest; reports every error at its position. */
export function validateManifest(report, manifest, validate) {
  for (const parseError of manifest.parseErrors) report.addAtOffset(manifest, parseError.offset, parseError.message);
  if (manifest.data === undefined) return false;
  if (validate(manifest.data)) return true;
  const errors = validate.errors ?? [];
  // The branches of an anyOf said as one message ("falta uma destas propriedades") are not said again.
  const alternatives = errors.filter((e) => e.keyword === 'anyOf' && requiredAlternatives(e.schema)).map((e) => `${e.instancePath}\n${e.schemaPath}/`);
  for (const error of errors) {
    // An "if" fails through its "then", reported by the keyword that failed; an unknown or missing
    // page kind is reported on "kind" itself (required, enum), not again by the discriminator.
    if (error.keyword === 'if' || error.keyword === 'discriminator') continue;
    if (alternatives.some((prefix) => `${error.instancePath}\n${error.schemaPath}`.startsWith(prefix))) continue;
    const { message, key } = describe(error);
    // A misspelt property: the closest one the schema declares there.
    const hint = error.keyword === 'additionalProperties' ? didYouMean(key, Object.keys(error.parentSchema?.properties ?? {})) : '';
    report.add(manifest, error.instancePath, `${message}${hint}`, key);
  }
  return false;
}
