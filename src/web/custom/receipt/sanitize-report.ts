/**
 * The inspection report arrives as server HTML with every value escaped; the client still
 * sanitizes it (defence in depth): no scripts, handlers, styles, forms or frames, and images only
 * as inline PNG data the server embedded.
 */
import DOMPurify from 'dompurify';

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export function sanitizeReport(html: string): string {
  const purify = DOMPurify();
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'img' && !PNG_DATA_URL.test((node as Element).getAttribute('src') ?? '')) node.parentNode?.removeChild(node);
  });
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'link', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style', 'class'],
    ALLOW_DATA_ATTR: false,
  });
}
