import type { HtmlTagDescriptor, Plugin } from 'vite';

interface BuiltFile {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
}

/** The modulepreload tags for the chunk of the module `appModule` and the chunks it imports, bar the page's entry chunk `entryFile`. */
export function appPreloadTags(bundle: Record<string, BuiltFile>, appModule: string, entryFile: string | undefined, base: string): HtmlTagDescriptor[];

/** Adds to index.html the modulepreload tags of the chunk of `app` (a build input, relative to `root`) and of the chunks it imports. */
export function preloadAppPlugin(options: { root: string; app: string }): Plugin;
