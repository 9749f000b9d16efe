import { describe, expect, it } from 'vitest';
import transportRoutes from '../../../../../manifests/pages/transport-routes.json' with { type: 'json' };
import type { PageManifest } from '../../../../../src/shared/manifest/manifest-types.ts';
import { initialFormValues, rowActionCall, rowActionText } from '../../../../../src/web/renderer/features/row-actions/row-action-call.ts';

const editTarget = (transportRoutes as PageManifest).rowActions![0]!;
const row = { id: 42, origemPlanta: 'BETIM', destinoCidade: 'São Paulo', destinoUf: 'SP', transportadora: 'Tegma', diasTarget: 3 };

describe('row action of Rotas e Targets (real manifest)', () => {
  it('puts the row id in the path and sends the form values as the body', () => {
    expect(rowActionCall(editTarget, row, {}, { diasTarget: 5, motivo: 'Obras' })).toMatchObject({
      method: 'PUT',
      path: '/transportroute/42/target',
      body: { diasTarget: 5, motivo: 'Obras' },
    });
  });

  it('cannot build the call for a row without an id', () => {
    expect(rowActionCall(editTarget, { ...row, id: undefined }, {}, {})).toBeUndefined();
  });

  it('starts the form with the current target and names the route in the texts', () => {
    expect(initialFormValues(editTarget, row)).toEqual({ diasTarget: 3 });
    expect(rowActionText(editTarget.message, row)).toContain('BETIM → São Paulo/SP (Tegma)');
    expect(rowActionText(editTarget.successMessage, row)).toBe('Target da rota BETIM → São Paulo/SP atualizado.');
  });
});
