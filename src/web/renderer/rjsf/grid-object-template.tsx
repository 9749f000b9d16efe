/**
 * Lays the fields of an object out on a Mantine grid. A field's width comes from
 * `ui:options.span` in the uiSchema (grid columns of 12, a number or per breakpoint).
 */
import { Grid, Stack, Text, Title } from '@mantine/core';
import type { ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';

type Span = number | Partial<Record<'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

const defaultSpan: Span = { base: 12, sm: 6, md: 4, lg: 3 };

function spanOf(uiSchema: UiSchema | undefined): Span {
  const span = uiSchema ? getUiOptions(uiSchema).span : undefined;
  return typeof span === 'number' || (typeof span === 'object' && span !== null) ? (span as Span) : defaultSpan;
}

export function GridObjectTemplate({ title, description, properties, uiSchema, fieldPathId }: ObjectFieldTemplateProps) {
  return (
    <Stack gap="xs" id={fieldPathId.$id}>
      {title && <Title order={4}>{title}</Title>}
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      <Grid gap="sm" align="flex-start">
        {properties
          .filter((property) => !property.hidden)
          .map((property) => (
            <Grid.Col key={property.name} span={spanOf(uiSchema?.[property.name] as UiSchema | undefined)}>
              {property.content}
            </Grid.Col>
          ))}
      </Grid>
    </Stack>
  );
}
