/**
 * The pages as the app shell sees them before any page opens: every page's route (page-route.ts)
 * and the menu, without the pages, menu entries and actions whose feature toggle is off (as the server
 * runs them: /config.json), so the router sends their paths to the not-found page
 * and no menu, card or toolbar shows them. A page's whole manifest is a chunk of its own, loaded when
 * the page opens. The manifests are validated by the manifest checker's Vite plugin before the bundle
 * is built, so the casts below are backed by the schemas.
 */
import type { MenuManifest, PageManifest } from '../../shared/manifest/manifest-types.ts';
import { featureToggles, withFeatureToggles, withToggledActions } from '../../shared/manifest/feature-toggles.ts';
import menuJson from '../../../manifests/menu.json';
import { appManifest } from './app-manifest.ts';
import { loadRuntimeConfig } from '../config/runtime-config.ts';
import type { PageRoute } from './page-route.ts';
import { chunk } from '../app/code-chunk.ts';

const routeModules = import.meta.glob<PageRoute>('../../../manifests/pages/*.json', { eager: true, import: 'default', query: '?route' });
const manifestModules = import.meta.glob<PageManifest>('../../../manifests/pages/*.json', { import: 'default' });

// The server's toggles (one build serves every state). The boot has asked for /config.json before this
// module runs, and index.html preloads it, so this waits for nothing in practice. Without a valid
// configuration the boot screen explains the problem and no route is drawn: app.json's states serve then.
export const toggles = featureToggles(appManifest, await loadRuntimeConfig().then((config) => config.featureToggles, () => undefined));
const gated = withFeatureToggles({ pages: Object.values(routeModules), menu: menuJson as MenuManifest }, toggles);
export const menuManifest: MenuManifest = gated.menu;
export const pageRoutes: readonly PageRoute[] = gated.pages;

export function pageRouteByPath(path: string): PageRoute | undefined {
  return pageRoutes.find((page) => page.path === path);
}

export function pageRouteById(id: string): PageRoute | undefined {
  return pageRoutes.find((page) => page.id === id);
}

const shown = new Set(pageRoutes.map((page) => page.id));
const manifestLoaders = new Map(
  Object.entries(routeModules).flatMap(([file, route]) => (shown.has(route.id) && manifestModules[file] ? [[route.id, chunk(manifestModules[file])]] : [])),
);

/**
 * The whole manifest of a page of the routes, its actions gated as the routes are. Its chunk loads
 * once (the module loader keeps it; a failed download is tried again: app/code-chunk.ts); the app keeps
 * the manifest itself as a query (renderer/page-manifest-query.ts).
 */
export function loadPageManifest(id: string): Promise<PageManifest> {
  const loader = manifestLoaders.get(id);
  if (!loader) return Promise.reject(new Error(`A página "${id}" não existe.`));
  return loader().then((page) => withToggledActions(page, toggles));
}
