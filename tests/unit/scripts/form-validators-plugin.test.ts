/**
 * The form build refuses a schema declaring JSON Schema 2020-12, the only schemas for which RJSF
 * would resolve URIs with fast-uri: the built app gives RJSF a stand-in that refuses to
 * (src/web/renderer/rjsf/uri-resolver.ts). Should the build start to accept them, this fails and
 * the stand-in must go.
 */
import { describe, expect, it } from 'vitest';
import { formValidatorsCode } from '../../../scripts/vite/form-validators-plugin.mjs';

describe('form validators plugin', () => {
  it('compiles a draft-07 form schema', () => {
    expect(formValidatorsCode([{ type: 'object', properties: { chassi: { type: 'string', minLength: 3 } } }])).toContain('export const validators');
  });

  it('refuses a form schema declaring JSON Schema 2020-12 (or 2019-09)', () => {
    for (const dialect of ['https://json-schema.org/draft/2020-12/schema', 'https://json-schema.org/draft/2019-09/schema']) {
      expect(() => formValidatorsCode([{ $schema: dialect, type: 'object', properties: { a: { type: 'string' } } }])).toThrow(dialect);
    }
  });
});
