import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { requestValidatorCompiler } from '../../../src/server/http/validator-compilers.ts';
import { type DeclaredRoute, fillPath } from '../../helpers/declared-routes.ts';
import { type JsonSchema, validValue } from './schema-arbitrary.ts';
import { invalidValue, type Part } from './schema-mutations.ts';

/** One generated request: valid per the route's schemas, or broken in one named place. */
export interface HostileRequest {
  inject: InjectOptions;
  /** For an invalid request: the field the 4xx must name (`body.filters.status.0`), and how it was broken. */
  broken?: { part: Part; field: string; kind: string };
  /** The generated value of each part (undefined body = malformed JSON was sent). */
  values: Partial<Record<Part, unknown>>;
}

export const MALFORMED = 'JSON malformado';

const httpParts: Record<Part, string> = { body: 'body', query: 'querystring', params: 'params' };

/** Routes the generator leaves alone, with the reason printed in the summary. */
export function skipReason(route: DeclaredRoute): string | undefined {
  if (route.consumes?.some((type) => type.startsWith('multipart/'))) return 'upload multipart (coberto pelos testes de importação)';
  return undefined;
}

/** The route's schema for a part; path params without one are plain strings. */
function partSchemas(route: DeclaredRoute): Partial<Record<Part, JsonSchema>> {
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const params =
    route.params ??
    (names.length > 0
      ? { type: 'object', required: names, properties: Object.fromEntries(names.map((n) => [n, { type: 'string', minLength: 1, maxLength: 40 }])) }
      : undefined);
  return { body: route.body, query: route.querystring, params } as Partial<Record<Part, JsonSchema>>;
}

/** Query and path values as they travel: text (arrays as repeated keys); null means absent. */
function asText(value: unknown): Record<string, string | string[]> {
  const entries = Object.entries((value ?? {}) as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined);
  return Object.fromEntries(
    entries.map(([k, v]) => [
      k,
      Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))) : typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  );
}

/**
 * Builds the generator of one route's requests (valid and invalid) and the check of what the server
 * will accept; `generate` makes each part's valid values (extreme ones for the watchdog).
 */
export function requestCases(route: DeclaredRoute, generate: (schema: JsonSchema) => fc.Arbitrary<unknown> = validValue) {
  const schemas = partSchemas(route);
  const compile = requestValidatorCompiler();
  const validators = Object.fromEntries(
    (Object.keys(schemas) as Part[]).filter((p) => schemas[p]).map((p) => [p, compile({ schema: schemas[p]!, httpPart: httpParts[p] })]),
  );
  /**
   * Whether the server will take the request past validation: the route's preValidation hooks
   * (they only read request.body/query/params) and then the server's own validator, on copies.
   */
  const accepts = async (request: HostileRequest): Promise<boolean> => {
    if (request.broken?.kind === MALFORMED) return false;
    const { body, query, params } = request.values;
    const copy = { body: structuredClone(body), query: asText(query), params: asText(params) };
    for (const hook of route.preValidation) await hook.call(undefined as never, copy as never, undefined as never, () => undefined);
    const wire: Record<Part, unknown> = copy;
    return (Object.keys(validators) as Part[]).every((part) => validators[part]!(wire[part]) === true);
  };

  const build = (values: Partial<Record<Part, unknown>>, broken?: HostileRequest['broken']): HostileRequest => {
    const inject: InjectOptions = { method: route.method as InjectOptions['method'], url: fillPath(route.url, asText(values.params)) };
    if (values.query !== undefined) inject.query = asText(values.query);
    if (schemas.body) {
      inject.payload = JSON.stringify(values.body);
      inject.headers = { 'content-type': 'application/json' };
    }
    return { inject, broken, values };
  };

  const parts = (Object.keys(schemas) as Part[]).filter((p) => schemas[p]);
  const validParts = Object.fromEntries(parts.map((p) => [p, generate(schemas[p]!)]));
  const valid: fc.Arbitrary<HostileRequest> = fc.record(validParts).map((values) => build(values));

  const breakable = parts.flatMap((part) => {
    const bad = invalidValue(schemas[part]!, part);
    if (!bad) return [];
    return [
      fc.tuple(fc.record(validParts), bad).map(([values, b]) => {
        const field = [part, ...b.path].join('.');
        return build({ ...values, [part]: b.value }, { part, field, kind: b.kind });
      }),
    ];
  });
  if (schemas.body) {
    const raw = fc.constantFrom('{"page": 1,', '{"a":1}}', "{'a': 1}", '\u0000', 'NaN');
    const malformed = fc.tuple(fc.record(validParts), raw).map(([values, payload]): HostileRequest => {
      const { inject } = build(values);
      return { inject: { ...inject, payload }, broken: { part: 'body', field: 'body', kind: MALFORMED }, values };
    });
    breakable.push(malformed);
  }
  const invalid = breakable.length > 0 ? fc.oneof(...breakable) : undefined;
  return { valid, invalid, accepts };
}
