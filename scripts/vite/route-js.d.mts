/** The built SPA as route-js.mjs reads it: the folder, Vite's manifest and index.html. */
export interface Build {
  dist: string;
  manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
  html: string;
}

/** The manifest keys (modules) whose chunks a route loads, bar index.html's own files. */
export function routeModules(route: string): string[];

/** The built SPA in `dist`; throws when it has not been built (with `build.manifest`). */
export function readBuild(dist: string): Build;

/** The route's JS files (relative to dist), largest first, and their gzip -9 bytes one by one and in total. */
export function routeJs(build: Build, route: string): { files: { file: string; gzip: number }[]; gzip: number };
