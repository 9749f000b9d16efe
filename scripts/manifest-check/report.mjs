// Collects problems and prints them as `file:line:col  /json/pointer  message`.
import { locate, offsetToLineCol } from './load.mjs';

/** @typedef {{ file: string, line: number, col: number, pointer: string, message: string }} Problem */
/** @typedef {Problem & { severity: 'error' | 'warning' }} JsonEntry */

export class Report {
  /** @type {Problem[]} */
  problems = [];
  /** Not failures: the analyst is told (e.g. a filter no index serves) and the check still passes. */
  /** @type {Problem[]} */
  warnings = [];

  /** A problem at the value (or, with `key`, the property name) at `pointer` of `manifest`. */
  add(manifest, pointer, message, key) {
    const { line, col } = locate(manifest, pointer, key);
    const fullPointer = key === undefined ? pointer : `${pointer}/${key}`;
    this.push({ file: manifest.relative, line, col, pointer: fullPointer || '/', message });
  }

  warn(manifest, pointer, message) {
    const { line, col } = locate(manifest, pointer);
    this.warnings.push({ file: manifest.relative, line, col, pointer: pointer || '/', message });
  }

  addAtOffset(manifest, offset, message) {
    const { line, col } = offsetToLineCol(manifest.text, offset);
    this.push({ file: manifest.relative, line, col, pointer: '/', message });
  }

  /** A problem with a whole file or folder (missing, empty). */
  addFile(file, message) {
    this.push({ file, line: 1, col: 1, pointer: '/', message });
  }

  /** The same problem found through several pages (an enum used by each) is reported once. */
  push(problem) {
    const same = (p) => p.file === problem.file && p.pointer === problem.pointer && p.message === problem.message;
    if (!this.problems.some(same)) this.problems.push(problem);
  }

  /** @returns {Problem[]} */
  sorted(entries = this.problems) {
    return entries.slice().sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
  }

  lines(entries = this.problems) {
    return this.sorted(entries).map(formatText);
  }
}

export const formatText = (p) => `${p.file}:${p.line}:${p.col}  ${p.pointer}  ${p.message}`;

/**
 * The problems and warnings as one JSON list for tools (editors, CI): every entry says its `severity`,
 * "error" (fails the check) or "warning" (told, never fails), in file, line and column order.
 * @param {Problem[]} problems
 * @param {Problem[]} [warnings]
 * @returns {string}
 */
export function formatJson(problems, warnings = []) {
  /** @type {(severity: 'error' | 'warning') => (p: Problem) => JsonEntry} */
  const entry = (severity) => (p) => ({ file: p.file, line: p.line, col: p.col, pointer: p.pointer, severity, message: p.message });
  const all = [...problems.map(entry('error')), ...warnings.map(entry('warning'))];
  all.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
  return JSON.stringify(all, null, 2);
}

/** A GitHub Actions workflow command: the problem (or warning) shows as an annotation on the file's line. */
export function formatGithub(p, level = 'error') {
  const escapeData = (s) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const escapeProperty = (s) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::${level} file=${escapeProperty(p.file)},line=${p.line},col=${p.col},title=${escapeProperty(p.pointer)}::${escapeData(p.message)}`;
}
