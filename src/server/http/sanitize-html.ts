/**
 * Rich text written with the editor (delay justifications, help pages) is stored sanitized:
 * only formatting tags survive, links keep http(s)/mailto targets, and nothing can run a script.
 */
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = DOMPurify(new JSDOM('').window);

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'hr'];
const SAFE_LINK = /^(https?:|mailto:)/i;

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (!SAFE_LINK.test(href)) node.removeAttribute('href');
  node.setAttribute('rel', 'noopener noreferrer');
  node.setAttribute('target', '_blank');
});

export function sanitizeRichText(html: string): string {
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'rel', 'target'], ALLOW_DATA_ATTR: false });
}

/** The visible text of sanitized rich text, to check that something was written at all. */
export function richTextIsBlank(html: string): boolean {
  return purify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true }).trim() === '';
}
