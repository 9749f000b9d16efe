import { readFileSync } from 'node:fs';
import path from 'node:path';
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
});
