/**
 * The props a manifest gives each custom component, typed from the props schema kept beside the
 * component (src/web/custom/**\/*.props.schema.json). check:manifests validates every manifest's
 * props against that schema, and the build fails otherwise, so a component takes its `props` as
 * `ComponentPropsOf<'Name'>` without checking them again.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { componentPropsSchemas } from './component-props.generated.ts';

export type ComponentName = keyof typeof componentPropsSchemas;

export type ComponentPropsOf<Name extends ComponentName> = FromSchema<(typeof componentPropsSchemas)[Name], { keepDefaultedPropertiesOptional: true }>;
