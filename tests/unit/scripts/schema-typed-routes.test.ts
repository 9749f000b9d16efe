import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The schema-typed-routes findings of `code` as if it were the file at `filePath`. */
async function findings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'vtlog-api/schema-typed-routes').map((m) => m.message);
}

const typedRoute = `import type { ApiPlugin } from '../../api-plugin.ts';
const params = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } as const;
export const routes: ApiPlugin = async (app) => {
  app.get('/things/:id', { schema: { params } }, async (request) => request.params.id);
};
`;

describe('lint: API handlers are typed by the one type provider, from their schemas', () => {
  it.each([
    [
      'a generic beside the schema',
      'src/server/api/things/things.routes.ts',
      typedRoute.replace("app.get('/things", "app.get<{ Params: { id: number } }>('/things"),
      'app.get<...>',
    ],
    [
      'a generic on app.route',
      'src/server/list/things-route.ts',
      "export function f(app: any) { app.route<{ Body: string }>({ method: 'POST', url: '/x', handler: async () => 1 }); }",
      'app.route<...>',
    ],
    [
      'a provider of its own',
      'src/server/api/things/things.routes.ts',
      "import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';\nexport const f = (app: any) => app.withTypeProvider<JsonSchemaToTsProvider>();",
      'withTypeProvider',
    ],
    [
      'an instance without the provider',
      'src/server/export/things-route.ts',
      "import type { FastifyInstance } from 'fastify';\nexport async function routes(app: FastifyInstance): Promise<void> {}",
      'FastifyInstance',
    ],
    [
      'a plugin without the provider',
      'src/server/api/things/things.routes.ts',
      "import { type FastifyPluginAsync } from 'fastify';\nexport const routes: FastifyPluginAsync = async () => {};",
      'FastifyPluginAsync',
    ],
  ])('%s fails lint', async (_case, filePath, code, named) => {
    const found = await findings(filePath, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(named);
  });

  it.each([
    ['an ApiPlugin route', 'src/server/api/things/things.routes.ts', typedRoute],
    [
      'a hook type from fastify',
      'src/server/api/things/things.routes.ts',
      "import type { preValidationHookHandler } from 'fastify';\nexport const hook: preValidationHookHandler = async () => {};",
    ],
    ['a generic Map', 'src/server/api/things/things.query.ts', 'export const names = new Map<string, number>().get("x");'],
    // Outside the API's route code (the identity provider's own routes) the rule does not apply.
    [
      'the identity provider',
      'src/server/idp/things-routes.ts',
      "import type { FastifyInstance } from 'fastify';\nexport const f = (app: FastifyInstance) => app.get<{ Querystring: { a: string } }>('/x', async () => 1);",
    ],
  ])('%s passes', async (_case, filePath, code) => {
    expect(await findings(filePath, code)).toEqual([]);
  });
});
