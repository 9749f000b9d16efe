import type { BuildEnvironmentOptions } from 'vite';

/** The SPA's chunks: the sign-in the HTML entry starts, the app it imports dynamically (one chunk each), the pages. */
export function appChunking(options: { root: string; html: string; app: string }): NonNullable<BuildEnvironmentOptions['rolldownOptions']>;
