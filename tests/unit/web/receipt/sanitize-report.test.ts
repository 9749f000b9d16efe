// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeReport } from '../../../../src/web/custom/receipt/sanitize-report.ts';

const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('sanitizeReport', () => {
  it('keeps the report text, tables and embedded PNG photos', () => {
    const html = `<!doctype html><html><head><style>td{color:red}</style></head><body><h1>Relatório</h1><table><tr><td>Pintura</td><td>Não conforme</td></tr></table><img alt="Foto" src="data:image/png;base64,${png}"></body></html>`;
    const clean = sanitizeReport(html);
    expect(clean).toContain('<h1>Relatório</h1>');
    expect(clean).toContain('<td>Não conforme</td>');
    expect(clean).toContain(`src="data:image/png;base64,${png}"`);
    expect(clean).not.toContain('<style');
  });

  it('removes scripts, handlers, javascript: links, foreign images and SVG', () => {
    const clean = sanitizeReport(
      '<p onclick="alert(1)">a</p><script>alert(2)</script><a href="javascript:alert(3)">b</a><img src="https://evil.example/x.png"><img src="x" onerror="alert(4)"><svg onload="alert(5)"></svg><iframe src="//x"></iframe>',
    );
    expect(clean).toBe('<p>a</p><a>b</a>');
  });

  it('leaves escaped markup from a note as visible text', () => {
    const clean = sanitizeReport('<td>&lt;script&gt;alert("x")&lt;/script&gt;</td>');
    const cell = document.createElement('table');
    cell.innerHTML = `<tr>${clean}</tr>`;
    expect(cell.textContent).toBe('<script>alert("x")</script>');
    expect(cell.querySelector('script')).toBeNull();
  });
});
