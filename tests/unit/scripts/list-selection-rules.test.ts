import { describe, expect, it } from 'vitest';
import { pageEditChecker } from './support/edited-manifests.ts';

const checkEdited = pageEditChecker('vtlog-list-selection-rules-');

type Page = { selectionActions: Record<string, any>[]; rowKey?: string; selectableWhen: { field: string; values: unknown[] } };
const delays = (edit: (page: Page) => void) => ({ 'transport-delay': edit });
const problemAt = (problems: string[], pointer: string) => problems.filter((line) => line.includes(`  ${pointer}  `));

// "Justificar selecionados" (manifests/pages/transport-delay.json) edited the way an analyst could get it wrong.
describe('check:manifests: a list page’s selection actions are checked like a form result’s', () => {
  it('accepts the product’s list selection', () => {
    expect(checkEdited('as-is', {}).filter((line) => line.includes('transport-delay.json'))).toEqual([]);
  });

  it('reports a call the API does not have, and keys sent in a body field it does not have', () => {
    expect(
      problemAt(
        checkEdited(
          'path',
          delays((p) => (p.selectionActions[0]!.source.path = '/transport-delay/justifySelected')),
        ),
        '/selectionActions/0/source/path',
      ),
    ).toEqual([expect.stringContaining('a API não tem POST /transport-delay/justifySelected')]);
    expect(
      problemAt(
        checkEdited(
          'keys',
          delays((p) => (p.selectionActions[0]!.keysField = 'id')),
        ),
        '/selectionActions/0/keysField',
      ),
    ).toEqual([expect.stringMatching(/POST \/transport-delay\/justify não tem o campo "id" no corpo — você quis dizer "ids"\?/)]);
  });

  it('reports a dialog field the bulk call does not take, and a success message naming what its answer lacks', () => {
    const problems = checkEdited(
      'body',
      delays((p) => {
        p.selectionActions[0]!.form.schema.properties.observacao = { type: 'string', title: 'Observação' };
        p.selectionActions[0]!.successMessage = '{justificado} atraso(s) justificado(s).';
      }),
    );
    expect(problemAt(problems, '/selectionActions/0/form/schema/properties/observacao')).toEqual([
      expect.stringContaining('a API não aceita "observacao" no corpo de POST /transport-delay/justify'),
    ]);
    expect(problemAt(problems, '/selectionActions/0/successMessage')).toEqual([expect.stringMatching(/"\{justificado\}" .*você quis dizer "justificados"\?/)]);
  });

  it('reports a row key or a selectable field the list items do not have', () => {
    const problems = checkEdited(
      'fields',
      delays((p) => {
        p.rowKey = 'delayId';
        p.selectableWhen.field = 'status';
      }),
    );
    expect(problemAt(problems, '/rowKey')).toEqual([expect.stringContaining('o campo "delayId" não existe na resposta de POST /transport-delay/list')]);
    expect(problemAt(problems, '/selectableWhen/field')).toEqual([
      expect.stringMatching(/o campo "status" não existe na linha \(resposta de POST \/transport-delay\/list\).*: nenhuma linha seria selecionável/),
    ]);
  });

  it('reports a selectable value written as its label instead of its code', () => {
    expect(
      problemAt(
        checkEdited(
          'label',
          delays((p) => (p.selectableWhen.values = ['Pendente'])),
        ),
        '/selectableWhen/values/0',
      ),
    ).toEqual([expect.stringMatching(/"Pendente" não é código do campo "situacao" .*o código é "PENDENTE": essas linhas nunca seriam selecionáveis/)]);
  });

  it('requires a row key with selection actions, and names an unknown permission', () => {
    expect(
      problemAt(
        checkEdited(
          'no-key',
          delays((p) => delete p.rowKey),
        ),
        '/',
      ),
    ).toEqual([expect.stringContaining('com "selectionActions" é preciso informar também "rowKey"')]);
    expect(
      problemAt(
        checkEdited(
          'resource',
          delays((p) => (p.selectionActions[0]!.permission.resource = 'transport-delay-justfy')),
        ),
        '/selectionActions/0/permission/resource',
      ),
    ).toEqual([expect.stringContaining('recurso "transport-delay-justfy" não existe em manifests/permissions.json')]);
  });
});
