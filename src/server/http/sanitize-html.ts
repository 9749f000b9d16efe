/**
 * Rich text written with the editor (delay justifications, help pages) is stored sanitized with
 * the shared policy (src/shared/rich-text-policy.ts): nothing stored can run a script.
 */
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { MAX_RICH_TEXT_DEPTH, richTextDepth, richTextSanitizer } from '../../shared/rich-text-policy.ts';
import { AppError } from '../errors.ts';

const sanitizer = richTextSanitizer(DOMPurify(new JSDOM('').window));

/**
 * The text as stored, or a 400 naming `field` (e.g. `body.comentario`) when it nests deeper than
 * the policy allows: checked before parsing, since the parse itself is what blocks the server.
 * Its length is bounded by the route's schema. A parser RangeError (stack overflow) is bad input too.
 */
export function sanitizeRichText(html: string, field: string): string {
  const tooDeep = () => new AppError('VALIDATION', { field, message: `O campo ${field} tem formatação aninhada demais: no máximo ${MAX_RICH_TEXT_DEPTH} níveis.` });
  if (richTextDepth(html) > MAX_RICH_TEXT_DEPTH) throw tooDeep();
  try {
    return sanitizer.sanitize(html);
  } catch (error) {
    if (error instanceof RangeError) throw tooDeep();
    throw error;
  }
}

/** The visible text of sanitized rich text, to check that something was written at all. */
export function richTextIsBlank(html: string): boolean {
  return sanitizer.plainText(html).trim() === '';
}
