/** The nesting depth of rich text, measured by a scan of the text without parsing it. */
import { describe, expect, it } from 'vitest';
import { richTextDepth } from '../../../src/shared/rich-text-policy.ts';

describe('richTextDepth', () => {
  it('counts nested elements, not void ones, and unclosed tags as nested', () => {
    expect(richTextDepth('texto')).toBe(0);
    expect(richTextDepth('<p>a<br>b<hr/><img src=x></p><p><strong>c</strong></p>')).toBe(2);
    // HTML ignores `/>` on elements with content, and a '<' inside an attribute does not hide the next tag.
    expect(richTextDepth('<b/><b/><b/>')).toBe(3);
    expect(richTextDepth('<b title="<">'.repeat(10))).toBeGreaterThanOrEqual(10);
    expect(richTextDepth('<ul><li><p><em>x</em></p></li></ul>')).toBe(4);
    expect(richTextDepth('<b>'.repeat(1000))).toBe(1000);
    expect(richTextDepth('</b></b><b>x</b>')).toBe(1);
  });

  // A pattern waiting for each tag's '>' missed these, and backtracked over the whole text for each.
  it('counts tags that never finish, which a parser opens too', () => {
    expect(richTextDepth('<a'.repeat(25_000))).toBe(25_000);
  });
});
