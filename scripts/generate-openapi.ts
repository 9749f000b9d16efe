/**
 * Writes the committed OpenAPI snapshot `openapi/vtlog-api.json` from the route schemas, and from it
 * the SPA's API types (scripts/api-contract/openapi-types.mjs).
 * The manifest checker reads it; an API test fails when either is stale. Run: npx tsx scripts/generate-openapi.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { stableOpenapiJson } from '../src/server/openapi/document.ts';
import { writeOpenapiTypes } from './api-contract/openapi-types.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const snapshotFile = path.join(root, 'openapi', 'vtlog-api.json');

/** The document as the server builds it (no database access is needed to describe the routes). */
export async function currentOpenapiJson(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-openapi-'));
  const database = openDatabase({ sqliteFile: ':memory:' });
  try {
    const app = await build(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }, root), { database });
    await app.ready();
    const json = stableOpenapiJson(app.swagger());
    await app.close();
    return json;
  } finally {
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(snapshotFile, await currentOpenapiJson());
  await writeOpenapiTypes();
  console.log(`OpenAPI escrito em ${path.relative(root, snapshotFile)}`);
}
