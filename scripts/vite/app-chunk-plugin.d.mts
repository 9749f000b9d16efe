import type { HtmlTagDescriptor, Plugin } from 'vite';

interface BuiltFile {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  isEntry?: boolean;
  code?: string;
}

/** The modulepreload tags for the chunk of the module `appModule` and the chunks it imports, bar the page's entry chunk `entryFile`. */
export function appPreloadTags(bundle: Record<string, BuiltFile>, appModule: string, entryFile: string | undefined, base: string): HtmlTagDescriptor[];

/** Puts the compile hint first in the chunk of `appModule` and the chunks it imports, bar the entry. */
export function hintAppChunk(bundle: Record<string, BuiltFile>, appModule: string): void;

/** The app's chunk (`app`, a build input relative to `root`) preloaded by index.html and compiled eagerly. */
export function appChunkPlugin(options: { root: string; app: string }): Plugin;
