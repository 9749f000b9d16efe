/**
 * The product as data: every manifest, loaded at build time (validated by the manifest checker's
 * Vite plugin before the bundle is built, so the casts below are backed by the schemas). Pages,
 * menu entries and actions whose feature toggle is off in app.json are left out here, so the router
 * sends their routes to the not-found page and no menu, card or toolbar shows them (app.json's
 * states, or FEATURE_TOGGLES's at build time).
 */
import type {
  AppManifest,
  EnumManifest,
  MenuManifest,
  PageManifest,
  PermissionsManifest,
} from '../../shared/manifest/manifest-types.ts';
import { featureToggles, parseToggleOverrides, withFeatureToggles } from '../../shared/manifest/feature-toggles.ts';
import appJson from '../../../manifests/app.json';
import menuJson from '../../../manifests/menu.json';
import permissionsJson from '../../../manifests/permissions.json';

const pageModules = import.meta.glob<PageManifest>('../../../manifests/pages/*.json', { eager: true, import: 'default' });
const enumModules = import.meta.glob<EnumManifest>('../../../manifests/enums/*.json', { eager: true, import: 'default' });

export const appManifest = appJson as AppManifest;
// FEATURE_TOGGLES at build time (vite.config.ts exposes it) turns toggles over as the server's setting does.
const toggles = featureToggles(appManifest, parseToggleOverrides(import.meta.env.FEATURE_TOGGLES as string | undefined));
const gated = withFeatureToggles({ pages: Object.values(pageModules), menu: menuJson as MenuManifest }, toggles);
export const menuManifest: MenuManifest = gated.menu;
export const permissionsManifest = permissionsJson as PermissionsManifest;
export const pageManifests: readonly PageManifest[] = gated.pages;
export const enumManifests: ReadonlyMap<string, EnumManifest> = new Map(
  Object.values(enumModules).map((manifest) => [manifest.name, manifest]),
);

export function pageByPath(path: string): PageManifest | undefined {
  return pageManifests.find((page) => page.path === path);
}
