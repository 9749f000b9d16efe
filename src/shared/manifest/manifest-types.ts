import type { FromSchema } from 'json-schema-to-ts';
import type { appSchema, enumSchema, menuSchema, pageSchema, permissionsSchema } from './manifest-schemas.generated.ts';

/** Manifest types, derived from schemas/ (never written by hand). */
type Options = { keepDefaultedPropertiesOptional: true };

export type AppManifest = FromSchema<typeof appSchema, Options>;
export type MenuManifest = FromSchema<typeof menuSchema, Options>;
export type MenuEntry = MenuManifest['items'][number];
export type PermissionsManifest = FromSchema<typeof permissionsSchema, Options>;
export type EnumManifest = FromSchema<typeof enumSchema, Options>;
export type PageManifest = FromSchema<typeof pageSchema, Options>;
export type PageKind = PageManifest['kind'];
export type ApiSource = NonNullable<PageManifest['source']>;
export type ValueDisplay = NonNullable<PageManifest['columns']>[number];
export type PageAction = NonNullable<PageManifest['actions']>[number];
export type PageSection = NonNullable<PageManifest['sections']>[number];
export type PageFilters = NonNullable<PageManifest['filters']>;
export type ValueFormat = NonNullable<ValueDisplay['format']>;
export type PermissionRequirementManifest = NonNullable<ValueDisplay['permission']>;
