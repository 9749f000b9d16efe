import type { Plugin } from 'vite';

/** Gives RJSF a `Markdown` that loads markdown-to-jsx on first use (build only). */
export function lazyMarkdownPlugin(options: { root: string }): Plugin;
