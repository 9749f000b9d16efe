import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkManifests } from '../../../scripts/manifest-check/check.mjs';

const repo = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'vtlog-details-rules-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The product's manifests with the vehicle details page edited; the problems the checker reports. */
function checkVehicleDetails(name: string, edit: (page: any) => void): string[] {
  const root = path.join(work, name);
  cpSync(path.join(repo, 'manifests'), path.join(root, 'manifests'), { recursive: true });
  const file = path.join(root, 'manifests/pages/vehicle-details.json');
  const data = JSON.parse(readFileSync(file, 'utf8'));
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return checkManifests({
    root,
    schemasDir: path.join(repo, 'schemas'),
    openapiFile: path.join(repo, 'openapi/vtlog-api.json'),
    widgetNamesFile: path.join(repo, 'src/web/renderer/rjsf/widget-names.json'),
    realmFile: path.join(repo, 'identity/realm-vtlog.json'),
    customDir: path.join(repo, 'src/web/custom'),
  }).problems;
}

describe('check:manifests details sections', () => {
  it('reports a section whose "missing" names a field the record does not have (it would always read as missing)', () => {
    const problems = checkVehicleDetails('missing-typo', (page) => {
      page.sections.find((s: any) => s.id === 'embarque').missing.field = 'embarques';
    });
    expect(problems).toEqual([expect.stringMatching(/^manifests\/pages\/vehicle-details\.json:\d+:\d+ {2}\/sections\/\d+\/missing\/field {2}.*"embarques"/)]);
  });

  it('reports a document format on a field that is not text', () => {
    const problems = checkVehicleDetails('cnpj-on-number', (page) => {
      page.sections.find((s: any) => s.id === 'identificacao').fields.find((f: any) => f.field === 'preco').format = 'cnpj';
    });
    expect(problems).toEqual([expect.stringMatching(/^manifests\/pages\/vehicle-details\.json:\d+:\d+ {2}\/sections\/0\/fields\/7\/format {2}o formato "cnpj" não serve/)]);
  });
});
