/**
 * The import graph of src/ and the cycles in it, read without a compiler: the project compiles with
 * TypeScript 7, which has no JavaScript API (no `preProcessFile`), so a small scanner reads the
 * module specifiers.
 *
 * The scanner blanks out comments and the contents of strings, template literals and regular
 * expressions (keeping their length and line breaks), then matches import and export clauses in what
 * is left, and reads each specifier back from the original text at the same place. So an `import`
 * written in a comment, a string or a template is never taken for one.
 *
 * Its limits, all of them outside what the project writes:
 * - A `/` after `)` or `}` is taken for a division, as after an identifier: a regular expression
 *   there (`if (x) /re/.test(s)`) is read as code.
 * - JSX text is read as code: a quote in it opens a string that ends at the end of its line (a string
 *   cannot span lines), a backtick in it opens a template that runs to the next backtick. A file that
 *   ends inside a template or a comment is reported (`misread`) instead of passing silently.
 * - Only literal specifiers: `import(\`./kinds/${kind}.tsx\`)` is not followed, nor a module named
 *   by `new URL('./x.mjs', import.meta.url)` (a worker's file, loaded by path at runtime).
 * - `require()` is not read (src/ is ESM only).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The files that are modules of the graph. */
export const MODULE_EXTENSION = /\.(?:ts|tsx|mts|mjs)$/;

/** After one of these words a `/` starts a regular expression, as after an operator. */
const KEYWORDS_BEFORE_EXPRESSION = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

const IDENTIFIER_PART = /[\p{ID_Continue}$]/u;
const WORD = /[\p{ID_Continue}$]+/uy;

/** `source` with comments blanked and the contents of strings, templates and regexes blanked (quotes and line breaks kept). */
export function maskSource(source: string): { masked: string; misread: boolean } {
  const out = source.split('');
  const blank = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (out[i] !== '\n') out[i] = ' ';
  };
  /** Open `${` of templates: the brace depth at which each returns to its template. */
  const templateDepths: number[] = [];
  let depth = 0;
  let slashIsDivision = false;
  let i = 0;

  /** Blanks a template's text from `i` (just after a backtick or a `}` closing `${`); stops after the closing backtick or a `${`. */
  const scanTemplate = (): boolean => {
    const start = i;
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        blank(start, i);
        i++;
        slashIsDivision = true;
        return true;
      } else if (c === '$' && source[i + 1] === '{') {
        blank(start, i);
        i += 2;
        templateDepths.push(depth);
        depth++;
        slashIsDivision = false;
        return true;
      } else i++;
    }
    blank(start, source.length);
    return false;
  };

  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      if (end === -1) {
        blank(i, source.length);
        return { masked: out.join(''), misread: true };
      }
      blank(i, end + 2);
      i = end + 2;
    } else if (c === "'" || c === '"' || (c === '/' && !slashIsDivision)) {
      // A string or a regular expression: neither spans lines, so a misread one ends with its line.
      const start = ++i;
      let inClass = false;
      while (i < source.length && source[i] !== '\n') {
        const d = source[i];
        if (d === c && !inClass) break;
        if (c === '/' && (d === '[' || d === ']')) inClass = d === '[';
        i += d === '\\' ? 2 : 1;
      }
      blank(start, Math.min(i, source.length));
      if (source[i] === c) i++;
      slashIsDivision = true;
    } else if (c === '`') {
      i++;
      if (!scanTemplate()) return { masked: out.join(''), misread: true };
    } else if (c === '}' && templateDepths.at(-1) === depth - 1) {
      templateDepths.pop();
      depth--;
      i++;
      if (!scanTemplate()) return { masked: out.join(''), misread: true };
    } else if (IDENTIFIER_PART.test(c)) {
      WORD.lastIndex = i;
      const word = WORD.exec(source)![0];
      slashIsDivision = !KEYWORDS_BEFORE_EXPRESSION.has(word);
      i += word.length;
    } else {
      if (c === '{') depth++;
      else if (c === '}') depth--;
      if (!/\s/.test(c)) slashIsDivision = c === ')' || c === ']' || c === '}';
      i++;
    }
  }
  return { masked: out.join(''), misread: templateDepths.length > 0 };
}

/**
 * `import … from '…'`, `import '…'`, `import type …`, `export … from '…'` (with `type`, `*`, `* as x`)
 * and `import('…')`. The clause before `from` holds only names, braces, commas, `*` and spaces, so a
 * match never runs across statements.
 */
const SPECIFIER = /(?<![\w$.])(?:(?:import|export)\s+(?:[\w$*{},\s]+?\s+from\s*)?|import\s*\(\s*)(['"])([^'"\n]*)\1/g;

/** The module specifiers `source` names, in order. */
export function moduleSpecifiers(source: string): { specifiers: string[]; misread: boolean } {
  const { masked, misread } = maskSource(source);
  const specifiers = [...masked.matchAll(SPECIFIER)].map((match) => {
    const end = match.index + match[0].length - 1;
    return source.slice(end - match[2]!.length, end);
  });
  return { specifiers, misread };
}

export interface ImportGraph {
  /** Module (path relative to the root, with `/`) → the modules it imports, in the graph. */
  edges: Map<string, string[]>;
  /** `file: specifier` of relative specifiers that name no file. */
  unresolved: string[];
  /** Files the scanner could not read to the end (see `maskSource`). */
  misread: string[];
}

function modulesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return modulesUnder(full);
    return MODULE_EXTENSION.test(name) ? [full] : [];
  });
}

/**
 * The graph of the modules under `root/dir`. A relative specifier resolves as written (the project
 * imports with explicit extensions); a query (`?raw`) is dropped; a file that is not a module (CSS,
 * JSON) or lies outside `dir` is no node. Package and virtual-module specifiers are left out.
 */
export function importGraph(root: string, dir: string): ImportGraph {
  const toKey = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const files = modulesUnder(path.join(root, dir));
  const nodes = new Set(files.map(toKey));
  const edges = new Map<string, string[]>();
  const unresolved: string[] = [];
  const misread: string[] = [];
  for (const file of files) {
    const key = toKey(file);
    const scan = moduleSpecifiers(readFileSync(file, 'utf8'));
    if (scan.misread) misread.push(key);
    const targets = new Set<string>();
    for (const specifier of scan.specifiers) {
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) continue;
      const target = path.resolve(path.dirname(file), specifier.replace(/\?.*$/, ''));
      let isFile = false;
      try {
        isFile = statSync(target).isFile();
      } catch {
        // A missing file is reported below, with the importer.
      }
      if (!isFile) unresolved.push(`${key}: ${specifier}`);
      else if (nodes.has(toKey(target))) targets.add(toKey(target));
    }
    edges.set(key, [...targets].sort());
  }
  return { edges, unresolved, misread };
}

/** The strongly connected components of `edges` that hold a cycle (two modules or more, or one importing itself). Tarjan's algorithm. */
function cyclicComponents(edges: Map<string, string[]>): Set<string>[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: Set<string>[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = new Set<string>();
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.add(member);
    } while (member !== node);
    if (component.size > 1 || edges.get(node)?.includes(node)) components.push(component);
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** The shortest path from `from` back to itself inside `component` (breadth first), as its modules. */
function shortestCycle(edges: Map<string, string[]>, component: Set<string>, from: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (const next of edges.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === from) {
        const cycle = [node];
        while (cycle[0] !== from) cycle.unshift(cameFrom.get(cycle[0]!)!);
        return cycle;
      }
      if (!cameFrom.has(next) && next !== from) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [];
}

/**
 * The cycles of the graph, each as `a → b → … → a`: for every module in a cycle, the shortest cycle
 * through it, each cycle once (started at its first module in sorted order). So a hub imported back
 * by seven modules is seven lines, one per module that closes a loop, rather than one line that names
 * only two of them.
 */
export function importCycles(edges: Map<string, string[]>): string[] {
  const cycles = new Set<string>();
  for (const component of cyclicComponents(edges)) {
    for (const member of component) {
      const cycle = shortestCycle(edges, component, member);
      const start = cycle.indexOf([...cycle].sort()[0]!);
      const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
      cycles.add([...rotated, rotated[0]].join(' → '));
    }
  }
  return [...cycles].sort();
}
