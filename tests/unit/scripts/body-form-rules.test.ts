import { describe, expect, it } from 'vitest';
import { pageEditChecker } from './support/edited-manifests.ts';

const checkEdited = pageEditChecker('vtlog-body-form-rules-');

// A row action's dialog, or a form page's form, is the body of its call: the API judges it as it judges a filter.
describe('check:manifests: a form whose values are a body is what the API accepts', () => {
  it('reports a dialog field the API does not take (400 "Campo desconhecido" on CONFIRMAR)', () => {
    const problems = checkEdited('unknown-field', {
      'transport-routes': (page) => (page.rowActions[0].form.schema.properties.observacao = { type: 'string', title: 'Observação' }),
    });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^manifests\/pages\/transport-routes\.json:\d+:\d+ {2}\/rowActions\/0\/form\/schema\/properties\/observacao {2}a API não aceita "observacao" no corpo de PUT \/transportroute\/\{id\}\/target; aceita: diasTarget, motivo$/,
      ),
    );
  });

  it('reports a dialog option whose code the API refuses, at the option', () => {
    const problems = checkEdited('option-code', {
      'transport-delay': (page) => (page.rowActions[1].form.schema.properties.resultado.oneOf[0].const = 'ACEITO'),
    });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^manifests\/pages\/transport-delay\.json:\d+:\d+ {2}\/rowActions\/1\/form\/schema\/properties\/resultado\/oneOf\/0\/const {2}a API recusaria "ACEITO" no corpo de POST \/transport-delay\/\{id\}\/close: deve ser um de: "ACEITA", "REJEITADA"$/,
      ),
    );
  });

  it('reports a column whose enum has codes of another type than the API field, naming the enums that fit', () => {
    const problems = checkEdited('enum-type', { claims: (page) => (page.columns[6].enum = 'claim-status') });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^manifests\/pages\/claims\.json:\d+:\d+ {2}\/columns\/6\/enum {2}o campo "gravidade" de POST \/claims\/list é do tipo integer, mas o enum "claim-status" tem códigos de outro tipo: .*use "enum": "damage-severity"/,
      ),
    );
  });

  it('reports a field the API requires that the dialog never sends', () => {
    const problems = checkEdited('required-missing', {
      'transport-routes': (page) => {
        const form = page.rowActions[0].form;
        delete form.schema.properties.diasTarget;
        form.schema.required = (form.schema.required ?? []).filter((name: string) => name !== 'diasTarget');
        if (form.uiSchema) delete form.uiSchema.diasTarget;
        if (form.initialValues) delete form.initialValues.diasTarget;
        if (Array.isArray(form.uiSchema?.['ui:order'])) form.uiSchema['ui:order'] = form.uiSchema['ui:order'].filter((name: string) => name !== 'diasTarget');
      },
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/\/rowActions\/0\/form\/schema {2}PUT \/transportroute\/\{id\}\/target exige "diasTarget" no corpo, que o formulário não envia/),
    );
  });

  it('reports selected keys sent in a field the API body does not have', () => {
    const problems = checkEdited('keys-field', { 'kpi-exclusion': (page) => (page.form.result.selectionActions[0].keysField = 'chassi') });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /\/form\/result\/selectionActions\/0\/keysField {2}POST \/vehicle\/vehicleKpiExclusion não tem o campo "chassi" no corpo — você quis dizer "chassis"\?/,
      ),
    );
  });
});
