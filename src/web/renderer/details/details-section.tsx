/** One section of a details page, with its heading and anchor (#id); its body is drawn by its kind's entry. */
import type { ComponentType } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { PageSection } from '../../../shared/manifest/manifest-types.ts';
import { readField } from '../field-path.ts';
import type { PlaceholderSource } from '../placeholders.ts';
import type { CanSee } from '../use-can.ts';
import type { RouteParams } from '../use-route-params.ts';
import { CustomSlot } from './custom-slot.tsx';
import { FieldsSection } from './fields-section.tsx';
import { RelatedListSection } from './related-list-section.tsx';

export interface DetailsSectionProps {
  section: PageSection;
  record: Readonly<Record<string, unknown>>;
  params: RouteParams;
  canSee: CanSee;
}

interface SectionBodyProps extends DetailsSectionProps {
  /** Route parameters first, then the record (common.schema.json apiSource). */
  context: readonly PlaceholderSource[];
  /** The object the section shows is missing (`section.missing`): its text is shown instead of empty fields. */
  missing: boolean;
}

const sectionKinds = {
  fields: ({ section, record, canSee, context, missing }) =>
    missing ? null : <FieldsSection fields={section.fields ?? []} record={record} canSee={canSee} context={context} />,
  list: ({ section, canSee, context }) => <RelatedListSection section={section} canSee={canSee} context={context} />,
  custom: ({ section, params, record }) =>
    section.component ? <CustomSlot component={section.component} props={section.props ?? {}} params={params} record={record} /> : null,
} satisfies Record<PageSection['kind'], ComponentType<SectionBodyProps>>;

export function DetailsSection({ section, record, params, canSee }: DetailsSectionProps) {
  const context: PlaceholderSource[] = [params, record];
  const missing = section.missing && readField(record, section.missing.field) == null ? section.missing.text : undefined;
  const Body: ComponentType<SectionBodyProps> = sectionKinds[section.kind];
  return (
    <Paper withBorder radius="md" p="md" component="section" id={section.id} aria-labelledby={`${section.id}-title`}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={`${section.id}-title`}>
          {section.title}
        </Title>
        {missing !== undefined && (
          <Text size="sm" c="dimmed">
            {missing}
          </Text>
        )}
        <Body section={section} record={record} params={params} canSee={canSee} context={context} missing={missing !== undefined} />
      </Stack>
    </Paper>
  );
}
