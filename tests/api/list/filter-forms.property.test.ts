/**
 * No filter value a page's form accepts is refused by the API: for every page manifest with a
 * filter form on a list (list pages, the locations map), values generated from the form's
 * schema as the SPA sees it (the API's constraints merged in, api-constraints-plugin.mjs), kept
 * when the form's own validator accepts them, cleaned as the page cleans them and sent with the
 * page's fixed filters, are answered 200.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterFormsOf, withApiConstraints } from '../../../scripts/api-contract/filter-constraints.mjs';
import type { PageFilters } from '../../../src/shared/manifest/manifest-types.ts';
import { cleanFilters, prepareFilterForm } from '../../../src/web/renderer/filters/prepare-filter-form.ts';
import { type JsonSchema, validValue } from '../hostile/schema-arbitrary.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const openapi = JSON.parse(readFileSync(path.join(root, 'openapi/vtlog-api.json'), 'utf8'));
const pagesDir = path.join(root, 'manifests/pages');
const forms = readdirSync(pagesDir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) =>
    filterFormsOf(withApiConstraints(JSON.parse(readFileSync(path.join(pagesDir, file), 'utf8')), openapi)).map((form) => ({ file, ...form })),
  );

const validator = customizeValidator();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('filter forms against the API', () => {
  it('covers every list page of the product', () => {
    expect(forms.map((form) => form.file)).toEqual(
      expect.arrayContaining(['vehicles-search.json', 'vehicles-in-stock.json', 'orders.json', 'returns.json', 'claims.json', 'vehicle-locations.json']),
    );
  });

  it.each(forms)('$file: every value its form accepts is accepted by $source.method $source.path', async ({ filters, source }) => {
    const schema = filters.schema as RJSFSchema;
    // admin sees every field; each field alone and all of them together.
    const prepared = prepareFilterForm(filters as PageFilters, () => true, new Map());
    const values = validValue(schema as JsonSchema).filter((value) => validator.isValid(schema, value, schema));
    await fc.assert(
      fc.asyncProperty(values, async (value) => {
        const filtersSent = cleanFilters(value as Record<string, unknown>, prepared);
        const body = source.paging === 'body' ? { page: 1, pageSize: 5, filters: filtersSent } : { filters: filtersSent };
        const response = await t.as('admin', { method: 'POST', url: `/api${source.path}`, payload: body });
        expect(response.statusCode, `${JSON.stringify(filtersSent)} -> ${response.body}`).toBe(200);
      }),
      { numRuns: 60 },
    );
  });
});
