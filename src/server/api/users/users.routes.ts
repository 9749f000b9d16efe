import type { FastifyRequest } from 'fastify';
import type { ApiPlugin } from '../../api-plugin.ts';
import { normalizeFilters } from '../../list/list-route.ts';
import { requireUser } from '../../security/request-user.ts';
import { defineMemoryList, textSearch } from '../../list/memory-list.ts';
import { userItemSchema } from './user-item.schema.ts';
import { RealmDirectory, resourceDescriber, scopesText, userAnswer, type UserItem } from './realm-directory.ts';

const text = { type: 'string' } as const;
const permissionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['recurso', 'descricao', 'escopos'],
  properties: { recurso: text, descricao: text, escopos: { type: 'string', description: 'Escopos concedidos, separados por vírgula (view, manage)' } },
} as const;

const meSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'username', 'nome', 'firstName', 'lastName', 'email', 'papeis', 'permissoes'],
  properties: {
    id: text,
    username: text,
    nome: text,
    firstName: text,
    lastName: text,
    email: text,
    papeis: { type: 'string', description: 'Papéis do realm, separados por vírgula' },
    permissoes: { type: 'array', items: permissionSchema },
  },
} as const;

function permissionRows(request: FastifyRequest, describeResource: (name: string) => string) {
  return requireUser(request).permissions.map((e) => ({ recurso: e.rsname, descricao: describeResource(e.rsname), escopos: scopesText(e.scopes) }));
}

/** Profile (authenticated) and the users and access screens (users-settings view; the edits are in user-admin.routes.ts). */
export const usersRoutes: ApiPlugin = async (app) => {
  const directory = () => RealmDirectory.of(app.embeddedIdp);
  const describeResource = resourceDescriber(app.manifests.permissions);
  const roles = app.embeddedIdp ? directory().applicationRoles() : [];
  const view = { resource: 'users-settings', scope: 'view' } as const;

  app.get(
    '/users/me',
    {
      schema: { summary: 'Perfil do usuário autenticado: nome, e-mail, papéis e permissões', tags: ['users'], response: { 200: meSchema } },
      config: { permission: 'authenticated' },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        id: user.id,
        username: user.username,
        nome: `${user.firstName} ${user.lastName}`.trim(),
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        papeis: user.roles.filter((r) => roles.length === 0 || roles.includes(r)).join(', '),
        permissoes: permissionRows(request, describeResource),
      };
    },
  );

  app.get(
    '/users/me/permissions',
    {
      schema: {
        summary: 'Permissões do usuário autenticado (recurso, descrição, escopos)',
        tags: ['users'],
        response: { 200: { type: 'array', items: permissionSchema } },
      },
      config: { permission: 'authenticated' },
    },
    async (request) => permissionRows(request, describeResource),
  );

  const userList = defineMemoryList<UserItem>({
    itemSchema: userItemSchema,
    filters: {
      busca: textSearch((u) => [u.username, u.nome, u.email]),
      // With an external Keycloak (AUTH_URL) the role list is not known here: an empty enum would not compile.
      papel: {
        schema: roles.length > 0 ? { type: 'string', enum: roles } : { type: 'string', maxLength: 60 },
        matches: (u, role: string) => u.roleList.includes(role),
      },
      recurso: {
        schema: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', maxLength: 60, description: 'Nome do recurso (ex.: kpi-exclusion)' },
        matches: (u, resource: string) => u.resourceList.includes(resource),
      },
    },
    sorts: ['username', 'nome', 'email', 'papeis', 'totalRecursos'],
    defaultSort: { field: 'nome', direction: 'asc' },
  });

  app.post(
    '/users/list',
    {
      schema: {
        summary: 'Usuários do realm com papéis e permissões efetivas (editáveis com o feature toggle AdminUser ligado)',
        tags: ['users'],
        body: userList.requestSchema,
        response: { 200: userList.responseSchema },
      },
      config: { permission: view },
      preValidation: normalizeFilters,
    },
    async (request) => {
      const page = userList.run(directory().users(), request.body);
      return { ...page, items: page.items.map(userAnswer) };
    },
  );

  const matrixItemSchema = {
    type: 'object',
    additionalProperties: false,
    required: ['recurso', 'descricao', ...roles],
    properties: {
      recurso: text,
      descricao: text,
      ...Object.fromEntries(roles.map((role) => [role, { type: 'string', description: `Escopos concedidos pelo papel ${role}` }])),
    },
  };
  const matrix = defineMemoryList<Record<string, string>>({
    itemSchema: matrixItemSchema,
    filters: { busca: textSearch((row) => [row.recurso ?? '', row.descricao ?? '']) },
    sorts: ['recurso', 'descricao'],
    defaultSort: { field: 'recurso', direction: 'asc' },
  });

  app.post(
    '/users/access-matrix',
    {
      schema: {
        summary: 'Matriz papel × recurso: escopos que as políticas de cada papel concedem',
        tags: ['users'],
        body: matrix.requestSchema,
        response: { 200: matrix.responseSchema },
      },
      config: { permission: view },
      preValidation: normalizeFilters,
    },
    async (request) => matrix.run(directory().matrix(describeResource), request.body),
  );
};
