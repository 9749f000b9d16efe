/**
 * The SPA's code arrives in chunks loaded on demand (a page kind, a widget, the xlsx writer). A chunk
 * asked for while the server restarts or the network blinks fails to download, and React's `lazy`
 * keeps that failure for good: the page broke until a reload. Browsers do not keep a failed module
 * download (HTML's module map forgets it), so importing again works once the server answers again:
 * every dynamic import of the SPA goes through `chunk`, which tries again with back-off for about half
 * a minute, a restart's length, before the error reaches the page (lint requires it: tools/lint).
 */

/** Waits between attempts (ms): 7 more tries, 31.75 s in all. */
export const chunkRetryDelays = [250, 500, 1_000, 2_000, 4_000, 8_000, 16_000];

/**
 * A download that failed, as each browser words it (a module that threw while running is not one:
 * trying again would only repeat it): Chromium, Firefox, Safari, and Vite's CSS preload.
 */
const downloadFailure = /dynamically imported module|importing a module script failed|unable to preload css/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && downloadFailure.test(error.message);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `load` (a `() => import(…)`) as a loader that rides out a failed download. */
export function chunk<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (const delay of chunkRetryDelays) {
      try {
        return await load();
      } catch (error) {
        if (!isChunkLoadError(error)) throw error;
        await sleep(delay);
      }
    }
    return load();
  };
}
