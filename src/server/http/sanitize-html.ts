/**
 * Rich text written with the editor (delay justifications, help pages) is stored sanitized with
 * the shared policy (src/shared/rich-text-policy.ts): nothing stored can run a script.
 */
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { richTextSanitizer } from '../../shared/rich-text-policy.ts';

const sanitizer = richTextSanitizer(DOMPurify(new JSDOM('').window));

export function sanitizeRichText(html: string): string {
  return sanitizer.sanitize(html);
}

/** The visible text of sanitized rich text, to check that something was written at all. */
export function richTextIsBlank(html: string): boolean {
  return sanitizer.plainText(html).trim() === '';
}
