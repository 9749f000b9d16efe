// The modules a set of roots needs, found from the module graph while the bundle is being chunked.
// Static imports are followed, dynamic ones are not (they load later, on their own). A package's
// barrel (an index that only re-exports, as Mantine's) is followed only for the names its importer
// takes from it: `import { notifications } from '@mantine/notifications'` needs the store module, not
// the Notifications component the barrel also re-exports; the raw graph would bring every module a
// barrel re-exports. Anything the parse below does not recognise is followed whole, so a module is
// never missed, at worst counted when it is not needed.
import path from 'node:path';

/** `import a from`, `import { b, c as d } from`, `import a, { b } from`: default name, named list, specifier. */
const importFrom = /import\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*["']([^"']+)["']/g;
const reExport = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const starExport = /export\s*\*\s*from\s*["']([^"']+)["']/g;
/** Imports that take a module whole: namespace, side effect, `export *`, `export * as`. */
const wholeImport = /(?:import\s+(?:[\w$]+\s*,\s*)?\*\s*as\s+[\w$]+\s+from|import|export\s*\*(?:\s*as\s+[\w$]+)?\s+from)\s*["']([^"']+)["']/g;
const barrelStatement =
  /^\s*(?:import\s+(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\})?\s*from\s*["'][^"']+["']|export\s*\{[^}]*\}(?:\s*from\s*["'][^"']+["'])?|export\s*\*\s*from\s*["'][^"']+["'])\s*;?\s*/;

const withoutComments = (code) => code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

/** `a`, `b as c` -> [[exported or local name, source name]]. */
function specifiers(list) {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [source, alias] = item.split(/\s+as\s+/);
      return [(alias ?? source).trim(), source.replace(/^type\s+/, '').trim()];
    });
}

/** Whether `code` is only re-export statements (a barrel). */
function onlyReExports(code) {
  let rest = code;
  while (rest.trim() !== '') {
    const match = barrelStatement.exec(rest);
    if (!match || match[0].length === 0) return false;
    rest = rest.slice(match[0].length);
  }
  return true;
}

/**
 * Resolves the specifiers of `importer` to modules among `candidates` (its resolved static imports):
 * `./x` is `x` itself, `x.<extension>` or `x/index.<extension>`, the first candidate that fits. Indexed
 * once per module: a package's barrel (an icon set's) names thousands of them.
 */
function specResolver(importer, candidates) {
  const byPath = new Map();
  const add = (key, id) => byPath.has(key) || byPath.set(key, id);
  for (const id of candidates) {
    add(id, id);
    const base = path.basename(id);
    for (let dot = base.indexOf('.'); dot > 0; dot = base.indexOf('.', dot + 1)) {
      const stem = id.slice(0, id.length - base.length + dot);
      add(stem, id);
      if (base.slice(0, dot) === 'index') add(path.dirname(id), id);
    }
  }
  return (spec) =>
    spec.startsWith('.') ? byPath.get(path.resolve(path.dirname(importer), spec)) : candidates.find((id) => id.includes(`/node_modules/${spec}/`));
}

/** For each module an import or re-export statement of `code` names: the names taken from it (`*`: all). */
function namesBySource(id, code, candidates) {
  const taken = new Map();
  const resolve = specResolver(id, candidates);
  const take = (spec, names) => {
    const source = resolve(spec);
    if (!source) return;
    const current = taken.get(source) ?? new Set();
    for (const name of names) current.add(name);
    taken.set(source, current);
  };
  for (const [, defaultName, list, spec] of code.matchAll(importFrom)) {
    take(spec, [...(defaultName ? ['default'] : []), ...specifiers(list ?? '').map(([, source]) => source)]);
  }
  for (const [, list, spec] of code.matchAll(reExport))
    take(
      spec,
      specifiers(list).map(([, source]) => source),
    );
  for (const [, spec] of code.matchAll(wholeImport)) take(spec, ['*']);
  return taken;
}

/** Every module `roots` import statically, themselves included, barrels followed by name. */
export function usedClosure(ctx, roots) {
  const barrels = new Map();
  /**
   * A barrel's exports: name -> [module it comes from, name there], and the modules it re-exports
   * whole (`export *`); undefined for a module that is not a barrel.
   */
  const barrelOf = (id) => {
    if (barrels.has(id)) return barrels.get(id);
    const info = ctx.getModuleInfo(id);
    const code = info?.code ? withoutComments(info.code) : undefined;
    let exports;
    if (id.includes('/node_modules/') && code && onlyReExports(code)) {
      const source = specResolver(id, info.importedIds);
      exports = { named: new Map(), stars: [...code.matchAll(starExport)].map(([, spec]) => source(spec)) };
      const locals = new Map();
      for (const [, defaultName, list, spec] of code.matchAll(importFrom)) {
        if (defaultName) locals.set(defaultName, [source(spec), 'default']);
        for (const [local, imported] of specifiers(list ?? '')) locals.set(local, [source(spec), imported]);
      }
      for (const [, list, spec] of code.matchAll(reExport)) {
        for (const [exported, imported] of specifiers(list)) exports.named.set(exported, [source(spec), imported]);
      }
      for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
        for (const [exported, local] of specifiers(list)) if (locals.has(local)) exports.named.set(exported, locals.get(local));
      }
    }
    barrels.set(id, exports);
    return exports;
  };

  const seen = new Set();
  const visitedNames = new Set();
  const stack = [...roots];
  const enter = (imported, names) => {
    const barrel = imported && barrelOf(imported);
    if (!barrel || !names || names.has('*')) {
      if (imported) stack.push(imported);
      return;
    }
    for (const name of names) {
      const key = `${imported}#${name}`;
      if (visitedNames.has(key)) continue;
      visitedNames.add(key);
      const from = barrel.named.get(name);
      if (from) enter(from[0], new Set([from[1]]));
      // a name the barrel does not list comes from one of its `export *` modules
      else for (const star of barrel.stars) enter(star, new Set([name]));
    }
  };
  while (stack.length > 0) {
    const id = stack.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    const dynamic = new Set(info.dynamicallyImportedIds);
    // Rolldown lists dynamic imports among `importedIds` too.
    const statics = info.importedIds.filter((imported) => !dynamic.has(imported));
    const named = info.code ? namesBySource(id, withoutComments(info.code), statics) : new Map();
    for (const imported of statics) enter(imported, named.get(imported));
  }
  return seen;
}
