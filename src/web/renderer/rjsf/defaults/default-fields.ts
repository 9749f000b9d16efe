/**
 * RJSF core's default fields (@rjsf/core/lib/components/fields/index.js), in the built app
 * (scripts/vite/stand-ins-plugin.mjs): the ones every form draws (schema, object, array, string,
 * number, boolean) as they are; the ones only some schemas need (anyOf/oneOf, null, cyclic $refs,
 * layout grids, optional-data controls, the fallback for a schema without a type) load the first
 * time a form draws one (rare-parts.ts), so a list page's filter form does not download them.
 */
import type { Field } from '@rjsf/utils';
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { onDemand, type RarePart } from './on-demand.tsx';

/** The fields drawn on demand: their name in the registry, and in rare-parts.ts. */
export const onDemandFields = {
  AnyOfField: 'MultiSchemaField',
  OneOfField: 'MultiSchemaField',
  CyclicSchemaField: 'CyclicSchemaField',
  FallbackField: 'FallbackField',
  LayoutGridField: 'LayoutGridField',
  LayoutHeaderField: 'LayoutHeaderField',
  LayoutMultiSchemaField: 'LayoutMultiSchemaField',
  NullField: 'NullField',
  OptionalDataControlsField: 'OptionalDataControlsField',
} as const satisfies Record<string, RarePart>;

// Made once: RJSF asks for the defaults on every render of a form, and a component made anew each time would remount.
const multiSchemaField = onDemand<never>('MultiSchemaField') as Field;
const drawnOnDemand = Object.fromEntries(
  Object.entries(onDemandFields).map(([name, part]) => [name, part === 'MultiSchemaField' ? multiSchemaField : (onDemand<never>(part) as Field)]),
);

/** The same names and, once loaded, the same components as RJSF core's `fields()`. */
export default function fields(): Record<string, Field> {
  return {
    ...drawnOnDemand,
    ArrayField: ArrayField as Field,
    BooleanField: BooleanField as Field,
    NumberField: NumberField as Field,
    ObjectField: ObjectField as Field,
    SchemaField: SchemaField as Field,
    StringField: StringField as Field,
  };
}
