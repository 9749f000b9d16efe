#!/usr/bin/env node
// npm run check:manifests — validates every manifest (schemas, cross-references, API contract) and
// that the generated manifest types are fresh. Exit 1 on any problem.
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkManifests } from './manifest-check/check.mjs';
import { renderGeneratedSchemas, generatedTypesFile } from './generate-manifest-types.mjs';
import { readFileSync } from 'node:fs';

const started = performance.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifestsDir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
const { problems, warnings, fileCount } = checkManifests({ root, manifestsDir });

if (readFileSync(generatedTypesFile, 'utf8') !== renderGeneratedSchemas()) {
  problems.push(`${path.relative(root, generatedTypesFile)}:1:1  /  desatualizado: rode node scripts/generate-manifest-types.mjs`);
}
const elapsed = (performance.now() - started).toFixed(0);
for (const line of warnings) console.warn(`${line} (aviso)`);
for (const line of problems) console.error(line);
if (problems.length > 0) {
  console.error(`check:manifests: ${problems.length} problema(s) em ${fileCount} manifestos (${elapsed} ms)`);
  process.exit(1);
}
console.log(`check:manifests: ${fileCount} manifestos válidos (${elapsed} ms)`);
