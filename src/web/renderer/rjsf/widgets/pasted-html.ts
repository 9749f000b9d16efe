/**
 * Pasted or dropped HTML, reduced to what the rich-text policy keeps before the editor sees it. It is
 * parsed as a string (parse5, no DOM): building it in any document, even a detached one, makes the
 * browser report each inline handler against the CSP, and a live one would load its images.
 * Kept: the policy's tags, an `a`'s safe `href`; other tags give only their text; scripts, styles,
 * embedded documents and graphics give nothing.
 */
import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';
import { ALLOWED_TAGS, SAFE_LINK } from '../../../../shared/rich-text-policy.ts';

type Node = DefaultTreeAdapterTypes.ChildNode;

const kept = new Set(ALLOWED_TAGS);
const voidTags = new Set(['br', 'hr']);
const droppedWithContent = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function serialize(nodes: readonly Node[]): string {
  return nodes.map(serializeNode).join('');
}

function serializeNode(node: Node): string {
  if (node.nodeName === '#text') return escapeText((node as DefaultTreeAdapterTypes.TextNode).value);
  if (!('tagName' in node)) return ''; // comments, doctypes
  const tag = node.tagName;
  if (droppedWithContent.has(tag)) return '';
  const children = serialize(node.childNodes);
  if (!kept.has(tag)) return children;
  const href = tag === 'a' ? node.attrs.find((attribute) => attribute.name === 'href')?.value.trim() : undefined;
  const attributes = href && SAFE_LINK.test(href) ? ` href="${escapeAttribute(href)}"` : '';
  return voidTags.has(tag) ? `<${tag}${attributes}>` : `<${tag}${attributes}>${children}</${tag}>`;
}

export function cleanPastedHtml(html: string): string {
  return serialize(parseFragment(html).childNodes);
}
