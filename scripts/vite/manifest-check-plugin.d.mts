import type { Plugin } from 'vite';

/**
 * Fails the build on manifest problems; shows them in the dev overlay. Rewrites the stale files
 * generated from the manifests (scripts/generate-manifest-types.mjs) before the build bundles and
 * whenever dev sees a valid manifest change.
 */
export function manifestCheckPlugin(options: { root: string }): Plugin;
