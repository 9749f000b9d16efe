import type { Plugin } from 'vite';

/** The committed OpenAPI snapshot (openapi/vtlog-api.json) under `root`. */
export function readOpenapi(root: string): Record<string, unknown>;
/** A page manifest file with its list filter form narrowed by the API's filter declarations. */
export function readPageManifest(root: string, file: string): Record<string, unknown>;
/** Serves manifests/pages/*.json with the API's filter constraints merged into the filter form. */
export function apiConstraintsPlugin(options: { root: string }): Plugin;
