import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { errorBodySchema } from './errors.ts';

/**
 * The API's one type provider (json-schema-to-ts), as its plugin type: every route plugin of /api is
 * an ApiPlugin, so each handler's params, querystring, body and reply are the types of its route's
 * schemas, never written beside them. Replies may reference the shared error body by its $id
 * (`errorRef`); requests reference no shared schema. Lint (vtlog-api/schema-typed-routes) keeps route
 * code on this type.
 */
export type ApiPlugin = FastifyPluginAsyncJsonSchemaToTs<{ SerializerSchemaOptions: { references: [typeof errorBodySchema] } }>;

/** The instance an ApiPlugin receives, for the helpers that declare routes on it. */
export type ApiInstance = Parameters<ApiPlugin>[0];
