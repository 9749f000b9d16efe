/**
 * The editor's look from Mantine's CSS variables, so it follows the app's light and dark themes
 * without an editor theme of each.
 */
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

const theme = EditorView.theme({
  '&': { backgroundColor: 'var(--mantine-color-body)', color: 'var(--mantine-color-text)', fontSize: 'var(--mantine-font-size-sm)', height: '100%' },
  '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)' },
  '.cm-content': { caretColor: 'var(--mantine-color-text)' },
  // Line numbers readable in both themes (the dimmed colour is below 4.5:1 on the gutter's background).
  '.cm-gutters': {
    backgroundColor: 'var(--mantine-color-default-hover)',
    color: 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))',
    borderRight: '1px solid var(--mantine-color-default-border)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--mantine-color-default-hover)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--mantine-primary-color-light)' },
  '.cm-tooltip': { backgroundColor: 'var(--mantine-color-body)', color: 'var(--mantine-color-text)', border: '1px solid var(--mantine-color-default-border)' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: 'var(--mantine-primary-color-filled)', color: 'var(--mantine-color-white)' },
  '.studio-hover': { maxWidth: '28rem', padding: '6px 10px', fontSize: 'var(--mantine-font-size-sm)' },
  '.studio-hover p': { margin: '4px 0 0' },
});

/**
 * A token colour readable (4.5:1) on the editor's background, its active line and the selection in
 * both schemes: Mantine's `-text` colours reach 2.4–3.6:1 on white (shade 8, the primary shade), so
 * the light scheme takes the app's light-variant text colour (shade 9 darkened, app/theme.ts), the
 * dark one shade 3 (4.6:1 and more on dark-5, the active line).
 */
const token = (color: string) => `light-dark(var(--mantine-color-${color}-light-color), var(--mantine-color-${color}-3))`;

const highlight = HighlightStyle.define([
  { tag: tags.propertyName, color: token('blue') },
  { tag: tags.string, color: token('green') },
  { tag: tags.number, color: token('orange') },
  { tag: [tags.bool, tags.null], color: token('violet') },
]);

export const editorTheme = [theme, syntaxHighlighting(highlight)];
