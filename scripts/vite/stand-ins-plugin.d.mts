import type { Plugin } from 'vite';

/** Points a few library imports at stand-ins holding only the piece the app uses (build only). */
export function standInsPlugin(options: { root: string }): Plugin;
