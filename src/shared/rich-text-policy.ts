/**
 * What rich text written with the editor (delay justifications, help topics) may contain. The
 * server sanitizes with it on save (DOMPurify over jsdom) and the SPA again on display (DOMPurify
 * over the page's window), so both apply the same rules: formatting tags only, links only to
 * http(s)/mailto and opened in a new tab, nothing that runs a script.
 */
import type { DOMPurify } from 'dompurify';

export const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'hr'];
const ALLOWED_ATTR = ['href', 'rel', 'target'];
export const SAFE_LINK = /^(https?:|mailto:)/i;

/**
 * Deepest nesting of elements rich text may have. The editor writes a few levels (a list in a
 * quote, bold in an item); parsing cost and recursion grow with depth, and thousands of nested
 * tags block a DOM parser for seconds and then overflow its stack, so deeper text is refused
 * before it is parsed.
 */
export const MAX_RICH_TEXT_DEPTH = 32;

/** Where a tag starts: a parser opens or closes an element there, whatever follows (attributes, `/>`). */
const TAG_START = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/g;
const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * How deep the tags of `html` nest, by one linear scan of the text (no parsing): every opening tag
 * of an element that has content counts until a closing tag, so unclosed tags, `<b/>` (HTML opens
 * a `b` there) and tag-like text inside attributes count as nested, never less than a parser nests.
 */
export function richTextDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name] of html.matchAll(TAG_START)) {
    if (VOID_TAGS.has(name!.toLowerCase())) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

export interface RichTextSanitizer {
  sanitize(html: string): string;
  /** The visible text only (no tags), e.g. to check that something was written at all. */
  plainText(html: string): string;
}

/** Binds the policy to one DOMPurify instance (its link hook stays on that instance only). */
export function richTextSanitizer(purify: DOMPurify): RichTextSanitizer {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_LINK.test(href)) node.removeAttribute('href');
    node.setAttribute('rel', 'noopener noreferrer');
    node.setAttribute('target', '_blank');
  });
  return {
    sanitize: (html) => purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false }),
    plainText: (html) => purify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true }),
  };
}
