/** Calls of the manifest studio (src/server/api/studio/studio.routes.ts); none of them writes. */
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { HttpError } from '../../api/http-error.ts';
import { type ApiAnswer, dataOf, vtlogApi } from '../../api/vtlog-client.ts';

export type StudioFile = ApiAnswer<'get', '/studio/files'>['files'][number];
export type StudioProblem = ApiAnswer<'post', '/studio/check'>['problems'][number];
export type StudioRole = ApiAnswer<'get', '/studio/roles'>['roles'][number];

export const useStudioFiles = () =>
  useQuery({ queryKey: ['studio', 'files'], queryFn: ({ signal }) => dataOf(vtlogApi().GET('/studio/files', { signal })), staleTime: Infinity });

/** The committed text of `file`, as the server runs it. */
export const useCommittedText = (file: string | undefined) =>
  useQuery({
    queryKey: ['studio', 'file', file],
    queryFn: file === undefined ? skipToken : ({ signal }) => dataOf(vtlogApi().GET('/studio/file', { params: { query: { file } }, signal })),
    staleTime: Infinity,
  });

/**
 * What `npm run check:manifests` says with `text` in place of `file`. Keyed by the text, so a text
 * checked once is not checked again (typing back to it, undo).
 */
export const useDraftCheck = (file: string | undefined, text: string | undefined) =>
  useQuery<StudioProblem[]>({
    queryKey: ['studio', 'check', file, text],
    queryFn:
      file === undefined || text === undefined
        ? skipToken
        : ({ signal }) => dataOf(vtlogApi().POST('/studio/check', { body: { file, text }, signal })).then((answer) => answer.problems),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    // The server's worker threads busy (503 SERVER_BUSY: "tente novamente em instantes"): asked again a few times.
    retry: (failures, error) => failures < 3 && error instanceof HttpError && error.status === 503,
    retryDelay: (failures) => 1_000 * (failures + 1),
  });

export const useStudioRoles = () =>
  useQuery({ queryKey: ['studio', 'roles'], queryFn: ({ signal }) => dataOf(vtlogApi().GET('/studio/roles', { signal })), staleTime: Infinity });
