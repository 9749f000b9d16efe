/**
 * The editor's schema help (schema-help.ts) as CodeMirror extensions: completions of property names
 * and values, and a hover card with the title and description the schemas give (in Portuguese, as
 * the schemas are written).
 */
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { type EditorState, StateField } from '@codemirror/state';
import { type Tooltip, hoverTooltip } from '@codemirror/view';
import { getLocation, parse } from 'jsonc-parser';
import { helpOf, propertiesOf, schemasAt, valuesOf } from './schema-help.ts';

/** Which manifest the editor holds (its path in the folder): it chooses the schema. */
export const manifestFileField = StateField.define<string>({
  create: () => 'pages/nova-pagina.json',
  update: (value) => value,
});

/** The document as far as it parses: the if/then hints need the page's source even mid-edit. */
const dataOf = (text: string): unknown => parse(text, [], { allowTrailingComma: true });

/** The quoted word being typed at the cursor: from its opening quote, to past its closing one. */
function wordRange(context: CompletionContext): { from: number; to: number } | undefined {
  const before = context.matchBefore(/"?[^\s"{}[\]:,]*/);
  if (!before) return undefined;
  const quoted = before.text.startsWith('"');
  const after = context.state.sliceDoc(context.pos, context.pos + 1);
  return { from: before.from, to: quoted && after === '"' ? context.pos + 1 : context.pos };
}

export function schemaCompletions(context: CompletionContext): CompletionResult | null {
  const text = context.state.doc.toString();
  const location = getLocation(text, context.pos);
  const range = wordRange(context);
  if (!range || (range.from === range.to && !context.explicit)) return null;
  const file = context.state.field(manifestFileField);
  const data = dataOf(text);
  if (location.isAtPropertyKey) {
    const parent = location.path.slice(0, -1);
    const parentValue = parent.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], data);
    const present = new Set(parentValue && typeof parentValue === 'object' ? Object.keys(parentValue) : []);
    const options = propertiesOf(schemasAt(file, data, parent))
      .filter((property) => !present.has(property.name))
      .map((property) => ({
        label: property.name,
        apply: JSON.stringify(property.name),
        type: 'property',
        detail: property.title,
        info: property.description,
      }));
    return { ...range, options, validFor: /^"?[^\s"{}[\]:,]*$/ };
  }
  const options = valuesOf(schemasAt(file, data, location.path)).map((value) => ({
    label: JSON.stringify(value),
    apply: JSON.stringify(value),
    type: typeof value === 'string' ? 'text' : 'keyword',
  }));
  return options.length === 0 ? null : { ...range, options, validFor: /^"?[^\s"{}[\]:,]*$/ };
}

function hoverCard(state: EditorState, pos: number): HTMLElement | undefined {
  const text = state.doc.toString();
  const { path } = getLocation(text, pos);
  if (path.length === 0) return undefined;
  const { title, description } = helpOf(schemasAt(state.field(manifestFileField), dataOf(text), path));
  if (!title && !description) return undefined;
  const card = document.createElement('div');
  card.className = 'studio-hover';
  if (title) card.appendChild(Object.assign(document.createElement('strong'), { textContent: title }));
  if (description) card.appendChild(Object.assign(document.createElement('p'), { textContent: description }));
  return card;
}

export const schemaHover = hoverTooltip((view, pos): Tooltip | null => {
  const card = hoverCard(view.state, pos);
  return card ? { pos, above: true, create: () => ({ dom: card }) } : null;
});
