/**
 * The app's chunk is preloaded by index.html with the chunks it imports (not the entry, already in the
 * page), and they start with V8's compile hint; the build fails when the app's chunk cannot be found.
 */
import { describe, expect, it } from 'vitest';
import { appPreloadTags, hintAppChunk } from '../../../scripts/vite/app-chunk-plugin.mjs';

const appModule = '/repo/src/web/app/render-app.tsx';
function builtBundle() {
  return {
    'assets/index-a.js': {
      type: 'chunk' as const,
      fileName: 'assets/index-a.js',
      isEntry: true,
      facadeModuleId: '/repo/index.html',
      imports: ['assets/runtime-c.js'],
      code: 'entry();',
    },
    'assets/runtime-c.js': { type: 'chunk' as const, fileName: 'assets/runtime-c.js', facadeModuleId: null, imports: [], code: 'runtime();' },
    'assets/app-b.js': {
      type: 'chunk' as const,
      fileName: 'assets/app-b.js',
      facadeModuleId: appModule,
      imports: ['assets/runtime-c.js', 'assets/index-a.js'],
      code: 'const __vite__mapDeps=1;app();',
    },
    'assets/app-b.css': { type: 'asset' as const, fileName: 'assets/app-b.css' },
  };
}

describe('the app chunk plugin', () => {
  it('preloads the app chunk and its imports, but not the entry', () => {
    expect(appPreloadTags(builtBundle(), appModule, 'assets/index-a.js', '/').map((tag) => tag.attrs)).toEqual([
      { rel: 'modulepreload', crossorigin: true, href: '/assets/runtime-c.js' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/app-b.js' },
    ]);
  });

  it('puts the compile hint on the first line of the app chunk and of the chunks it imports, not of the entry', () => {
    const bundle = builtBundle();
    hintAppChunk(bundle, appModule);
    expect(bundle['assets/app-b.js'].code).toBe('//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=1;app();');
    expect(bundle['assets/runtime-c.js'].code).toBe('//# allFunctionsCalledOnLoad\nruntime();');
    expect(bundle['assets/index-a.js'].code).toBe('entry();');
  });

  it('fails the build when the app has no chunk', () => {
    expect(() => appPreloadTags(builtBundle(), '/repo/src/web/app/other.tsx', 'assets/index-a.js', '/')).toThrow('/repo/src/web/app/other.tsx');
    expect(() => hintAppChunk(builtBundle(), '/repo/src/web/app/other.tsx')).toThrow('/repo/src/web/app/other.tsx');
  });
});
