// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { cachedStateIds, newStateId, readPageState, writePageState, type PageState } from '../../../../src/web/state/page-state-cache.ts';
import { appManifest } from '../../../../src/web/manifests/app-manifest.ts';

const options = { lastKeyword: appManifest.pageState.lastKeyword, maxStatesPerPage: appManifest.pageState.maxStatesPerPage };

function state(chassi: string, page = 1): PageState {
  return { filters: { chassi }, page, pageSize: 50, sort: [{ field: 'dataPedido', direction: 'desc' }] };
}

describe('page-state cache', () => {
  beforeEach(() => sessionStorage.clear());

  it('restores the state saved under an id', () => {
    writePageState(sessionStorage, 'vehicles-search', { id: '1000', state: state('VT004251', 3) }, options);
    expect(readPageState(sessionStorage, 'vehicles-search', '1000', options)?.state).toEqual(state('VT004251', 3));
    expect(readPageState(sessionStorage, 'orders', '1000', options)).toBeUndefined();
  });

  it('"last" restores the most recently saved state', () => {
    writePageState(sessionStorage, 'vehicles-search', { id: '1', state: state('A') }, options);
    writePageState(sessionStorage, 'vehicles-search', { id: '2', state: state('B') }, options);
    writePageState(sessionStorage, 'vehicles-search', { id: '1', state: state('A2') }, options);
    expect(readPageState(sessionStorage, 'vehicles-search', 'last', options)).toEqual({ id: '1', state: state('A2') });
  });

  it('keeps at most 5 states per page, dropping the oldest', () => {
    expect(options.maxStatesPerPage).toBe(5);
    for (let id = 1; id <= 7; id += 1) writePageState(sessionStorage, 'vehicles-search', { id: String(id), state: state(`C${id}`) }, options);
    expect(cachedStateIds(sessionStorage, 'vehicles-search')).toEqual(['3', '4', '5', '6', '7']);
    expect(readPageState(sessionStorage, 'vehicles-search', '1', options)).toBeUndefined();
  });

  it('creates ids from the current time, never reusing one', () => {
    expect(newStateId(sessionStorage, 'vehicles-search', 1_700_000_000_000)).toBe('1700000000000');
    writePageState(sessionStorage, 'vehicles-search', { id: '1700000000000', state: state('A') }, options);
    expect(newStateId(sessionStorage, 'vehicles-search', 1_700_000_000_000)).toBe('1700000000001');
  });

  it('ignores a damaged cache instead of breaking the page', () => {
    sessionStorage.setItem('vtlog:page-state:vehicles-search', '{not json');
    expect(readPageState(sessionStorage, 'vehicles-search', 'last', options)).toBeUndefined();
  });
});
