/**
 * No import cycle in src/, not even a type-only one (issue #37): a type two modules share lives in a
 * small module both import, so every module can be read, tested and moved without the one that
 * imports it.
 *
 * Every import counts: `import type` (a cycle of types still ties the two files together: neither can
 * move or be split without the other), `export … from`, and dynamic `import()`. A lazily loaded
 * module that imports back the module loading it (a page kind importing its props type from the
 * kinds' loader, a component importing its props from the registry that lazy-loads it) is exactly the
 * cycle the issue names: laziness changes when the code runs, not which file depends on which.
 *
 * How the graph is read, and what the scanner cannot see: support/import-graph.ts.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, moduleSpecifiers } from './support/import-graph.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('import cycles in src/', () => {
  const graph = importGraph(root, 'src');

  it('reads every module of src/ to its end, and every relative specifier names a file', () => {
    expect(graph.edges.size).toBeGreaterThan(400);
    expect(graph.misread).toEqual([]);
    expect(graph.unresolved).toEqual([]);
  });

  it('finds the imports the app is built on, static, type-only and dynamic', () => {
    expect(graph.edges.get('src/web/renderer/page-renderer.tsx')).toContain('src/web/renderer/page-code.ts');
    expect(graph.edges.get('src/web/custom/component-props.ts')).toContain('src/web/custom/component-props.generated.ts');
    expect(graph.edges.get('src/web/renderer/page-code.ts')).toContain('src/web/renderer/kinds/list-page.tsx');
  });

  it('has none', () => {
    expect(importCycles(graph.edges)).toEqual([]);
  });
});

describe('the import scanner', () => {
  it('reads every form of import and re-export', () => {
    const source = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      "import c, { type C, d as e } from './c.ts';",
      "import * as f from './f.ts';",
      "import './g.css';",
      "export { h } from './h.ts';",
      "export type * from './i.ts';",
      'export {',
      '  j,',
      '  k,',
      "} from './jk.ts';",
      "const l = lazy(() => import('./l.tsx'));",
      'const m = await import(',
      "  './m.ts'",
      ');',
    ].join('\n');
    expect(moduleSpecifiers(source)).toEqual({
      specifiers: ['./a.ts', './b.ts', './c.ts', './f.ts', './g.css', './h.ts', './i.ts', './jk.ts', './l.tsx', './m.ts'],
      misread: false,
    });
  });

  it('skips imports written in comments, strings, templates and regular expressions', () => {
    const source = [
      "// import a from './a.ts';",
      "/* import('./b.ts') */",
      'const c = "import c from \'./c.ts\'";',
      "const d = `import('./d.ts') ${x / 2} import e from './e.ts'`;",
      "const f = /import f from '.\\/f.ts'/.test(s) ? 1 / 2 : 0;",
      'const g = x / y; // a division, then a comment',
      "const h = <p>Don't import h from './h.ts'</p>;",
      "import real from './real.ts';",
    ].join('\n');
    expect(moduleSpecifiers(source)).toEqual({ specifiers: ['./real.ts'], misread: false });
  });

  it('follows a template literal through nested expressions back to the code after it', () => {
    const source = "const a = `${b ? `${c({ d: 1 })}` : '}'}`;\nimport e from './e.ts';";
    expect(moduleSpecifiers(source)).toEqual({ specifiers: ['./e.ts'], misread: false });
  });

  it('reports a file it reads into an unclosed template or comment', () => {
    expect(moduleSpecifiers("const a = `never closed;\nimport b from './b.ts';").misread).toBe(true);
    expect(moduleSpecifiers("/* never closed\nimport b from './b.ts';").misread).toBe(true);
  });

  it('lists each module of a cycle with its shortest loop, type-only hubs included', () => {
    const edges = new Map([
      ['hub.ts', ['kinds/a.tsx', 'kinds/b.tsx', 'leaf.ts']],
      ['kinds/a.tsx', ['hub.ts']],
      ['kinds/b.tsx', ['hub.ts', 'leaf.ts']],
      ['leaf.ts', []],
      ['x.ts', ['y.ts']],
      ['y.ts', ['z.ts']],
      ['z.ts', ['x.ts']],
      ['self.ts', ['self.ts']],
    ]);
    expect(importCycles(edges)).toEqual(['hub.ts → kinds/a.tsx → hub.ts', 'hub.ts → kinds/b.tsx → hub.ts', 'self.ts → self.ts', 'x.ts → y.ts → z.ts → x.ts']);
    expect(importCycles(new Map([...edges].filter(([node]) => !['kinds/a.tsx', 'self.ts', 'z.ts'].includes(node))))).toEqual(['hub.ts → kinds/b.tsx → hub.ts']);
  });
});
