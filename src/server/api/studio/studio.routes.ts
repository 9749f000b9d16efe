/**
 * The manifest studio (/studio, resource manifest-studio, scope manage): the manifests the server
 * runs as text, the manifest checker over an edited file, and each demo role's permissions for the
 * preview. Nothing here writes to the manifests or to the running product: an edited file is
 * checked in a temporary copy of the folder (workers/manifest-draft-check.ts) and kept by the
 * analyst as a download.
 */
import type { ApiPlugin } from '../../api-plugin.ts';
import { AppError } from '../../errors.ts';
import { runInWorker } from '../../workers/worker-pool.ts';
import { errorRef, errorResponses } from '../common-schemas.ts';
import { RealmDirectory } from '../users/realm-directory.ts';
import { studioFilePattern, studioFileText, studioFiles } from './studio-files.ts';

const permission = { resource: 'manifest-studio', scope: 'manage' } as const;
const tags = ['studio'];
/** The largest page manifest has about 10,000 characters: twenty times that is room for any screen. */
const MAX_TEXT_CHARS = 200_000;
/** A check takes a few hundred milliseconds; past this the draft is refused rather than a thread held. */
const CHECK_BUDGET_MS = 10_000;

const fileProperty = {
  type: 'string',
  pattern: studioFilePattern,
  maxLength: 120,
  description: 'Arquivo na pasta de manifestos: menu.json, enums/<nome>.json ou pages/<nome>.json',
} as const;
const text = { type: 'string' } as const;
const line = { type: 'integer', minimum: 1 } as const;

const fileListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['files'],
  properties: {
    files: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['file', 'kind', 'label'],
        properties: { file: text, kind: { type: 'string', enum: ['menu', 'enum', 'page'] }, label: text },
      },
    },
  },
} as const;

const draftBody = {
  type: 'object',
  additionalProperties: false,
  required: ['file', 'text'],
  properties: {
    file: fileProperty,
    text: { type: 'string', maxLength: MAX_TEXT_CHARS, title: 'Texto do manifesto', description: 'O arquivo como o analista o editou' },
  },
} as const;

const problemsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['problems'],
  properties: {
    problems: {
      type: 'array',
      description: 'O que o check:manifests diria com este arquivo no lugar do da pasta: erros primeiro, depois avisos',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['file', 'line', 'col', 'pointer', 'message', 'severity'],
        properties: { file: text, line, col: line, pointer: text, message: text, severity: { type: 'string', enum: ['error', 'warning'] } },
      },
    },
  },
} as const;

const rolesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['roles'],
  properties: {
    roles: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['role', 'permissions'],
        properties: {
          role: text,
          permissions: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['rsname', 'scopes'],
              properties: { rsname: text, scopes: { type: 'array', items: text } },
            },
          },
        },
      },
    },
  },
} as const;

export const studioRoutes: ApiPlugin = async (app) => {
  const dir = app.manifests.dir;

  app.get(
    '/studio/files',
    {
      schema: { summary: 'Manifestos que o estúdio abre: páginas, menu e enums', tags, response: { 200: fileListSchema } },
      config: { permission },
    },
    async () => ({ files: studioFiles(dir) }),
  );

  app.get(
    '/studio/file',
    {
      schema: {
        summary: 'Texto de um manifesto como o servidor o roda (o lado "original" da comparação)',
        tags,
        querystring: { type: 'object', additionalProperties: false, required: ['file'], properties: { file: fileProperty } },
        response: {
          200: { type: 'object', additionalProperties: false, required: ['file', 'text'], properties: { file: text, text } },
          ...errorResponses,
        },
      },
      config: { permission },
    },
    async (request) => ({ file: request.query.file, text: studioFileText(dir, request.query.file) }),
  );

  app.post(
    '/studio/check',
    {
      schema: {
        summary: 'Confere um manifesto editado com o check:manifests, junto dos outros manifestos do servidor (nada é gravado)',
        tags,
        body: draftBody,
        response: { 200: problemsSchema, 400: errorRef, 413: errorRef, 422: errorRef, 503: errorRef },
      },
      config: { permission },
      // The schema's limit in characters, as UTF-8 bytes with JSON escapes, plus the file name.
      bodyLimit: 4 * MAX_TEXT_CHARS + 1024,
    },
    async (request) => {
      const overBudget = () =>
        new AppError('UNPROCESSABLE', {
          field: 'body.text',
          message: `A conferência do campo body.text levou mais de ${CHECK_BUDGET_MS / 1000} s e foi interrompida. Reduza o manifesto.`,
        });
      const problems = await runInWorker('checkManifestDraft', { manifestsDir: dir, ...request.body }, { budgetMs: CHECK_BUDGET_MS, overBudget });
      return { problems };
    },
  );

  app.get(
    '/studio/roles',
    {
      schema: {
        summary: 'Permissões que cada papel do realm concede: a prévia do estúdio mostra a página como cada papel a veria',
        tags,
        response: { 200: rolesSchema, 503: errorRef },
      },
      config: { permission },
    },
    async () => {
      const directory = RealmDirectory.of(app.embeddedIdp);
      const roles = directory.applicationRoles().map((role) => ({
        role,
        permissions: directory.effectivePermissions([role]).map((entry) => ({ rsname: entry.rsname, scopes: entry.scopes ?? [] })),
      }));
      return { roles };
    },
  );
};
