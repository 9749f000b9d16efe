import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkEditedProject } from './support/edited-manifests.ts';

const work = mkdtempSync(path.join(tmpdir(), 'vtlog-details-rules-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The product's manifests with the vehicle details page edited; the problems the checker reports. */
const checkVehicleDetails = (name: string, edit: (page: any) => void): string[] =>
  checkEditedProject(path.join(work, name), { 'pages/vehicle-details.json': edit }).problems;

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
    expect(problems).toEqual([
      expect.stringMatching(/^manifests\/pages\/vehicle-details\.json:\d+:\d+ {2}\/sections\/0\/fields\/7\/format {2}o formato "cnpj" não serve/),
    ]);
  });
});
