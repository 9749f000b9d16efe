// The API's handlers are typed by one type provider (src/server/api-plugin.ts: ApiPlugin, ApiInstance),
// from each route's own schemas. A type written beside a schema (`app.post<{ Body: X }>`) can drift
// from it, and an instance typed without the provider leaves request parts `unknown` until someone
// writes such a type; both are refused in the code that declares /api routes.

const routeMethods = new Set(['get', 'head', 'post', 'put', 'delete', 'options', 'patch', 'all', 'route']);
const untypedInstances = new Set(['FastifyInstance', 'FastifyPluginAsync', 'FastifyPluginCallback']);

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'route handlers typed by the API type provider, from their schemas' },
    schema: [],
    messages: {
      handWritten: 'app.{{method}}<...>: os tipos da rota vêm dos seus schemas (ApiPlugin), não de um genérico escrito ao lado',
      ownProvider: 'withTypeProvider: a API tem um só provedor de tipos, o de ApiPlugin (src/server/api-plugin.ts)',
      untypedInstance: '{{name}} não tipa as rotas pelos schemas: use ApiPlugin ou ApiInstance (src/server/api-plugin.ts)',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (method === 'withTypeProvider') context.report({ node, messageId: 'ownProvider' });
        else if (routeMethods.has(method) && node.typeArguments) context.report({ node, messageId: 'handWritten', data: { method } });
      },
      ImportDeclaration(node) {
        if (node.source.value !== 'fastify') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && untypedInstances.has(specifier.imported.name)) {
            context.report({ node: specifier, messageId: 'untypedInstance', data: { name: specifier.imported.name } });
          }
        }
      },
    };
  },
};

/** The code that declares /api routes. */
const routeCode = ['src/server/api/**/*.ts', 'src/server/list/**/*.ts', 'src/server/export/**/*.ts'];

export const schemaTypedRoutes = [
  { files: routeCode, plugins: { 'vtlog-api': { rules: { 'schema-typed-routes': rule } } }, rules: { 'vtlog-api/schema-typed-routes': 'error' } },
];
