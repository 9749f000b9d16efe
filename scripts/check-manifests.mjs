#!/usr/bin/env node
// npm run check:manifests — validates every manifest (schemas, cross-references, API contract) and
// that the generated manifest types are fresh. Exit 1 on any problem, 2 on a wrong command line.
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import { checkManifests } from './manifest-check/check.mjs';
import { formatGithub, formatText } from './manifest-check/report.mjs';
import { generatedFiles } from './generate-manifest-types.mjs';

const usage = `Uso: npm run check:manifests -- [opções] [pasta-de-manifestos]

Confere os manifestos (padrão: manifests/) contra os schemas de schemas/, entre si, contra o
realm (identity/realm-vtlog.json) e contra a API (openapi/vtlog-api.json). Cada problema sai como
  arquivo:linha:coluna  /ponteiro/json  mensagem
Termina com código 1 se houver problema e 2 se a linha de comando estiver errada.

Opções:
  --format text|json|github  text (padrão); json: uma lista de {file, line, col, pointer, message};
                             github: anotações do GitHub Actions (::error file=…,line=…,col=…::)
  -h, --help                 mostra esta ajuda`;

const formats = ['text', 'json', 'github'];

function fail(message) {
  console.error(`check:manifests: ${message}\n\n${usage}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { format: { type: 'string', default: 'text' }, help: { type: 'boolean', short: 'h' } } });
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
const { entries, warningEntries: warnings, fileCount } = checkManifests({ root, manifestsDir });
for (const { file, content } of generatedFiles()) {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== content) {
    entries.push({ file: path.relative(root, file), line: 1, col: 1, pointer: '/', message: 'desatualizado: rode node scripts/generate-manifest-types.mjs' });
  }
}
const elapsed = (performance.now() - started).toFixed(0);

// Warnings (e.g. a filter no index serves) are told and never fail the check.
if (format === 'json') console.log(JSON.stringify(entries, null, 2));
else if (format === 'github') for (const entry of [...entries, ...warnings.map((w) => ({ ...w, level: 'warning' }))]) console.log(formatGithub(entry, entry.level));
else for (const entry of entries) console.error(formatText(entry));
if (format !== 'github') for (const warning of warnings) console.warn(`${formatText(warning)} (aviso)`);

if (entries.length > 0) {
  console.error(`check:manifests: ${entries.length} problema(s) em ${fileCount} manifestos (${elapsed} ms)`);
  process.exit(1);
}
(format === 'json' ? console.error : console.log)(`check:manifests: ${fileCount} manifestos válidos (${elapsed} ms)`);
