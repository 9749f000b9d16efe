// Collects problems and prints them as `file:line:col  /json/pointer  message`.
import { locate, offsetToLineCol } from './load.mjs';

export class Report {
  /** @type {{ file: string, line: number, col: number, pointer: string, message: string }[]} */
  problems = [];
  /** Not failures: the analyst is told (e.g. a filter no index serves) and the check still passes. */
  warnings = [];

  /** A problem at the value (or, with `key`, the property name) at `pointer` of `manifest`. */
  add(manifest, pointer, message, key) {
    const { line, col } = locate(manifest, pointer, key);
    const fullPointer = key === undefined ? pointer : `${pointer}/${key}`;
    this.problems.push({ file: manifest.relative, line, col, pointer: fullPointer || '/', message });
  }

  warn(manifest, pointer, message) {
    const { line, col } = locate(manifest, pointer);
    this.warnings.push({ file: manifest.relative, line, col, pointer: pointer || '/', message });
  }

  addAtOffset(manifest, offset, message) {
    const { line, col } = offsetToLineCol(manifest.text, offset);
    this.problems.push({ file: manifest.relative, line, col, pointer: '/', message });
  }

  lines(entries = this.problems) {
    return entries
      .slice()
      .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col)
      .map((p) => `${p.file}:${p.line}:${p.col}  ${p.pointer}  ${p.message}`);
  }
}
