import type { Plugin } from 'vite';

/** Serves manifests/pages/*.json?route: each page manifest cut down to the given top-level keys. */
export function pageRoutesPlugin(options: { root: string; keys: readonly string[] }): Plugin;
