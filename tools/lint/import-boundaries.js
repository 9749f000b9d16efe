// Imports run one way: shared code is imported by the web and the server, never the reverse; the
// generic renderer never reaches into the app shell (src/web/layout) or the hand-written components
// (src/web/custom), which register themselves with it; generic server code never imports an API area;
// only the seeding imports the demo data (src/server/db/seed), so the codes the API accepts come from
// src/server/db/reference, not from what the demo happens to hold. Tests, which may read what was
// seeded, are not linted by this rule.
import path from 'node:path';

/** Each boundary: files under `from`, other than those under `except`, must not import modules under any of `forbidden`. */
export const boundaries = [
  { from: 'src/shared/', forbidden: ['src/web/', 'src/server/'], why: 'o código compartilhado não depende da web nem do servidor' },
  { from: 'src/web/', forbidden: ['src/server/'], why: 'a web usa o servidor só pela API HTTP' },
  { from: 'src/server/', forbidden: ['src/web/'], why: 'o servidor não depende do código da web' },
  {
    from: 'src/web/renderer/',
    forbidden: ['src/web/custom/', 'src/web/layout/'],
    why: 'o renderizador genérico não conhece o shell nem os componentes próprios (eles se registram nele)',
  },
  {
    from: [
      'src/server/list/',
      'src/server/http/',
      'src/server/openapi/',
      'src/server/spreadsheet/',
      'src/server/zip/',
      'src/server/html/',
      'src/server/dates/',
      'src/server/uploads/',
      'src/server/db/',
      'src/server/export/',
    ],
    forbidden: ['src/server/api/'],
    why: 'o código genérico do servidor não importa uma área da API',
  },
  {
    from: ['src/', 'scripts/'],
    except: ['src/server/db/seed/', 'src/server/db/first-run-seed.ts', 'scripts/seed.ts'],
    forbidden: ['src/server/db/seed/'],
    why: 'só a carga de demonstração usa os dados dela; os códigos que a API aceita vêm de src/server/db/reference',
  },
];

const root = process.cwd();

function relativeTarget(filename, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  return path
    .relative(root, path.resolve(path.dirname(filename), specifier))
    .split(path.sep)
    .join('/');
}

function violation(file, target) {
  for (const b of boundaries) {
    const froms = Array.isArray(b.from) ? b.from : [b.from];
    if (!froms.some((f) => file.startsWith(f)) || b.except?.some((e) => file.startsWith(e))) continue;
    const hit = b.forbidden.find((f) => target.startsWith(f) || `${target}/` === f);
    if (hit) return { hit, why: b.why };
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'imports that run against the layering of src/' },
    schema: [],
    messages: { uphill: '"{{specifier}}" importa {{hit}}: {{why}}' },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = relativeTarget(context.filename, source.value);
      const found = target && violation(file, target);
      if (found) context.report({ node: source, messageId: 'uphill', data: { specifier: source.value, ...found } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export const importBoundaries = [
  {
    files: ['src/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{ts,js,mjs}'],
    plugins: { vtlog: { rules: { 'import-boundaries': rule } } },
    rules: { 'vtlog/import-boundaries': 'error' },
  },
];
