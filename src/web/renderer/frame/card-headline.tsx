/**
 * The headline number of a section card (`headline` in the manifest): its source called with the
 * API's defaults, one field of the answer in the given format; a placeholder while it loads and
 * "--" when there is no value or the call failed (the card still leads to the page).
 */
import { Skeleton, Text } from '@mantine/core';
import type { PageManifest } from '../../../shared/manifest/manifest-types.ts';
import { useSourceQuery } from '../data/use-source-query.ts';
import { readField } from '../field-path.ts';
import { formatText } from '../format/format-value.ts';

type Headline = NonNullable<NonNullable<PageManifest['cards']>[number]['headline']>;

export function CardHeadline({ headline }: { headline: Headline }) {
  const query = useSourceQuery<unknown>(headline.source, []);
  const text = query.data === undefined ? undefined : formatText(readField(query.data, headline.field), headline.format);
  return (
    <div>
      {query.isPending ? (
        <Skeleton height={34} width={120} my={2} aria-label="Carregando" />
      ) : (
        <Text fz={28} fw={700} lh={1.3} data-testid="card-headline">
          {text === undefined ? '--' : `${text}${headline.suffix ?? ''}`}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {headline.label}
      </Text>
    </div>
  );
}
