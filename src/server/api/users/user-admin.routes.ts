import type { ApiPlugin } from '../../api-plugin.ts';
import { hasPermission } from '../../../shared/permissions.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../idp/password-hash.ts';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '../../idp/password-policy.ts';
import { effectiveRoles } from '../../idp/realm-loader.ts';
import { requireUser, type AuthenticatedUser } from '../../security/request-user.ts';
import { recordAudit } from '../admin/audit-log.ts';
import { errorRef, errorResponses } from '../common-schemas.ts';
import { RealmDirectory, userAnswer } from './realm-directory.ts';
import { editableState, saveUserEdit, type EditedUser } from './user-edits.ts';
import { userItemSchema } from './user-item.schema.ts';

const RESOURCE = 'users-settings';
const manage = { resource: RESOURCE, scope: 'manage' } as const;

const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$', description: 'Id do usuário no realm' } },
} as const;

const profileBody = {
  type: 'object',
  additionalProperties: false,
  required: ['primeiroNome', 'email', 'habilitado'],
  properties: {
    primeiroNome: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S', title: 'Nome' },
    sobrenome: { type: 'string', maxLength: 100, default: '', title: 'Sobrenome' },
    email: { type: 'string', format: 'email', maxLength: 254, title: 'E-mail' },
    habilitado: { type: 'boolean', title: 'Ativo' },
  },
} as const;

const passwordBody = {
  type: 'object',
  additionalProperties: false,
  required: ['senha', 'confirmacao'],
  properties: {
    senha: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH, title: 'Nova senha' },
    confirmacao: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH, title: 'Confirmação da senha' },
  },
} as const;

/**
 * Editing the embedded identity provider's users (feature toggle AdminUser, users-settings manage):
 * profile and active flag, application roles, password. Each edit is one transaction (the user's
 * stored state in realm_user_edits, the users' revision and an audit row), then applied to the realm
 * store, so the next sign-in, token, refresh and permission decision see it; every instance lays the
 * stored edits over the realm file when it sees the revision move (`EmbeddedIdp.syncUsers`). While
 * AdminUser is off these routes answer 404.
 */
export const userAdminRoutes: ApiPlugin = async (app) => {
  const directory = () => RealmDirectory.of(app.embeddedIdp);
  const roles = app.embeddedIdp ? directory().applicationRoles() : [];
  const config = { permission: manage, featureToggle: 'AdminUser' };
  const response = { 200: userItemSchema, ...errorResponses };

  // One edit at a time: each starts from the state the previous one left.
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };

  /** Stores and applies one edit of user `id`, with its audit row; answers the edited user as the list shows it. */
  const edit = (
    by: AuthenticatedUser,
    id: string,
    action: string,
    change: (
      before: EditedUser,
      realm: RealmDirectory,
    ) => { state: EditedUser; details: Record<string, unknown> } | Promise<{ state: EditedUser; details: Record<string, unknown> }>,
  ) =>
    serialized(async () => {
      const realm = directory();
      const target = realm.idp.user(id);
      if (!target) throw new AppError('NOT_FOUND', { message: `Usuário ${id} não encontrado.`, field: 'params.id' });
      const { state, details } = await change(editableState(target), realm);
      const now = new Date();
      await app.db.transaction().execute(async (trx) => {
        await saveUserEdit(trx, id, state, by.username, now);
        await recordAudit(trx, by, { recurso: RESOURCE, acao: action, registro: target.username, detalhes: details }, now);
      });
      realm.idp.editUser(id, state);
      return userAnswer(realm.user(id)!);
    });

  app.put(
    '/users/:id',
    {
      // 409: the e-mail is another user's.
      schema: {
        summary: 'Altera nome, e-mail e situação (ativo) de um usuário do realm (auditado; feature toggle AdminUser)',
        tags: ['users'],
        params: idParams,
        body: profileBody,
        response: { ...response, 409: errorRef },
      },
      config,
    },
    async (request) => {
      const by = requireUser(request);
      const { id } = request.params;
      const body = {
        primeiroNome: request.body.primeiroNome.trim(),
        sobrenome: (request.body.sobrenome ?? '').trim(),
        email: request.body.email.trim().toLowerCase(),
        habilitado: request.body.habilitado,
      };
      return edit(by, id, 'editar-usuario', (before, realm) => {
        if (id === by.id && !body.habilitado)
          throw new AppError('VALIDATION', { message: 'Você não pode desativar o próprio usuário.', field: 'body.habilitado' });
        if (realm.idp.realm.users.some((other) => other.id !== id && other.email === body.email)) {
          throw new AppError('CONFLICT', { message: `O e-mail ${body.email} já é de outro usuário.`, field: 'body.email' });
        }
        const state = { ...before, firstName: body.primeiroNome, lastName: body.sobrenome, email: body.email, enabled: body.habilitado };
        const shown = (s: EditedUser) => ({ primeiroNome: s.firstName, sobrenome: s.lastName, email: s.email, habilitado: s.enabled });
        return { state, details: { de: shown(before), para: shown(state) } };
      });
    },
  );

  const rolesBody = {
    type: 'object',
    additionalProperties: false,
    required: ['papeis'],
    properties: {
      papeis: {
        type: 'array',
        title: 'Papéis',
        minItems: 1,
        maxItems: Math.max(roles.length, 1),
        uniqueItems: true,
        // With an external Keycloak (AUTH_URL) the role list is not known here: an empty enum would not compile.
        items: roles.length > 0 ? ({ type: 'string', enum: roles } as const) : ({ type: 'string', maxLength: 60 } as const),
      },
    },
  } as const;

  app.put(
    '/users/:id/roles',
    {
      schema: {
        summary: 'Define os papéis da aplicação de um usuário do realm (ao menos um; auditado; feature toggle AdminUser)',
        tags: ['users'],
        params: idParams,
        body: rolesBody,
        response,
      },
      config,
    },
    async (request) => {
      const by = requireUser(request);
      const { id } = request.params;
      return edit(by, id, 'alterar-papeis', (before, realm) => {
        const appRoles = new Set(realm.applicationRoles());
        const realmRoles = [...before.realmRoles.filter((role) => !appRoles.has(role)), ...request.body.papeis];
        if (id === by.id && !hasPermission(realm.effectivePermissions(effectiveRoles(realm.idp.realm.roles, realmRoles)), manage)) {
          throw new AppError('VALIDATION', { message: 'Você não pode retirar de si mesmo a gestão de usuários e acessos.', field: 'body.papeis' });
        }
        const applicationOnes = (list: readonly string[]) => list.filter((role) => appRoles.has(role));
        return { state: { ...before, realmRoles }, details: { de: applicationOnes(before.realmRoles), para: applicationOnes(realmRoles) } };
      });
    },
  );

  app.put(
    '/users/:id/password',
    {
      schema: {
        summary: 'Define uma nova senha para um usuário do realm (política de senha do servidor de identidade; auditado sem a senha; feature toggle AdminUser)',
        tags: ['users'],
        params: idParams,
        body: passwordBody,
        response,
      },
      config,
    },
    async (request) => {
      const by = requireUser(request);
      const { senha, confirmacao } = request.body;
      return edit(by, request.params.id, 'redefinir-senha', async (before, realm) => {
        const target = realm.idp.user(request.params.id)!;
        const problem = passwordProblem(senha, target);
        if (problem) throw new AppError('VALIDATION', { message: problem, field: 'body.senha' });
        if (confirmacao !== senha) throw new AppError('VALIDATION', { message: 'A confirmação não confere com a nova senha.', field: 'body.confirmacao' });
        return { state: { ...before, passwordHash: await hashPassword(senha) }, details: { senha: 'redefinida' } };
      });
    },
  );
};
