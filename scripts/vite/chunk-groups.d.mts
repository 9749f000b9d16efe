import type { BuildEnvironmentOptions } from 'vite';

/** The SPA's chunks: the sign-in the HTML entry starts, the app it imports dynamically, the route loaders' queries, the list kind (one chunk each), the other pages. */
export function appChunking(options: {
  root: string;
  html: string;
  app: string;
  list: string;
  light: readonly string[];
  queries: string;
}): NonNullable<BuildEnvironmentOptions['rolldownOptions']>;
