/**
 * The generic list contract (server): POST { page, pageSize, sort, filters } → { items, page,
 * pageSize, total }. Sources with paging 'none' get only the filters and sort, and may answer a
 * plain array.
 */
import type { ApiSource } from '../../../shared/manifest/manifest-types.ts';
import type { PageState } from '../../state/page-state-cache.ts';
import { readField } from '../field-path.ts';

export interface ListAnswer<T> {
  items: T[];
  total: number;
}

export function listBody(source: ApiSource, state: PageState, filters: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return source.paging === 'body'
    ? { page: state.page, pageSize: state.pageSize, sort: state.sort, filters }
    : { sort: state.sort, filters };
}

export function readListAnswer<T>(answer: unknown): ListAnswer<T> {
  if (Array.isArray(answer)) return { items: answer as T[], total: answer.length };
  const items = readField(answer, 'items');
  const total = readField(answer, 'total');
  const list = Array.isArray(items) ? (items as T[]) : [];
  return { items: list, total: typeof total === 'number' ? total : list.length };
}
