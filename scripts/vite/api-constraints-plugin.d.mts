import type { Plugin } from 'vite';

/** Serves manifests/pages/*.json with the API's filter constraints merged into the filter form. */
export function apiConstraintsPlugin(options: { root: string }): Plugin;
