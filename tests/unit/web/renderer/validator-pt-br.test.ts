import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import type { PageFilters, PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import { pageManifests } from '../support/page-manifests.ts';
import { loadValidator } from '../../../../src/web/renderer/rjsf/validator-pt-br.ts';
import { formSchemasOf } from '../../../../scripts/vite/form-validators-plugin.mjs';
import vehiclesSearch from '../../../../manifests/pages/vehicles-search.json';

const searchSchema = ((vehiclesSearch as PageManifest).filters as PageFilters).schema as RJSFSchema;

describe('form validation (precompiled at build time) with messages in pt-BR', () => {
  it('explains pattern and length errors of the vehicle search filters in Portuguese', async () => {
    const validator = await loadValidator(searchSchema);
    const { errors } = validator.validateFormData({ chassi: 'IOQ-IOQ-IOQ-IOQ-IOQ', numeroNF: 'abc' }, searchSchema);
    expect(errors.map((error) => [error.property, error.message])).toEqual([
      ['.chassi', 'Informe no máximo 17 caracteres'],
      ['.chassi', 'Caracteres não permitidos: I, O, Q, -'],
      ['.numeroNF', 'Caracteres não permitidos: a, b, c'],
    ]);
    expect(validator.validateFormData({ chassi: 'VT004251' }, searchSchema).errors).toEqual([]);
  });

  it("refuses a date outside the API's days (merged into the form) as a Brazilian date", async () => {
    const validator = await loadValidator(searchSchema);
    const { errors } = validator.validateFormData({ dataPedido: { from: '1999-12-31', to: '2101-01-01' } }, searchSchema);
    expect(errors.map((error) => [error.property, error.message])).toEqual([
      ['.dataPedido.from', 'Informe uma data a partir de 01/01/2000'],
      ['.dataPedido.to', 'Informe uma data até 31/12/2100'],
    ]);
  });

  const forms = pageManifests.flatMap((page) =>
    formSchemasOf(page).map((schema) => [`${page.id} ${schema.title ?? ''}`.trim(), schema as RJSFSchema] as const),
  );

  it('finds the manifest forms (filters, form pages, row-action dialogs)', () => {
    expect(forms.length).toBeGreaterThanOrEqual(10);
  });

  // A schema without a compiled validator would be left to the API and report nothing.
  it.each(forms)('validates the form of %s with its compiled validator', async (_, schema) => {
    const { errors } = (await loadValidator(schema)).validateFormData('not an object' as never, schema);
    expect(errors.map((error) => error.message)).toContain('Tipo de valor inválido');
  });
});
