/**
 * The app manifest (name, texts, feature toggles) on its own: the boot needs its texts before the
 * rest of the manifests (manifests.ts) has arrived. Validated by the manifest checker before the build.
 */
import type { AppManifest } from '../../shared/manifest/manifest-types.ts';
import appJson from '../../../manifests/app.json';

export const appManifest = appJson as AppManifest;
