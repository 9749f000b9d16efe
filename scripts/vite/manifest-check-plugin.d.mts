import type { Plugin } from 'vite';

/** Fails the build on manifest problems; shows them in the dev overlay. */
export function manifestCheckPlugin(options: { root: string }): Plugin;
