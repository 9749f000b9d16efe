/**
 * Rich text sanitised on a worker thread (see src/server/html/sanitize-html.ts for the callers):
 * the shared policy (src/shared/rich-text-policy.ts) over DOMPurify and jsdom.
 */
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { type DefaultTreeAdapterTypes, parse, parseFragment } from 'parse5';
import { ALLOWED_TAGS, richTextSanitizer } from '../../shared/rich-text-policy.ts';
import { AppError } from '../errors.ts';

/**
 * Deepest nesting of elements rich text may have. The editor writes a few levels (a list in a
 * quote, bold in an item); thousands of nested elements take a DOM seconds to build and then
 * overflow its stack, so deeper text is refused before the DOM sees it.
 */
export const MAX_RICH_TEXT_DEPTH = 32;

const sanitizer = richTextSanitizer(DOMPurify(new JSDOM('').window));
// A thread's first texts ran 5 times slower (jsdom and DOMPurify not yet compiled by V8): a text of
// every allowed element, once when the thread starts, spares the first user that wait.
sanitizer.plainText(
  sanitizer.sanitize(
    ALLOWED_TAGS.map((tag) => `<${tag} href="https://x">t</${tag}>`)
      .join('')
      .repeat(50),
  ),
);

/** A `<body>`: DOMPurify parses text as the content of one, so the depth is measured in the same place. */
const bodyContext = (parse('').childNodes[0] as DefaultTreeAdapterTypes.Element).childNodes[1] as DefaultTreeAdapterTypes.Element;

/**
 * How deep the elements of `html` nest once parsed, by parse5, the parser jsdom itself uses: a
 * closing tag that closes nothing (`<b></x>`) is ignored here exactly as there. parse5 builds its
 * tree without recursion, and the walk below keeps its own stack, so any depth is measured safely.
 */
export function richTextDepth(html: string): number {
  const pending: [DefaultTreeAdapterTypes.ParentNode, number][] = [[parseFragment(bodyContext, html, {}), 0]];
  let deepest = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    deepest = Math.max(deepest, depth);
    // A <template>'s children live in its own fragment.
    const children = node.nodeName === 'template' ? (node as DefaultTreeAdapterTypes.Template).content.childNodes : node.childNodes;
    for (const child of children) if ('childNodes' in child) pending.push([child, depth + 1]);
  }
  return deepest;
}

export interface SanitizedRichText {
  html: string;
  /** No visible text: nothing was written (or only formatting). */
  blank: boolean;
}

/** The text as stored, or a 400 naming `field` (e.g. `body.comentario`) when it nests deeper than the policy allows. */
export function sanitizeRichTextNow(html: string, field: string): SanitizedRichText {
  if (richTextDepth(html) > MAX_RICH_TEXT_DEPTH) {
    throw new AppError('VALIDATION', { field, message: `O campo ${field} tem formatação aninhada demais: no máximo ${MAX_RICH_TEXT_DEPTH} níveis.` });
  }
  const clean = sanitizer.sanitize(html);
  return { html: clean, blank: sanitizer.plainText(clean).trim() === '' };
}
