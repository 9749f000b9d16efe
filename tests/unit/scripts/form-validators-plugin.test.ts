/**
 * The dev server pre-bundles every module a form's validators import (a dependency found only when
 * a form loads makes Vite reload the page). The form build refuses a schema declaring JSON Schema
 * 2020-12, the only schemas for which RJSF would resolve URIs with fast-uri: the built app gives
 * RJSF a stand-in that refuses to (src/web/renderer/rjsf/uri-resolver.ts). Should the build start to accept them, this fails and
 * the stand-in must go.
 */
import { describe, expect, it } from 'vitest';
import { formValidatorsCode, manifestFormSchemas, validatorImports } from '../../../scripts/vite/form-validators-plugin.mjs';

const root = new URL('../../../', import.meta.url).pathname;

describe('form validators plugin', () => {
  it('compiles a draft-07 form schema', () => {
    expect(formValidatorsCode([{ type: 'object', properties: { chassi: { type: 'string', minLength: 3 } } }])).toContain('export const validators');
  });

  it('names for the dev server every module a manifest form validator imports', () => {
    const imported = [...manifestFormSchemas(root).values()].flatMap((schema) =>
      [...formValidatorsCode([schema]).matchAll(/^import \* as \w+ from "([^"]+)";$/gm)].map((match) => match[1]),
    );
    expect(imported).toContain('ajv/dist/runtime/ucs2length.js');
    expect(validatorImports(root)).toEqual(expect.arrayContaining(imported));
  });

  it('refuses a form schema declaring JSON Schema 2020-12 (or 2019-09)', () => {
    for (const dialect of ['https://json-schema.org/draft/2020-12/schema', 'https://json-schema.org/draft/2019-09/schema']) {
      expect(() => formValidatorsCode([{ $schema: dialect, type: 'object', properties: { a: { type: 'string' } } }])).toThrow(dialect);
    }
  });
});
