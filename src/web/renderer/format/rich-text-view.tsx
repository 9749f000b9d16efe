/**
 * The `html` value format: rich text from the API, sanitized again here before it reaches the
 * page. Table cells get one line of plain text (the full text in its tooltip); labelled fields
 * and timelines get the formatted text.
 */
import { Text, Typography } from '@mantine/core';
import { richTextSummary, sanitizeRichText } from './sanitize-rich-text.ts';

export default function RichTextView({ html, compact }: { html: string; compact: boolean }) {
  if (compact) {
    const summary = richTextSummary(html);
    return (
      <Text span size="sm" title={summary}>
        {summary}
      </Text>
    );
  }
  return <Typography fz="sm" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
