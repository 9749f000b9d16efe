/**
 * Lays the fields of an object out on a Mantine grid. A field's width comes from
 * `ui:options.span` in the uiSchema (grid columns of 12, a number or per breakpoint). A nested
 * object (a value range {min, max}) is one field: its title reads as a label and its parts share
 * its cell. A checkbox sits level with the inputs beside it, below their labels.
 */
import { Grid, Input, Stack, Text, Title } from '@mantine/core';
import type { ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import classes from './grid-object-template.module.css';

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

export function GridObjectTemplate({ title, description, properties, schema, uiSchema, fieldPathId }: ObjectFieldTemplateProps) {
  const nested = fieldPathId.path.length > 0;
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
      <Grid gap="sm" align="flex-start">
        {properties
          .filter((property) => !property.hidden)
          .map((property) => {
            const fieldUi = uiSchema?.[property.name] as UiSchema | undefined;
            return (
              <Grid.Col
                key={property.name}
                span={spanOf(fieldUi, nested ? partSpan : formSpan)}
                className={isCheckbox(schema.properties?.[property.name], fieldUi) ? classes.checkbox : undefined}
              >
                {property.content}
              </Grid.Col>
            );
          })}
      </Grid>
    </Stack>
  );
}
