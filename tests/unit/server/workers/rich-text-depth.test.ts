/** The nesting depth of rich text, as the HTML parser that jsdom uses builds it. */
import { describe, expect, it } from 'vitest';
import { MAX_RICH_TEXT_DEPTH, richTextDepth, sanitizeRichTextNow } from '../../../../src/server/workers/rich-text-sanitizer.ts';

describe('richTextDepth', () => {
  it('counts nested elements, unclosed tags as nested', () => {
    expect(richTextDepth('texto')).toBe(0);
    expect(richTextDepth('<p>a<br>b</p><hr/><p><strong>c</strong></p>')).toBe(2);
    // HTML ignores `/>` on elements with content, and a '<' inside an attribute is text.
    expect(richTextDepth('<b/><b/><b/>')).toBe(3);
    expect(richTextDepth('<b title="<">'.repeat(10))).toBe(10);
    expect(richTextDepth('<ul><li><p><em>x</em></p></li></ul>')).toBe(4);
    expect(richTextDepth('<b>'.repeat(1000))).toBe(1000);
    expect(richTextDepth('</b></b><b>x</b>')).toBe(1);
  });

  // A scan that lowered the depth on every closing tag saw 1 here; the parser ignores a closing tag
  // with no element of its name open, so this nests 7,000 levels.
  it('does not let closing tags that close nothing hide the nesting', () => {
    expect(richTextDepth('<b></x>'.repeat(7000))).toBe(7000);
    expect(richTextDepth('<i></b></u>'.repeat(50))).toBe(50);
  });

  it('counts what a <template> holds, which lives outside its childNodes', () => {
    expect(richTextDepth('<template>'.repeat(40))).toBe(40);
  });
});

describe('sanitizeRichTextNow', () => {
  it('refuses text nested past the limit naming the field, stray closing tags included', () => {
    for (const html of ['<b>'.repeat(MAX_RICH_TEXT_DEPTH + 1), '<b></x>'.repeat(MAX_RICH_TEXT_DEPTH + 1)]) {
      expect(() => sanitizeRichTextNow(html, 'body.comentario')).toThrow(
        expect.objectContaining({
          code: 'VALIDATION',
          field: 'body.comentario',
          message: `O campo body.comentario tem formatação aninhada demais: no máximo ${MAX_RICH_TEXT_DEPTH} níveis.`,
        }),
      );
    }
  });

  it('keeps what the policy allows and says whether any text was written', () => {
    expect(sanitizeRichTextNow('<p><b>ok</b><script>x()</script></p>', 'f')).toEqual({ html: '<p><b>ok</b></p>', blank: false });
    expect(sanitizeRichTextNow('<p><br></p>', 'f')).toEqual({ html: '<p><br></p>', blank: true });
  });
});
