import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { mergeConstraints, withApiConstraints } from '../../../scripts/api-contract/filter-constraints.mjs';
import { indexOperations } from '../../../scripts/api-contract/openapi-index.mjs';
import { readOpenapi } from '../../../scripts/api-contract/page-manifests.mjs';

describe('API filter constraints merged into a filter form', () => {
  it('takes every limit the form does not state, and the stricter of two', () => {
    const api = { type: 'string', minLength: 3, maxLength: 17, pattern: '^[A-Z0-9]+$', description: 'da API' };
    expect(mergeConstraints({ type: 'string', title: 'Chassi' }, api)).toEqual({
      type: 'string',
      title: 'Chassi',
      minLength: 3,
      maxLength: 17,
      pattern: '^[A-Z0-9]+$',
    });
    expect(mergeConstraints({ title: 'Chassi', minLength: 8, maxLength: 20 }, api)).toMatchObject({ minLength: 8, maxLength: 17 });
    expect(mergeConstraints({ minimum: 2000, maximum: 2200 }, { type: 'integer', minimum: 1990, maximum: 2100 })).toEqual({
      type: 'integer',
      minimum: 2000,
      maximum: 2100,
    });
    const day = { type: 'string', format: 'date', formatMinimum: '2000-01-01', formatMaximum: '2100-12-31' };
    expect(mergeConstraints({ title: 'De' }, day)).toEqual({ title: 'De', ...day });
    expect(mergeConstraints({ formatMinimum: '2020-01-01', formatMaximum: '2200-01-01' }, day)).toMatchObject({
      formatMinimum: '2020-01-01',
      formatMaximum: '2100-12-31',
    });
  });

  it("keeps both patterns when they differ (the API's through allOf)", () => {
    expect(mergeConstraints({ pattern: '^9' }, { pattern: '^[0-9]+$' })).toEqual({ pattern: '^9', allOf: [{ pattern: '^[0-9]+$' }] });
  });

  it('narrows array items and range properties, but not minItems/minProperties (an empty one is never sent)', () => {
    const codes = { type: 'array', items: { type: 'string', enum: ['A', 'B'] }, minItems: 1, maxItems: 100, uniqueItems: true };
    expect(mergeConstraints({ type: 'array', title: 'Status', items: { type: 'string' } }, codes)).toEqual({
      type: 'array',
      title: 'Status',
      items: { type: 'string', enum: ['A', 'B'] },
      maxItems: 100,
      uniqueItems: true,
    });
    const range = {
      type: 'object',
      minProperties: 1,
      additionalProperties: false,
      properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } },
    };
    expect(mergeConstraints({ type: 'object', properties: { from: { title: 'De' } } }, range)).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: { from: { title: 'De', type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } },
    });
  });

  it("merges a list page's form with its source's filters from the OpenAPI document; other pages are left alone", () => {
    const openapi = {
      paths: {
        '/api/x/list': {
          post: {
            requestBody: { content: { 'application/json': { schema: { properties: { filters: { properties: { n: { type: 'integer', maximum: 9 } } } } } } } },
          },
        },
      },
    };
    const page = {
      kind: 'list',
      source: { method: 'POST', path: '/x/list', paging: 'body' },
      filters: { schema: { type: 'object', properties: { n: { title: 'N' }, other: { type: 'string' } } } },
    };
    expect(withApiConstraints(page, openapi).filters.schema.properties).toEqual({ n: { title: 'N', type: 'integer', maximum: 9 }, other: { type: 'string' } });
    const details = { kind: 'details', source: { method: 'GET', path: '/x/1' } };
    expect(withApiConstraints(details, openapi)).toBe(details);
  });

  it('reads and indexes the OpenAPI snapshot once for all the pages of a build', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const openapi = readOpenapi(root);
    expect(readOpenapi(root)).toBe(openapi);
    expect(indexOperations(openapi)).toBe(indexOperations(openapi));
  });

  it("narrows a row action's form by the body its request sends (one bound for the dialog and the API)", () => {
    const openapi = {
      paths: {
        '/api/x/{id}/target': {
          put: { requestBody: { content: { 'application/json': { schema: { properties: { dias: { type: 'integer', minimum: 1, maximum: 120 } } } } } } },
        },
      },
    };
    const page = {
      kind: 'list',
      rowActions: [
        { id: 'a', source: { method: 'PUT', path: '/x/{id}/target' }, form: { schema: { type: 'object', properties: { dias: { title: 'Dias' } } } } },
      ],
    };
    expect(withApiConstraints(page, openapi).rowActions[0]!.form.schema.properties).toEqual({
      dias: { title: 'Dias', type: 'integer', minimum: 1, maximum: 120 },
    });
  });

  it("keeps a form field's titled choices (oneOf) instead of adding the API's bare enum", () => {
    const choices = {
      type: 'string',
      oneOf: [
        { const: 'A', title: 'Aceitar' },
        { const: 'R', title: 'Rejeitar' },
      ],
    };
    expect(mergeConstraints(choices, { type: 'string', enum: ['A', 'R'], maxLength: 9 })).toEqual({ ...choices, maxLength: 9 });
  });
});
