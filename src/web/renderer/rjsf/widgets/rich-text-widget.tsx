/**
 * `richText` widget: formatted text (bold, italic, lists, links) written with the Mantine tiptap
 * editor; the value is the editor's HTML, which the API sanitizes before storing. The editor is
 * loaded only when a form shows it, so forms without rich text stay light.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { chunk } from '../../../app/code-chunk.ts';

const RichTextEditorField = lazy(chunk(() => import('./rich-text-editor-field.tsx')));

export function RichTextWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<Skeleton height={180} radius="sm" role="status" aria-label="Carregando o editor" />}>
      <RichTextEditorField {...props} />
    </Suspense>
  );
}
