/**
 * The studio editor's help comes from the project's schemas: the names a page may use (resources,
 * enums, a list source's filters with their operators) and the Portuguese titles and descriptions.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { helpOf, propertiesOf, schemasAt, valuesOf } from '../../../../src/web/custom/manifest-studio/schema-help.ts';
import { offsetOf, problemDiagnostics } from '../../../../src/web/custom/manifest-studio/problem-diagnostics.ts';

const text = readFileSync('manifests/pages/vehicles-search.json', 'utf8');
const vehiclesSearch = JSON.parse(text) as Record<string, unknown>;
const page = 'pages/vehicles-search.json';

describe('schema help of a page manifest', () => {
  it("offers the filters of the page's source with each operator, described", () => {
    const filters = propertiesOf(schemasAt(page, vehiclesSearch, ['filters', 'schema', 'properties']));
    expect(filters.find((f) => f.name === 'cidade__contains')?.description).toMatch(/contém/);
    expect(filters.find((f) => f.name === 'chassi__in')?.description).toMatch(/um dos valores/);
    // Another source, other fields: the hints follow the page's own source.
    const claims = { ...vehiclesSearch, source: { method: 'POST', path: '/claims/list' } };
    expect(propertiesOf(schemasAt(page, claims, ['filters', 'schema', 'properties'])).map((f) => f.name)).not.toContain('cidade__contains');
  });

  it("offers the source's fields, the enums and the resources as values", () => {
    expect(valuesOf(schemasAt(page, vehiclesSearch, ['columns', 0, 'field']))).toEqual(expect.arrayContaining(['chassi', 'cidade', 'diasNoStatus']));
    expect(valuesOf(schemasAt(page, vehiclesSearch, ['columns', 5, 'enum']))).toEqual(expect.arrayContaining(['vehicle-status', 'receipt-status']));
    expect(valuesOf(schemasAt(page, vehiclesSearch, ['permissions', 0, 'resource']))).toEqual(expect.arrayContaining(['list-vehicles', 'manifest-studio']));
    expect(valuesOf(schemasAt(page, vehiclesSearch, ['kind']))).toEqual(expect.arrayContaining(['list', 'details', 'custom']));
  });

  it('names the properties a place takes, with the titles in Portuguese', () => {
    const column = propertiesOf(schemasAt(page, vehiclesSearch, ['columns', 0]));
    expect(column.map((p) => p.name)).toEqual(expect.arrayContaining(['field', 'label', 'format', 'sortable', 'permission']));
    expect(helpOf(schemasAt(page, vehiclesSearch, ['kind'])).title).toBe('Tipo de página');
    expect(helpOf(schemasAt('menu.json', {}, ['items'])).description).toBeTruthy();
  });
});

describe("the checker's problems as editor marks", () => {
  it('marks the value at the line and column the checker names', () => {
    const edited = text.replace('"enum": "vehicle-status",', '"enum": "vehicle-statuss",');
    const line = edited.split('\n').findIndex((l) => l.includes('"vehicle-statuss"')) + 1;
    const col = edited.split('\n')[line - 1]!.indexOf('"vehicle-statuss"') + 1;
    const [mark] = problemDiagnostics(edited, [{ file: page, line, col, pointer: '/columns/5/enum', message: 'enum desconhecido', severity: 'error' }]);
    expect(edited.slice(mark!.from, mark!.to)).toBe('"vehicle-statuss"');
    expect(mark).toMatchObject({ severity: 'error', message: 'enum desconhecido' });
    expect(offsetOf('a\nbc\n', 2, 2)).toBe(3);
    expect(offsetOf('a', 9, 1)).toBe(1);
  });
});
