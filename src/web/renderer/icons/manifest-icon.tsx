/** An icon named by a manifest (common.schema.json#/$defs/icon), from the app's icon map. */
import type { PageAction } from '../../../shared/manifest/manifest-types.ts';
import { manifestIcons } from './manifest-icons.ts';

export type IconName = NonNullable<PageAction['icon']>;

export function ManifestIcon({ name, size = 18 }: { name: IconName; size?: number }) {
  const Component = manifestIcons[name];
  return <Component size={size} stroke={1.6} aria-hidden />;
}
