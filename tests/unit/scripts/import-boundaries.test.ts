import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The import-boundary findings of `code` as if it were the file at `filePath`. */
async function boundaryFindings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'vtlog/import-boundaries').map((m) => m.message);
}

describe('lint: imports run one way', () => {
  it.each([
    ['src/web/renderer/details/uphill.tsx', "import { customComponents } from '../../custom/registry.ts';", 'src/web/custom/'],
    ['src/web/renderer/kinds/uphill.tsx', "export { AppShell } from '../../layout/app-shell.tsx';", 'src/web/layout/'],
    ['src/shared/uphill.ts', "import { api } from '../web/api/http-client.ts';", 'src/web/'],
    ['src/shared/manifest/uphill.ts', "const server = await import('../../server/app.ts');", 'src/server/'],
    ['src/web/app/uphill.ts', "import type { ListResource } from '../../server/list/define-list.ts';", 'src/server/'],
    ['src/server/list/uphill.ts', "import { vehicleListResource } from '../api/vehicle/vehicle-list.resource.ts';", 'src/server/api/'],
    ['src/server/export/uphill.ts', "import { errorRef } from '../api/common-schemas.ts';", 'src/server/api/'],
    ['src/server/openapi/uphill.ts', "import { errorRef } from '../api/common-schemas.ts';", 'src/server/api/'],
    ['src/server/spreadsheet/uphill.ts', "import { vehicleList } from '../api/vehicle/vehicle-list.resource.ts';", 'src/server/api/'],
  ])('%s: %s fails lint', async (filePath, code, target) => {
    const findings = await boundaryFindings(filePath, code);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain(target);
  });

  it.each([
    ['src/web/custom/registry-like.ts', "import { registerCustomComponents } from '../renderer/custom-components.ts';"],
    ['src/web/layout/uses-renderer.tsx', "import { ManifestIcon } from '../renderer/icons/manifest-icon.tsx';"],
    ['src/web/renderer/kinds/downhill.tsx', "import type { PageManifest } from '../../../shared/manifest/manifest-types.ts';"],
    ['src/server/api/vehicle/downhill.ts', "import { defineList } from '../../list/define-list.ts';"],
  ])('%s: %s passes', async (filePath, code) => {
    expect(await boundaryFindings(filePath, code)).toEqual([]);
  });
});

describe('lint: only the seeding imports the demo data', () => {
  it.each([
    ['src/server/api/vehicle/demo-codes.ts', "import { plants } from '../../db/seed/catalogue.ts';"],
    ['src/server/api/reports/demo-codes.ts', "export { states } from '../../db/seed/geography.ts';"],
    ['src/server/db/demo-codes.ts', "const { carriers } = await import('./seed/catalogue.ts');"],
    ['scripts/demo-codes.ts', "import { seedDatabase } from '../src/server/db/seed/seed-database.ts';"],
  ])('%s: %s fails lint', async (filePath, code) => {
    const findings = await boundaryFindings(filePath, code);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain('importa src/server/db/seed/:');
  });

  it.each([
    ['src/server/db/seed/network.ts', "import { carriers } from './catalogue.ts';"],
    ['src/server/db/first-run-seed.ts', "import { seedDatabase } from './seed/seed-database.ts';"],
    ['scripts/seed.ts', "import { seedDatabase } from '../src/server/db/seed/seed-database.ts';"],
    ['src/server/api/vehicle/reference-codes.ts', "import { plants } from '../../db/reference/plants.ts';"],
    ['tests/api/support/seeded-app.ts', "import { seedDatabase } from '../../../src/server/db/seed/seed-database.ts';"],
  ])('%s: %s passes', async (filePath, code) => {
    expect(await boundaryFindings(filePath, code)).toEqual([]);
  });
});
