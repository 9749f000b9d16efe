/**
 * RJSF core's default fields (@rjsf/core/lib/components/fields/index.js), in the built app
 * (scripts/vite/stand-ins-plugin.mjs): the ones every form draws (schema, object, array, string,
 * number, boolean) as they are; the ones only some schemas need (anyOf/oneOf, null, cyclic $refs,
 * layout grids, optional-data controls, the fallback for a schema without a type) load the first
 * time a form draws one, so a list page's filter form does not download them.
 */
import type { Field } from '@rjsf/utils';
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { onDemand } from './on-demand.tsx';

type FieldModule = Promise<{ default: Field }>;

/** The loaders of the fields drawn on demand, by their name in the registry. */
export const onDemandFieldLoaders = {
  AnyOfField: () => import('@rjsf/core/lib/components/fields/MultiSchemaField.js') as FieldModule,
  CyclicSchemaField: () => import('@rjsf/core/lib/components/fields/CyclicSchemaField.js') as FieldModule,
  FallbackField: () => import('@rjsf/core/lib/components/fields/FallbackField.js') as FieldModule,
  LayoutGridField: () => import('@rjsf/core/lib/components/fields/LayoutGridField.js') as FieldModule,
  LayoutHeaderField: () => import('@rjsf/core/lib/components/fields/LayoutHeaderField.js') as FieldModule,
  LayoutMultiSchemaField: () => import('@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js') as FieldModule,
  NullField: () => import('@rjsf/core/lib/components/fields/NullField.js') as FieldModule,
  OptionalDataControlsField: () => import('@rjsf/core/lib/components/fields/OptionalDataControlsField.js') as FieldModule,
};

// Made once: RJSF asks for the defaults on every render of a form, and a component made anew each time would remount.
const onDemandFields = Object.fromEntries(Object.entries(onDemandFieldLoaders).map(([name, load]) => [name, onDemand(load)])) as Record<
  keyof typeof onDemandFieldLoaders,
  Field
>;

/** The same names and, once loaded, the same components as RJSF core's `fields()`. */
export default function fields(): Record<string, Field> {
  return {
    ...onDemandFields,
    // One field for both, as in RJSF core.
    OneOfField: onDemandFields.AnyOfField,
    ArrayField: ArrayField as Field,
    BooleanField: BooleanField as Field,
    NumberField: NumberField as Field,
    ObjectField: ObjectField as Field,
    SchemaField: SchemaField as Field,
    StringField: StringField as Field,
  };
}
