import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from '../../../scripts/generate-manifest-types.mjs';

const repo = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(repo, file), 'utf8'));

describe('generated manifest files', () => {
  it('are committed fresh (types, component props, completions)', () => {
    for (const { file, content } of generatedFiles()) expect(readFileSync(file, 'utf8'), path.relative(repo, file)).toBe(content);
  });

  it('offer editors the resources, enums, components and widgets a manifest may name', () => {
    const { $defs } = read('schemas/completions.generated.schema.json');
    expect($defs.resourceName.examples).toEqual(read('manifests/permissions.json').resources.map((r: { name: string }) => r.name));
    expect($defs.enumName.examples).toContain('vehicle-status');
    expect($defs.componentName.examples).toContain('KpiDashboard');
    expect($defs.widgetName.examples).toEqual(expect.arrayContaining(['lookup', 'dateRange', 'textarea', 'radio']));
    // The manifest schemas reach them where such a name is written.
    const common = read('schemas/common.schema.json');
    expect(common.$defs.resourceName.$ref).toBe('completions.generated.schema.json#/$defs/resourceName');
    expect(common.$defs.enumName.$ref).toBe('completions.generated.schema.json#/$defs/enumName');
    expect(common.$defs.uiSchema.additionalProperties.then.properties['ui:widget'].$ref).toBe('completions.generated.schema.json#/$defs/widgetName');
  });

  it("offer, on a list page, the item fields, sorts and filters (with operators) of the page's source", () => {
    const { $defs } = read('schemas/completions.generated.schema.json');
    const page = read('manifests/pages/vehicles-search.json');
    const ajv = new Ajv2020({ strict: false });
    const branches = ($defs.listSourceNames.allOf as { if: object; then: any }[]).filter((branch) => ajv.validate(branch.if, page));
    expect(branches).toHaveLength(1);
    const { columns, defaultSort, filters } = branches[0]!.then.properties;
    expect(columns.items.properties.field.examples).toEqual(expect.arrayContaining(['chassi', 'cor', 'anoModelo', 'cidade']));
    expect(defaultSort.items.properties.field.examples).toContain('dataPedido');
    const names = $defs[filters.properties.schema.properties.properties.$ref.replace('#/$defs/', '')].properties;
    expect(Object.keys(names)).toEqual(expect.arrayContaining(['chassi', 'anoModelo', 'cidade__contains', 'anoModelo__between']));
    expect(names.cidade__contains.description).toMatch(/campo cidade, operador contains.*Sem índice/);
    expect(filters.properties.fixed.$ref).toBe(filters.properties.schema.properties.properties.$ref);
    // The list kind of the page schema reaches them.
    const listKind = read('schemas/page.schema.json').oneOf.find((kind: any) => kind.properties.kind.const === 'list');
    expect(listKind.$ref).toBe('completions.generated.schema.json#/$defs/listSourceNames');
  });
});
