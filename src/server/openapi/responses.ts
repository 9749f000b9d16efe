/**
 * Every status an operation can answer, as the document declares it. The statuses every route of a
 * kind answers are added here, once, from what the server does for all of them; a route declares
 * only what its own handler adds (404 of a record named in the body, 409, 422, 429) in its
 * `schema.response`, as `errorRef`. Each error status answers the one catalogue body (`ErrorBody`),
 * described by the catalogue codes that carry it.
 */
import { errorCatalogue, errorRef } from '../errors.ts';
import type { RoutePermission } from '../security/route-permission.ts';

/** What an error status means to the caller (pt-BR); the codes come from the catalogue. */
const meaning: Record<number, string> = {
  400: 'Requisição inválida; `field` nomeia o campo recusado',
  401: 'Sem token de acesso, ou token inválido ou expirado',
  403: 'O token não concede a permissão que a operação exige (x-permission)',
  404: 'Registro não encontrado (ou recurso desligado por feature toggle)',
  408: 'A requisição demorou demais para chegar',
  409: 'Conflito com o estado atual do registro',
  413: 'Conteúdo acima do tamanho máximo aceito',
  415: 'Tipo de conteúdo não aceito',
  422: 'Dados bem formados que não puderam ser processados',
  429: 'Muitas operações em andamento para este usuário',
  431: 'Cabeçalhos acima do tamanho máximo aceito',
  500: 'Erro interno; o corpo não traz detalhes internos, só o requestId',
  503: 'Indisponível no momento (banco de dados, servidor de identidade ou servidor ocupado); tente novamente',
};

const codesOf = (status: number) => Object.entries(errorCatalogue).flatMap(([code, entry]) => (entry.status === status ? [code] : []));

/** The catalogue body for `status`; @fastify/swagger takes the `description` beside a `$ref` as the response's. */
export function errorResponse(status: number) {
  const text = meaning[status];
  if (text === undefined || codesOf(status).length === 0) throw new Error(`O status ${status} não tem código no catálogo de erros (errors.ts).`);
  return { ...errorRef, description: `${text}. Códigos: ${codesOf(status).join(', ')}.` };
}

interface OperationFacts {
  /** The route's own schema (querystring, params, body, consumes, response). */
  schema: Record<string, unknown>;
  permission: RoutePermission | undefined;
  /** A route under a feature toggle answers 404 while it is off. */
  featureToggle: string | undefined;
}

/**
 * The statuses the server answers for every route of a kind:
 * - 400 with any input (query, path, body or upload): the schema or the handler refuses a value;
 * - 401 and 403 unless public: every secured operation declares both, as integrators' generated
 *   clients expect (an operation open to any signed-in user answers 403 only if it gains a permission);
 * - 404 with path parameters (the record they name may not exist) or a feature toggle;
 * - 413 and 415 with a body or an upload (Fastify's body limit and content-type parsers);
 * - 500 always; 503 unless public (the token and the permissions are checked against the identity
 *   provider and the database, either of which may be down).
 */
function commonStatuses({ schema, permission, featureToggle }: OperationFacts): number[] {
  const body = schema.body !== undefined || Array.isArray(schema.consumes);
  const input = body || schema.querystring !== undefined || schema.params !== undefined;
  const secured = permission !== undefined && permission !== 'public';
  return [
    ...(input ? [400] : []),
    ...(secured ? [401, 403] : []),
    ...(schema.params !== undefined || featureToggle !== undefined ? [404] : []),
    ...(body ? [413, 415] : []),
    500,
    ...(secured ? [503] : []),
  ];
}

const isBareErrorRef = (response: unknown) =>
  typeof response === 'object' && response !== null && Object.keys(response).length === 1 && (response as { $ref?: unknown }).$ref === errorRef.$ref;

/** The route's responses (its error references described) with the common statuses added. */
export function declaredResponses(facts: OperationFacts): Record<string, unknown> {
  const own = Object.entries((facts.schema.response ?? {}) as Record<string, unknown>).map(([status, response]) => [
    status,
    isBareErrorRef(response) ? errorResponse(Number(status)) : response,
  ]);
  const common = commonStatuses(facts).map((status) => [String(status), errorResponse(status)]);
  return Object.fromEntries([...common, ...own]);
}
