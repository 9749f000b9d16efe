/**
 * Lays the fields of an object out on a Mantine grid. A field's width comes from
 * `ui:options.span` in the uiSchema (grid columns of 12, a number or per breakpoint). A nested
 * object (a value range {min, max}) is one field: its title reads as a label and its parts share
 * its cell. A checkbox sits level with the inputs beside it, below their labels. The fields the form's
 * `ui:options.more` lists fold under one button after the others (more-fields.tsx).
 */
import { Grid, Input, Stack, Text, Title } from '@mantine/core';
import type { ErrorSchema, ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { falseFilters, isActiveFilter } from '../filters/active-filters.ts';
import type { VtlogFormContext } from './form-context.ts';
import classes from './grid-object-template.module.css';
import { defaultMoreWords, MoreFields } from './more-fields.tsx';

type Span = number | Partial<Record<'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

const formSpan: Span = { base: 12, sm: 6, md: 4, lg: 3 };
const partSpan: Span = 6;

function spanOf(uiSchema: UiSchema | undefined, fallback: Span): Span {
  const span = uiSchema ? getUiOptions(uiSchema).span : undefined;
  return typeof span === 'number' || (typeof span === 'object' && span !== null) ? (span as Span) : fallback;
}

function isCheckbox(schema: RJSFSchema | boolean | undefined, uiSchema: UiSchema | undefined): boolean {
  const widget = uiSchema?.['ui:widget'];
  return typeof schema === 'object' && schema.type === 'boolean' && (widget === undefined || widget === 'checkbox');
}

/** The fields the form folds away (its uiSchema's `ui:options.more`, checked by the manifest checker). */
function foldedNames(uiSchema: UiSchema | undefined): readonly unknown[] {
  const more = uiSchema ? getUiOptions(uiSchema).more : undefined;
  return Array.isArray(more) ? more : [];
}

function holdsError(errors: ErrorSchema | undefined): boolean {
  if (!errors) return false;
  return Object.entries(errors).some(([key, value]) => (key === '__errors' ? Array.isArray(value) && value.length > 0 : holdsError(value as ErrorSchema)));
}

export function GridObjectTemplate({
  title,
  description,
  properties,
  schema,
  uiSchema,
  fieldPathId,
  formData,
  errorSchema,
  registry,
}: ObjectFieldTemplateProps) {
  const nested = fieldPathId.path.length > 0;
  const fieldUi = (name: string) => uiSchema?.[name] as UiSchema | undefined;
  const checkbox = (name: string) => isCheckbox(schema.properties?.[name] as RJSFSchema | undefined, fieldUi(name));
  const shown = properties.filter((property) => !property.hidden);
  const folded = nested ? [] : foldedNames(uiSchema);
  const more = shown.filter((property) => folded.includes(property.name));
  const cells = (list: ObjectFieldTemplatePropertyType[]) => (
    <Grid gap="sm" align="flex-start">
      {list.map((property) => (
        <Grid.Col
          key={property.name}
          span={spanOf(fieldUi(property.name), nested ? partSpan : formSpan)}
          className={checkbox(property.name) ? classes.checkbox : undefined}
        >
          {property.content}
        </Grid.Col>
      ))}
    </Grid>
  );
  const values = (formData ?? {}) as Record<string, unknown>;
  const inUse = more.filter(
    // A value is given as a filter is applied: a false checkbox, an empty text, list or range is none.
    ({ name }) =>
      isActiveFilter(values[name], falseFilters(schema.properties?.[name], fieldUi(name))) ||
      holdsError((errorSchema as Record<string, ErrorSchema> | undefined)?.[name]),
  ).length;
  return (
    <Stack gap="xs" id={fieldPathId.$id}>
      {title && (nested ? <Input.Label>{title}</Input.Label> : <Title order={4}>{title}</Title>)}
      {description &&
        (nested ? (
          <Input.Description>{description}</Input.Description>
        ) : (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ))}
      {cells(more.length > 0 ? shown.filter((property) => !more.includes(property)) : shown)}
      {more.length > 0 && (
        <MoreFields count={more.length} inUse={inUse} words={(registry.formContext as Partial<VtlogFormContext>).moreWords ?? defaultMoreWords}>
          {cells(more)}
        </MoreFields>
      )}
    </Stack>
  );
}
