/**
 * The SPA's rich-text sanitizer: stored HTML (already sanitized by the server) is sanitized again
 * before display with the same policy, so a row written around the API cannot run a script.
 */
import DOMPurify from 'dompurify';
import { richTextSanitizer } from '../../../shared/rich-text-policy.ts';

const sanitizer = richTextSanitizer(DOMPurify());

export const sanitizeRichText = (html: string): string => sanitizer.sanitize(html);

/** One line of visible text (table cells): tags dropped, whitespace collapsed. */
export const richTextSummary = (html: string): string =>
  sanitizer
    .plainText(html.replace(/<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, '$& '))
    .replace(/\s+/g, ' ')
    .trim();
