import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from '../../../../src/web/renderer/rjsf/widgets/pasted-html.ts';
import { scriptPayloads } from '../../../e2e/security/script-watch.ts';

describe('cleanPastedHtml', () => {
  it.each(scriptPayloads)('keeps no handler, script or image of %s', (payload) => {
    const clean = cleanPastedHtml(`<p>antes ${payload} depois</p>`);
    expect(clean).not.toMatch(/<(script|img|svg)\b|\son\w+=/i);
    // The text around a payload stays (an unclosed <svg> takes what follows it, as in a browser).
    expect(clean).toMatch(/^<p>antes .*<\/p>$/);
  });

  it('keeps the formatting the editor stores and the text of everything else', () => {
    expect(cleanPastedHtml('<div><span style="color:red">Pane</span> no <strong class="x">cavalo</strong></div><ul><li>um</li></ul><br>')).toBe(
      'Pane no <strong>cavalo</strong><ul><li>um</li></ul><br>',
    );
  });

  it('keeps safe links only, and escapes text and attributes', () => {
    expect(cleanPastedHtml('<a href="https://a.b/?q=1&r=&quot;2" onclick="x()">site</a>')).toBe('<a href="https://a.b/?q=1&amp;r=&quot;2">site</a>');
    expect(cleanPastedHtml('<a href=" javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(cleanPastedHtml('&lt;b&gt; 1 &amp; 2')).toBe('&lt;b&gt; 1 &amp; 2');
  });

  it('drops what holds no text to keep: scripts, styles, embedded documents and graphics', () => {
    expect(cleanPastedHtml('a<script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><svg><text>t</text></svg><!-- c -->b')).toBe('ab');
  });
});
