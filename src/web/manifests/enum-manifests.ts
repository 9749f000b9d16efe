/** The code lists (manifests/enums) the pages show as labels and badges, by name. */
import type { EnumManifest } from '../../shared/manifest/manifest-types.ts';

const enumModules = import.meta.glob<EnumManifest>('../../../manifests/enums/*.json', { eager: true, import: 'default' });

export const enumManifests: ReadonlyMap<string, EnumManifest> = new Map(
  Object.values(enumModules).map((manifest) => [manifest.name, manifest]),
);
