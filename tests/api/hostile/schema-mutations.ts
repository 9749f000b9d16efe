import fc from 'fast-check';
import { TIME_ZONE_FORMAT } from '../../../src/server/dates/time-zone.ts';
import { fitLength, hostileStrings, type JsonSchema, typesOf, validValue } from './schema-arbitrary.ts';

/** Where a value travels: a JSON body keeps its types; query strings and path params are text. */
export type Part = 'body' | 'query' | 'params';

/** A value the schema refuses at `path` (everything else valid), and what was done to it. */
export interface InvalidValue {
  value: unknown;
  path: string[];
  kind: string;
}

interface Site {
  path: string[];
  schema: JsonSchema;
}

/** Every node a mutation can target: the root, object properties, the first item of arrays. */
function sitesOf(schema: JsonSchema, path: string[] = []): Site[] {
  const here: Site = { path, schema };
  const properties = Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => sitesOf(sub, [...path, key]));
  const items = schema.items ? sitesOf(schema.items, [...path, '0']) : [];
  return [here, ...properties, ...items];
}

const samples: Record<string, unknown> = { string: 'texto', integer: 42, number: 1.5, boolean: true, null: null, array: [], object: {} };

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function acceptsType(types: string[], value: unknown): boolean {
  const type = jsonType(value);
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

const hostile = fc.constantFrom(...hostileStrings);
const badDates = fc.constantFrom('2025-13-45', '31/12/2025', 'ontem', "2025-01-01'; --", '2025-02-30T25:61:00Z');

/** The replacements that break one site, each named (wrong type, out of range, too long...). */
function breakersFor(site: Site, part: Part): { kind: string; value: fc.Arbitrary<unknown> }[] {
  const s = site.schema;
  const types = typesOf(s);
  const text = part !== 'body';
  const breakers: { kind: string; value: fc.Arbitrary<unknown> }[] = [];
  const add = (kind: string, value: fc.Arbitrary<unknown>) => breakers.push({ kind, value });

  if (types.length > 0 && !text) {
    const wrong = Object.values(samples).filter((v) => !acceptsType(types, v));
    const wrongStrings = types.includes('string') ? [] : [hostile];
    if (wrong.length > 0) add('tipo errado', fc.oneof(fc.constantFrom(...wrong), ...wrongStrings));
  }
  if (text && types.length > 0 && types.every((t) => ['integer', 'number', 'boolean'].includes(t))) add('tipo errado', fc.oneof(fc.constant('abc'), hostile));
  if (s.enum || 'const' in s) add('fora da lista', fc.oneof(fc.constant('VALOR_INEXISTENTE'), hostile, fc.constant(987654321)));
  const step = types.includes('integer') ? 1 : 0.5;
  if (s.minimum !== undefined) add('abaixo do mínimo', fc.constantFrom(s.minimum - step, -1e20));
  if (s.maximum !== undefined) add('acima do máximo', fc.constantFrom(s.maximum + step, 1e20, 1e308));
  if (s.maxLength !== undefined)
    add(
      'longo demais',
      hostile.map((h) => fitLength(h.repeat(s.maxLength! + 1), s.maxLength! + 1, s.maxLength! + 8)),
    );
  if ((s.minLength ?? 0) > (part === 'params' ? 1 : 0)) add('curto demais', fc.constant('x'.repeat(s.minLength! - 1)));
  if (s.pattern !== undefined)
    add(
      'formato inválido',
      fc.oneof(fc.constant('!!!'), hostile).map((h) => fitLength(h, s.minLength, s.maxLength)),
    );
  if (s.format === 'date' || s.format === 'date-time') add('data inválida', badDates);
  if (s.format === 'email') add('formato inválido', fc.constantFrom('sem-arroba', 'a@', '@b.com', 'a b@c.com'));
  if (s.format === TIME_ZONE_FORMAT) add('fuso inexistente', fc.constantFrom('Lua/Base', 'America/Sao_Paolo', 'GMT+25'));
  if (s.items && s.maxItems !== undefined) add('itens demais', fc.array(validValue(s.items), { minLength: s.maxItems + 1, maxLength: s.maxItems + 1 }));
  if ((s.minItems ?? 0) > 0) add('itens de menos', fc.constant([]));
  if (s.items && s.uniqueItems && (s.maxItems ?? 2) >= 2)
    add(
      'itens repetidos',
      validValue(s.items).map((v) => [v, v]),
    );
  return breakers;
}

function setAt(root: unknown, path: readonly string[], change: (parent: Record<string, unknown>, key: string) => void): unknown {
  const copy = structuredClone(root) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    // A parent generated as null (nullable branch): the candidate stays valid and is dropped later.
    if (typeof next !== 'object' || next === null) return copy;
    node = next as Record<string, unknown>;
  }
  change(node, path[path.length - 1]!);
  return copy;
}

/**
 * Values the schema refuses, each broken in exactly one place: a wrong type, an out-of-range
 * number, a too long or malformed string, a value outside the enum, a missing required or an
 * unknown property, too many/few/repeated items. The caller drops the rare candidate the server's
 * validator still accepts (e.g. a hostile string that happens to match a pattern).
 */
export function invalidValue(schema: JsonSchema, part: Part): fc.Arbitrary<InvalidValue> | undefined {
  const cases: fc.Arbitrary<InvalidValue>[] = [];
  for (const site of sitesOf(schema)) {
    const base = validValue(schema, site.path);
    if (site.path.length > 0) {
      for (const breaker of breakersFor(site, part)) {
        cases.push(
          fc.tuple(base, breaker.value).map(([v, bad]) => ({ value: setAt(v, site.path, (p, k) => (p[k] = bad)), path: site.path, kind: breaker.kind })),
        );
      }
    } else if (part === 'body') {
      for (const breaker of breakersFor(site, part)) cases.push(breaker.value.map((bad) => ({ value: bad, path: [], kind: breaker.kind })));
    }
    // Path params come from the URL: no way to leave one out or send an extra one.
    if (part !== 'params' && (typesOf(site.schema).includes('object') || site.schema.properties)) {
      for (const key of site.schema.required ?? []) {
        const path = [...site.path, key];
        cases.push(base.map((v) => ({ value: setAt(v, path, (p, k) => delete p[k]), path, kind: 'obrigatório ausente' })));
      }
      if (site.schema.additionalProperties === false) {
        const path = [...site.path, 'campoInexistente'];
        cases.push(fc.tuple(base, hostile).map(([v, bad]) => ({ value: setAt(v, path, (p, k) => (p[k] = bad)), path, kind: 'campo desconhecido' })));
      }
    }
  }
  return cases.length > 0 ? fc.oneof(...cases) : undefined;
}
