/**
 * index.html preloads the app's chunk and the chunks it imports (not the entry, already in the page),
 * and the build fails when the app's chunk cannot be found.
 */
import { describe, expect, it } from 'vitest';
import { appPreloadTags } from '../../../scripts/vite/preload-app-plugin.mjs';

const appModule = '/repo/src/web/app/render-app.tsx';
const bundle = {
  'assets/index-a.js': { type: 'chunk' as const, fileName: 'assets/index-a.js', facadeModuleId: '/repo/index.html', imports: ['assets/runtime-c.js'] },
  'assets/runtime-c.js': { type: 'chunk' as const, fileName: 'assets/runtime-c.js', facadeModuleId: null, imports: [] },
  'assets/app-b.js': { type: 'chunk' as const, fileName: 'assets/app-b.js', facadeModuleId: appModule, imports: ['assets/runtime-c.js', 'assets/index-a.js'] },
  'assets/app-b.css': { type: 'asset' as const, fileName: 'assets/app-b.css' },
};

describe('appPreloadTags', () => {
  it('preloads the app chunk and its imports, but not the entry', () => {
    expect(appPreloadTags(bundle, appModule, 'assets/index-a.js', '/').map((tag) => tag.attrs)).toEqual([
      { rel: 'modulepreload', crossorigin: true, href: '/assets/runtime-c.js' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/app-b.js' },
    ]);
  });

  it('fails the build when the app has no chunk', () => {
    expect(() => appPreloadTags(bundle, '/repo/src/web/app/other.tsx', 'assets/index-a.js', '/')).toThrow('/repo/src/web/app/other.tsx');
  });
});
