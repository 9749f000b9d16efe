#!/usr/bin/env node
// npm run check:manifests — validates every manifest (schemas, cross-references, API contract) and
// that the generated manifest files are fresh; with --fix it rewrites the stale ones. Exit 1 on any
// problem, 2 on a wrong command line.
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { formatGithub, formatJson, formatText } from './manifest-check/report.mjs';

// The checker runs parts of the runtime written in TypeScript (the identity provider's policy
// evaluator judges who may call what; the API's value formats), so this plain-Node command loads
// them through tsx: the modules that reach them are imported once it is registered.
register();
const { checkManifests } = await import('./manifest-check/check.mjs');
const { staleGeneratedFiles, writeStaleGeneratedFiles } = await import('./generate-manifest-types.mjs');

const usage = `Uso: npm run check:manifests -- [opções] [pasta-de-manifestos]

Confere os manifestos (padrão: manifests/) contra os schemas de schemas/, entre si, contra o
realm (identity/realm-vtlog.json) e contra a API (openapi/vtlog-api.json), e confere se os arquivos
gerados a partir deles (tipos em src/, sugestões dos editores em schemas/) estão atualizados. Cada
problema sai como
  arquivo:linha:coluna  /ponteiro/json  mensagem
Avisos não reprovam. Termina com código 1 se houver problema e 2 se a linha de comando estiver errada.

Opções:
  --fix                      regrava os arquivos gerados desatualizados (sem --fix, só os aponta)
  --format text|json|github  text (padrão); json: uma lista de {file, line, col, pointer, severity,
                             message} com severity "error" ou "warning" (o resumo sai no stderr);
                             github: anotações do GitHub Actions (::error/::warning file=…,line=…,col=…::)
  -h, --help                 mostra esta ajuda`;

const formats = ['text', 'json', 'github'];
const fixHint = 'rode npm run check:manifests -- --fix (o npm run build, o npm start e o npm run dev também o regravam)';

function fail(message) {
  console.error(`check:manifests: ${message}\n\n${usage}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { format: { type: 'string', default: 'text' }, fix: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
} catch (error) {
  fail(String(error.message).replace(/^Unknown option '([^']+)'.*$/s, 'opção desconhecida $1'));
}
if (args.values.help) {
  console.log(usage);
  process.exit(0);
}
const format = args.values.format;
if (!formats.includes(format)) fail(`formato desconhecido "${format}" (use ${formats.join(', ')})`);
if (args.positionals.length > 1) fail(`uma pasta só, recebi ${args.positionals.length}: ${args.positionals.join(' ')}`);

const started = performance.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifestsDir = args.positionals[0] ? path.resolve(args.positionals[0]) : undefined;
// The generated files come from the project's own manifests: another folder (a fixture) has none.
const ownManifests = manifestsDir === undefined || manifestsDir === path.join(root, 'manifests');

/** Problems with the generated files; with --fix the stale ones are rewritten first. */
function generatedFileProblems(manifestProblems) {
  const written = [];
  let stale;
  try {
    if (args.values.fix) written.push(...writeStaleGeneratedFiles(root));
    stale = staleGeneratedFiles(root).map(({ file }) => path.relative(root, file));
  } catch (error) {
    // A manifest the generator reads is broken: that is reported already, and is what to fix first.
    if (manifestProblems.length > 0) return { written, problems: [] };
    const message = `não foi possível gerar os arquivos a partir dos manifestos: ${error.message}`;
    return { written, problems: [{ file: 'scripts/generate-manifest-types.mjs', line: 1, col: 1, pointer: '/', message }] };
  }
  return { written, problems: stale.map((file) => ({ file, line: 1, col: 1, pointer: '/', message: `desatualizado: ${fixHint}` })) };
}

const { entries, warningEntries: warnings, fileCount } = checkManifests({ root, manifestsDir });
const generated = ownManifests ? generatedFileProblems(entries) : { written: [], problems: [] };
entries.push(...generated.problems);
const elapsed = (performance.now() - started).toFixed(0);

for (const file of generated.written) console.error(`check:manifests: regravado ${file} (inclua-o no commit)`);
if (args.values.fix && !ownManifests) console.error('check:manifests: --fix não regravou nada: os arquivos gerados vêm só de manifests/ do projeto');
// Warnings (e.g. a filter no index serves) are told and never fail the check.
if (format === 'json') console.log(formatJson(entries, warnings));
else if (format === 'github')
  for (const entry of [...entries, ...warnings.map((w) => ({ ...w, level: 'warning' }))]) console.log(formatGithub(entry, entry.level));
else for (const entry of entries) console.error(formatText(entry));
if (format === 'text') for (const warning of warnings) console.warn(`${formatText(warning)} (aviso)`);

if (entries.length > 0) {
  console.error(`check:manifests: ${entries.length} problema(s) em ${fileCount} manifestos (${elapsed} ms)`);
  process.exit(1);
}
(format === 'json' ? console.error : console.log)(`check:manifests: ${fileCount} manifestos válidos (${elapsed} ms)`);
