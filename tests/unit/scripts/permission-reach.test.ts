import { describe, expect, it } from 'vitest';
import { pageEditChecker } from './support/edited-manifests.ts';

const checkEdited = pageEditChecker('vtlog-permission-reach-');

// The realm (identity/realm-vtlog.json): analista views the vehicle lists and dashboards; operador
// also views and manages administration (transport routes, delays…); admin manages everything.
describe('check:manifests: whoever may open a page may call its API', () => {
  it('accepts the product, where list-vehicles-in-stock implies list-vehicles through the realm', () => {
    expect(checkEdited('unchanged', {})).toEqual([]);
  });

  it('reports a page opened to analysts whose list only operators may read, at the permission that lets them in', () => {
    const problems = checkEdited('opened-to-analysts', { 'transport-routes': (page) => page.permissions.push({ resource: 'list-vehicles' }) });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^manifests\/pages\/transport-routes\.json:\d+:\d+ {2}\/permissions\/1 {2}quem tem "list-vehicles" abre a página, mas POST \/transportroute\/list \(em \/source\) exige "transport-routes" \(view\), que o realm não garante/,
      ),
    );
  });

  it('reports a row action shown to viewers whose route needs manage, at the action permission', () => {
    const problems = checkEdited('action-scope', { help: (page) => delete page.rowActions[0].permission.scope });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^manifests\/pages\/help\.json:\d+:\d+ {2}\/rowActions\/0\/permission {2}quem tem "users-help" vê esta parte, mas PUT \/help\/topics\/\{id\} \(em \/rowActions\/0\/source\) exige "users-help" \(manage\)/,
      ),
    );
  });

  it('reports a filter shown to users the API refuses it to, because its column is gated (source-access.ts)', () => {
    const problems = checkEdited('gated-column', {
      claims: (page) => (page.columns.find((column: any) => column.field === 'valor').permission = { resource: 'administration' }),
    });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^manifests\/pages\/claims\.json:\d+:\d+ {2}\/filters\/schema\/properties\/valor {2}o filtro "valor" aparece a quem a API recusa usá-lo \(403\): o campo "valor" só vai a quem tem "administration"/,
      ),
    );
  });
});
