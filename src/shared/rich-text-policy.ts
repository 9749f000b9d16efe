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
  const policy = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false };
  return {
    sanitize: (html) => purify.sanitize(html, policy),
    // The text of the sanitized tree. (Sanitizing with no tag allowed takes time growing with the
    // square of the elements: 9 s for 6,000 `<b>x</b>`.)
    plainText: (html) => purify.sanitize(html, { ...policy, RETURN_DOM: true }).textContent ?? '',
  };
}
