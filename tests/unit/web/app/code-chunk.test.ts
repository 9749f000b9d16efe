/** A chunk whose download fails is tried again with back-off until it arrives; other errors are not retried. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunk, chunkRetryDelays, isChunkLoadError } from '../../../../src/web/app/code-chunk.ts';

const downloadFailed = () => new TypeError('Failed to fetch dynamically imported module: http://localhost:8080/assets/widgets-76ltWunI.js');

describe('chunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries a failed download again until the server answers (a restart)', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(downloadFailed()).mockRejectedValueOnce(downloadFailed()).mockResolvedValue('módulo');
    const loaded = chunk(load)();
    await vi.advanceTimersByTimeAsync(chunkRetryDelays[0]! + chunkRetryDelays[1]!);
    await expect(loaded).resolves.toBe('módulo');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last delay, about half a minute, with the download error', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(downloadFailed());
    const loaded = chunk(load)();
    const settled = expect(loaded).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(chunkRetryDelays.reduce((sum, delay) => sum + delay) - 1);
    expect(load).toHaveBeenCalledTimes(chunkRetryDelays.length);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(load).toHaveBeenCalledTimes(chunkRetryDelays.length + 1);
    expect(chunkRetryDelays.reduce((sum, delay) => sum + delay)).toBeGreaterThanOrEqual(30_000);
  });

  it('does not retry a module that threw while running', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'x')"));
    await expect(chunk(load)()).rejects.toThrow('Cannot read properties');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('knows each browser’s words for a failed download', () => {
    expect(isChunkLoadError(downloadFailed())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Falha ao desenhar'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
