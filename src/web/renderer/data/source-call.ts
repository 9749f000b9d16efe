/**
 * Turns a manifest `source` into an HTTP call: path and query placeholders filled from route
 * parameters, then the record; fixed body fields merged with the runtime body.
 */
import type { ApiSource } from '../../../shared/manifest/manifest-types.ts';
import type { ApiCall } from '../../api/http-client.ts';
import { fillDeep, fillTemplate, type PlaceholderSource } from '../placeholders.ts';

/** The call, or undefined while a path placeholder has no value yet (e.g. the record is loading). */
export function sourceCall(
  source: ApiSource,
  sources: readonly PlaceholderSource[],
  body?: Readonly<Record<string, unknown>>,
): ApiCall | undefined {
  const path = fillTemplate(source.path, sources, { encode: true });
  if (path === undefined) return undefined;
  const call: ApiCall = { method: source.method, path, retry: source.retry ?? 0 };
  if (source.query) {
    // A query value without data is simply dropped by the client's cleaning (spec §5).
    call.query = Object.fromEntries(
      Object.entries(source.query).map(([key, value]) => [key, typeof value === 'string' ? fillTemplate(value, sources) : value]),
    );
  }
  if (source.body !== undefined || body !== undefined) {
    call.body = { ...(fillDeep(source.body ?? {}, sources) as Record<string, unknown>), ...body };
  }
  return call;
}

/** A stable TanStack Query key for a call. */
export function callKey(call: ApiCall | undefined): readonly unknown[] {
  return call ? ['api', call.method, call.path, call.query ?? null, call.body ?? null] : ['api', 'pending'];
}
