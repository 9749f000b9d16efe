/**
 * Per-page state cache: the filters, paging and sort of a list page, kept in
 * sessionStorage under a state id carried by the URL query parameter (`sid`). The keyword
 * (`last`) restores the most recent state; at most N states are kept per page, oldest dropped.
 * Pure: storage, clock and limits are passed in.
 */
export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

export interface PageState {
  filters: Record<string, unknown>;
  /** 1-based, as the list API expects. */
  page: number;
  pageSize: number;
  sort: SortKey[];
  /** Map pages: where the user left the map (world coordinates 0..1 and zoom). */
  map?: { x: number; y: number; zoom: number };
}

export interface CachedPageState {
  id: string;
  state: PageState;
}

export interface PageStateOptions {
  lastKeyword: string;
  maxStatesPerPage: number;
}

/** Entries of one page, oldest first (the last one is the most recently saved). */
type PageEntries = CachedPageState[];

const storagePrefix = 'vtlog:page-state:';

function storageKey(pageId: string): string {
  return `${storagePrefix}${pageId}`;
}

function isPageState(value: unknown): value is PageState {
  if (value === null || typeof value !== 'object') return false;
  const state = value as Partial<PageState>;
  return (
    typeof state.filters === 'object' &&
    state.filters !== null &&
    typeof state.page === 'number' &&
    typeof state.pageSize === 'number' &&
    Array.isArray(state.sort)
  );
}

function readEntries(storage: Storage, pageId: string): PageEntries {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey(pageId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is CachedPageState => entry !== null && typeof entry === 'object' && typeof entry.id === 'string' && isPageState(entry.state),
    );
  } catch {
    // A damaged entry (edited by hand, older format) is dropped rather than breaking the page.
    return [];
  }
}

/** The cached state named by `sid` (or the most recent one for the keyword); undefined when none. */
export function readPageState(storage: Storage, pageId: string, sid: string, options: PageStateOptions): CachedPageState | undefined {
  const entries = readEntries(storage, pageId);
  if (sid === options.lastKeyword) return entries.at(-1);
  return entries.find((entry) => entry.id === sid);
}

/** Saves `state` under `id`, making it the most recent; keeps only the newest N states. */
export function writePageState(storage: Storage, pageId: string, entry: CachedPageState, options: PageStateOptions): void {
  const others = readEntries(storage, pageId).filter((item) => item.id !== entry.id);
  const kept = [...others, entry].slice(-options.maxStatesPerPage);
  storage.setItem(storageKey(pageId), JSON.stringify(kept));
}

/** Ids of the cached states of a page, oldest first. */
export function cachedStateIds(storage: Storage, pageId: string): string[] {
  return readEntries(storage, pageId).map((entry) => entry.id);
}

/** A new state id from the current time, never one already used by this page. */
export function newStateId(storage: Storage, pageId: string, now: number): string {
  const taken = new Set(cachedStateIds(storage, pageId));
  let candidate = now;
  while (taken.has(String(candidate))) candidate += 1;
  return String(candidate);
}
