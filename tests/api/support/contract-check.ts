/**
 * The contract check of the API suite: every response a test gets from a documented operation is
 * held to the OpenAPI document of the app that answered (`app.swagger()`, what /api/openapi.json
 * serves): its status must be declared for the operation, its media type declared for that status,
 * and a JSON body must validate against the declared schema (Ajv 2020, formats on). A response that
 * does not is a violation; contract-setup.ts fails the test it happened in. The apps of the suite
 * get the check through their onRoute hook (createTestApp, `buildChecked`), so nothing else changes
 * in how tests send requests.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';
import { build, type BuildOptions } from '../../../src/server/app.ts';
import type { ServerConfig } from '../../../src/server/config.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

interface MediaObject {
  schema?: unknown;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaObject> }>;
}
export interface OpenapiDocument {
  paths?: Record<string, Record<string, Operation>>;
}

/** One response as the server sent it. */
export interface SentResponse {
  method: string;
  /** The route's pattern as Fastify declares it (`/api/orders/:orderId/items`). */
  route: string;
  statusCode: number;
  contentType?: string;
  contentEncoding?: string;
  /** The serialized payload (text for JSON), or a stream / Buffer for files. */
  payload: unknown;
}

const DOCUMENT_ID = 'vtlog-openapi';

/** One Ajv per document (each app has its own), with the document added once and each response schema compiled once. */
const validators = new WeakMap<object, { ajv: Ajv2020; compiled: Map<string, ValidateFunction> }>();

/** `#/paths/~1api~1x/get/...` as a URI fragment (JSON Pointer escaping, then percent-encoding). */
const pointer = (segments: string[]) => `#/${segments.map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;

function validatorOf(document: OpenapiDocument, segments: string[]): ValidateFunction {
  let entry = validators.get(document);
  if (!entry) {
    // strict: false, as the document carries OpenAPI's own keywords and x- annotations beside the schemas.
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(ajv);
    ajv.addSchema(document, DOCUMENT_ID);
    entry = { ajv, compiled: new Map() };
    validators.set(document, entry);
  }
  const ref = `${DOCUMENT_ID}${pointer(segments)}`;
  let validate = entry.compiled.get(ref);
  if (!validate) {
    validate = entry.ajv.compile({ $ref: ref });
    entry.compiled.set(ref, validate);
  }
  return validate;
}

const isJson = (media: string) => media === 'application/json' || media.endsWith('+json');

/** Why `response` breaks the document (pt-BR), or undefined when it conforms or its route is not documented. */
export function contractProblem(document: OpenapiDocument, response: SentResponse): string | undefined {
  const path = response.route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const method = response.method.toLowerCase();
  const operation = document.paths?.[path]?.[method];
  if (!operation) return undefined;
  const responses = operation.responses ?? {};
  const status = String(response.statusCode);
  const key = [status, `${status[0]}XX`, 'default'].find((candidate) => responses[candidate] !== undefined);
  if (key === undefined) return `status ${status} não declarado (declarados: ${Object.keys(responses).join(', ')})`;
  const content = responses[key]!.content;
  // Fastify sends no body with a 204 or 304, whatever the handler passed.
  const bodyless = response.statusCode === 204 || response.statusCode === 304;
  const text = bodyless
    ? undefined
    : typeof response.payload === 'string'
      ? response.payload
      : Buffer.isBuffer(response.payload)
        ? response.payload.toString('utf8')
        : undefined;
  if (!content) return text ? `o status ${status} é declarado sem corpo, e a resposta tem um` : undefined;
  const media = response.contentType?.split(';')[0]!.trim().toLowerCase();
  if (media === undefined || content[media] === undefined)
    return `tipo de conteúdo ${media ?? '(nenhum)'} não declarado para o status ${status} (declarados: ${Object.keys(content).join(', ')})`;
  // A compressed or streamed body is not read here; its status and type were checked.
  if (!isJson(media) || response.contentEncoding !== undefined || text === undefined || content[media].schema === undefined) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `corpo ${media} que não é JSON: ${text.slice(0, 80)}`;
  }
  const validate = validatorOf(document, ['paths', path, method, 'responses', key, 'content', media, 'schema']);
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`);
  return `corpo fora do schema declarado para o status ${status}: ${errors.join('; ')}`;
}

const violations: string[] = [];
let checked = 0;

/** The violations seen since the last call (and forgets them). */
export function takeViolations(): string[] {
  return violations.splice(0);
}

/** How many responses were checked so far: a test proves an app has the check installed. */
export const checkedResponses = (): number => checked;

const checkSent: onSendHookHandler = async (request, reply, payload) => {
  // HEAD answers a GET's status without its body; the document describes the GET.
  if (request.method === 'HEAD') return payload;
  const header = (name: string) => {
    const value = reply.getHeader(name);
    return value === undefined ? undefined : String(value);
  };
  const sent = {
    method: request.method,
    route: request.routeOptions.url ?? '',
    statusCode: reply.statusCode,
    contentType: header('content-type'),
    contentEncoding: header('content-encoding'),
    payload,
  };
  checked += 1;
  const problem = contractProblem(request.server.swagger() as OpenapiDocument, sent);
  if (problem) violations.push(`${sent.method} ${request.url} -> ${sent.statusCode}: ${problem}`);
  return payload;
};

/**
 * An onRoute hook giving the route the check (after serialization, so the body is what the client
 * receives). Fastify copies a GET route's options into its HEAD route: the hook is added once.
 */
export function checkContractOf(route: RouteOptions): void {
  const existing = route.onSend === undefined ? [] : [route.onSend].flat();
  if (!existing.includes(checkSent)) route.onSend = [...existing, checkSent];
}

/** Build options with the contract check added to the caller's onRoute hook. */
export function withContractCheck(options: BuildOptions = {}): BuildOptions {
  return {
    ...options,
    onRoute: (route) => {
      options.onRoute?.(route);
      checkContractOf(route);
    },
  };
}

/** `build()` with every response of the app checked against its OpenAPI document. */
export function buildChecked(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  return build(config, withContractCheck(options));
}
