/**
 * The checker's problems (file:line:col, 1-based, as `npm run check:manifests` prints them) as the
 * editor's diagnostics: each marks the JSON value or property name that starts there.
 */
import type { Diagnostic } from '@codemirror/lint';
import { findNodeAtOffset, parseTree } from 'jsonc-parser';
import type { StudioProblem } from './studio-api.ts';

/** Offset of a 1-based line and column in `text` (clamped to the text). */
export function offsetOf(text: string, line: number, col: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return Math.min(offset + col - 1, text.length);
}

export function problemDiagnostics(text: string, problems: readonly StudioProblem[]): Diagnostic[] {
  const tree = parseTree(text, [], { allowTrailingComma: true });
  return problems.map((problem) => {
    const from = offsetOf(text, problem.line, problem.col);
    const node = tree && findNodeAtOffset(tree, from + 1);
    const lineEnd = text.indexOf('\n', from) === -1 ? text.length : text.indexOf('\n', from);
    // The value (or name) there, within its line; at least one character, so the mark shows.
    const to = Math.max(Math.min(node && node.offset === from ? node.offset + node.length : lineEnd, lineEnd), Math.min(from + 1, text.length));
    return { from, to, severity: problem.severity, message: problem.message, source: 'check:manifests' };
  });
}
