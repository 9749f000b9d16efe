/**
 * RJSF's `Markdown` in the built app (scripts/vite/lazy-markdown-plugin.mjs): the markdown parser
 * loads the first time a form draws markdown; the plain text shows meanwhile.
 */
import { type ComponentProps, lazy, Suspense } from 'react';
import { chunk } from '../../app/code-chunk.ts';

const ParsedMarkdown = lazy(chunk(() => import('markdown-to-jsx/react').then((module) => ({ default: module.Markdown }))));

export function Markdown(props: ComponentProps<typeof ParsedMarkdown>) {
  return (
    <Suspense fallback={<span>{props.children}</span>}>
      <ParsedMarkdown {...props} />
    </Suspense>
  );
}
