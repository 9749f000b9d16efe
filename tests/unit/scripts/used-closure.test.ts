/**
 * The build's chunking (scripts/vite/chunk-groups.mjs) puts what the list kind uses into one file. A
 * package's barrel must be followed only for the names taken from it: followed whole, the list's
 * file would carry every component the barrel re-exports (the notifications, modals and calendar the
 * app loads at the first input), tens of kilobytes the list route does not need.
 */
import { describe, expect, it } from 'vitest';
import { usedClosure } from '../../../scripts/vite/used-closure.mjs';

const pkg = '/app/node_modules/@ui';
const modules: Record<string, { code: string; importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
  '/app/src/page.tsx': {
    code: 'import { notify, Select as Picker } from "@ui/core";\nimport Helper from "./helper.ts";\nconst later = () => import("./later.ts");',
    importedIds: [`${pkg}/core/index.mjs`, '/app/src/helper.ts', '/app/src/later.ts'],
    dynamicallyImportedIds: ['/app/src/later.ts'],
  },
  '/app/src/helper.ts': { code: 'import * as all from "@ui/forms";', importedIds: [`${pkg}/forms/index.mjs`] },
  '/app/src/later.ts': { code: 'export const later = 1;', importedIds: [] },
  // Mantine's shape: named imports, then one export list; a nested barrel behind `export *` (RJSF's)
  [`${pkg}/core/index.mjs`]: {
    code: '// barrel\nimport { notify } from "./notify.mjs";\nimport Toasts from "./Toasts.mjs";\nexport { Toasts, notify };\nexport * from "./inputs/index.mjs";',
    importedIds: [`${pkg}/core/notify.mjs`, `${pkg}/core/Toasts.mjs`, `${pkg}/core/inputs/index.mjs`],
  },
  [`${pkg}/core/inputs/index.mjs`]: {
    code: 'export { Select } from "./Select.mjs";\nexport { Calendar } from "./Calendar.mjs";',
    importedIds: [`${pkg}/core/inputs/Select.mjs`, `${pkg}/core/inputs/Calendar.mjs`],
  },
  [`${pkg}/core/notify.mjs`]: { code: 'export function notify() {}', importedIds: [] },
  [`${pkg}/core/Toasts.mjs`]: { code: 'export default function Toasts() {}', importedIds: [] },
  [`${pkg}/core/inputs/Select.mjs`]: { code: 'import { useId } from "react";\nexport function Select() {}', importedIds: ['/app/node_modules/react/index.js'] },
  [`${pkg}/core/inputs/Calendar.mjs`]: { code: 'export function Calendar() {}', importedIds: [] },
  '/app/node_modules/react/index.js': { code: 'module.exports = {};', importedIds: [] },
  [`${pkg}/forms/index.mjs`]: { code: 'export { Field } from "./Field.mjs";', importedIds: [`${pkg}/forms/Field.mjs`] },
  [`${pkg}/forms/Field.mjs`]: { code: 'export function Field() {}', importedIds: [] },
};
const graph = {
  getModuleInfo: (id: string) => {
    const module = modules[id];
    return module ? { code: module.code, importedIds: module.importedIds, dynamicallyImportedIds: module.dynamicallyImportedIds ?? [] } : null;
  },
};

describe('usedClosure', () => {
  const closure = usedClosure(graph, ['/app/src/page.tsx']);

  it('follows a barrel to the modules of the names taken from it, through a nested `export *` barrel', () => {
    expect(closure).toContain(`${pkg}/core/notify.mjs`);
    expect(closure).toContain(`${pkg}/core/inputs/Select.mjs`);
    expect(closure).toContain('/app/node_modules/react/index.js');
  });

  it('leaves out what a barrel re-exports but nobody here takes', () => {
    expect(closure).not.toContain(`${pkg}/core/Toasts.mjs`);
    expect(closure).not.toContain(`${pkg}/core/inputs/Calendar.mjs`);
  });

  it('takes a barrel imported whole (a namespace import) with all it re-exports', () => {
    expect(closure).toContain(`${pkg}/forms/Field.mjs`);
  });

  it('does not follow dynamic imports, which load on their own', () => {
    expect(closure).toContain('/app/src/helper.ts');
    expect(closure).not.toContain('/app/src/later.ts');
  });
});
