import { describe, expect, it } from 'vitest';
import { pageEditChecker } from './support/edited-manifests.ts';

const checkEdited = pageEditChecker('vtlog-export-rules-');

const exportOf = (page: any) => page.actions.find((a: any) => a.kind === 'export');

describe('check:manifests export rules', () => {
  it('accepts the exports of the product', () => {
    expect(checkEdited('unchanged', {})).toEqual([]);
  });

  it('reports an export whose route does not take the page filters and sorts', () => {
    const problems = checkEdited('other-list', { claims: (page) => (exportOf(page).source.path = '/returns/report') });
    expect(problems).toContain('manifests/pages/claims.json:275:9  /actions/0/source/path  POST /returns/report não aceita o filtro "categoria" da página');
    expect(problems).toContain('manifests/pages/claims.json:275:9  /actions/0/source/path  POST /returns/report não ordena por "valor", que a página ordena');
  });

  it('reports an export route that does not answer a spreadsheet', () => {
    const problems = checkEdited('not-a-file', { claims: (page) => (exportOf(page).source.path = '/claims/list') });
    expect(problems).toContain('manifests/pages/claims.json:275:9  /actions/0/source/path  POST /claims/list não responde uma planilha xlsx');
  });

  it('asks pages sharing an export route to name themselves, and refuses another page id', () => {
    // vehicles-in-stock, sharing vehicles-search's route and list, must name itself.
    const shared = checkEdited('shared', { 'vehicles-in-stock': (page) => delete exportOf(page).source.body });
    expect(shared).toEqual([
      expect.stringMatching(
        /^manifests\/pages\/vehicles-in-stock\.json:\d+:\d+ {2}\/actions\/0\/source {2}POST \/vehicle\/report também exporta manifests\/pages\/vehicles-search\.json: informe "body": \{ "page": "vehicles-in-stock" \}$/,
      ),
    ]);
    // Another list's export: naming the page would not help, it would export that list's rows.
    const otherList = checkEdited('other-list', { orders: (page) => (exportOf(page).source = { method: 'POST', path: '/vehicle/report' }) });
    expect(otherList).toEqual([
      expect.stringMatching(
        /^manifests\/pages\/orders\.json:\d+:\d+ {2}\/actions\/0\/source\/path {2}POST \/vehicle\/report é a exportação de outra lista \(POST \/vehicle\/list, .*\): exportaria as linhas dela, não as de POST \/orders\/list; use a exportação da lista desta página, POST \/orders\/report$/,
      ),
    ]);
    const wrongId = checkEdited('wrong-id', { claims: (page) => (exportOf(page).source.body = { page: 'returns' }) });
    expect(wrongId).toContain('manifests/pages/claims.json:277:11  /actions/0/source/body/page  deve ser o id desta página ("claims")');
  });

  it('reports an export on a page that is not a list', () => {
    const problems = checkEdited('not-a-list', {
      'vehicle-details': (page) => (page.actions = [{ id: 'export', kind: 'export', label: 'Exportar', source: { method: 'POST', path: '/vehicle/report' } }]),
    });
    expect(
      problems.some((p) => /^manifests\/pages\/vehicle-details\.json:\d+:\d+ {2}\/actions\/0\/kind {2}uma exportação só existe em páginas de lista/.test(p)),
    ).toBe(true);
  });
});
