/**
 * Every page manifest at once, whole, for tests that check them all. The app itself loads no more
 * than a page needs (src/web/manifests/page-routes.ts: the routes, and a page's whole manifest when it
 * opens). Pages and actions whose feature toggle is off are left out, as the app leaves them out.
 */
import type { PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import { withFeatureToggles } from '../../../../src/shared/manifest/feature-toggles.ts';
import { menuManifest, toggles } from '../../../../src/web/manifests/page-routes.ts';

const pageModules = import.meta.glob<PageManifest>('../../../../manifests/pages/*.json', { eager: true, import: 'default' });

export const pageManifests: readonly PageManifest[] = withFeatureToggles({ pages: Object.values(pageModules), menu: menuManifest }, toggles).pages;
