import { describe, expect, it } from 'vitest';
import { pageEditChecker } from './support/edited-manifests.ts';

const checkEdited = pageEditChecker('vtlog-link-param-rules-');

// Found by the manifest mutation test (seed 303): a row link filling a number parameter with a text field.
describe('check:manifests: a link fills the parameters of the page it opens with fields of their type', () => {
  it('accepts the product', () => {
    expect(checkEdited('unchanged', {})).toEqual([]);
  });

  it('reports a row link putting a text field in a parameter the target page sends as a number', () => {
    const problems = checkEdited('text-in-number', { orders: (page) => (page.rowLink.to = '/orders/{status}/{orderItemId}') });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^manifests\/pages\/orders\.json:\d+:\d+ {2}\/rowLink\/to {2}"\{status\}" preenche o parâmetro :orderId de \/orders\/:orderId\/:orderItemId, que a API \(GET \/orders\/\{orderId\}\/items\/\{orderItemId\}\) recebe como número inteiro, mas o campo "status" é string: a página abriria com erro 400$/,
      ),
    );
  });
});
