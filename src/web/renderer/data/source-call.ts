/**
 * Turns a manifest `source` into an HTTP call: path and query placeholders filled from route
 * parameters, then the record; fixed body fields deep-merged with the runtime body.
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
    // A query value without data is simply dropped by the client's cleaning.
    call.query = Object.fromEntries(
      Object.entries(source.query).map(([key, value]) => [key, typeof value === 'string' ? fillTemplate(value, sources) : value]),
    );
  }
  if (source.body !== undefined || body !== undefined) {
    call.body = mergeBodies(fillDeep(source.body ?? {}, sources) as Record<string, unknown>, body ?? {});
  }
  return call;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * `fixed` with `runtime` merged in at every depth: a fixed `{ filters: { status } }` keeps its
 * status next to the form's filters (a shallow merge replaced the whole `filters` object).
 */
export function mergeBodies(fixed: Readonly<Record<string, unknown>>, runtime: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fixed };
  for (const [key, value] of Object.entries(runtime)) {
    const base = out[key];
    out[key] = isPlainObject(base) && isPlainObject(value) ? mergeBodies(base, value) : value;
  }
  return out;
}

/** A stable TanStack Query key for a call. */
export function callKey(call: ApiCall | undefined): readonly unknown[] {
  return call ? ['api', call.method, call.path, call.query ?? null, call.body ?? null] : ['api', 'pending'];
}
