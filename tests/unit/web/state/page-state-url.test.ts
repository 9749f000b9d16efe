import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withApiConstraints } from '../../../../scripts/api-contract/filter-constraints.mjs';
import { readOpenapi } from '../../../../scripts/api-contract/page-manifests.mjs';
import type { ListPageManifest } from '../../../../src/web/renderer/list/list-page-queries.ts';
import { type LinkProblem, linkProblemMessage } from '../../../../src/web/state/link-problems.ts';
import type { PageState } from '../../../../src/web/state/page-state-cache.ts';
import { linkQuery, readUrlState, urlShape, writeUrlState } from '../../../../src/web/state/page-state-url.ts';

/** Each problem as the list's notice words it. */
const worded = (problems: readonly LinkProblem[]) => problems.map((problem) => ({ parameter: problem.parameter, message: linkProblemMessage(problem) }));

const schema = {
  type: 'object',
  properties: {
    chassi: { type: 'string' },
    status: { type: 'array', items: { type: 'string' } },
    dataPedido: { type: 'object', properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } } },
    valor: { type: 'object', properties: { min: { type: 'number' }, max: { type: 'number' } } },
    emEstoque: { type: 'boolean' },
    anoModelo: { type: 'integer' },
  },
};
const shape = urlShape(schema);
const { fields } = shape;
const owned = ['sid', 'view'];
const defaults: PageState = { filters: {}, page: 1, pageSize: 50, sort: [{ field: 'dataPedido', direction: 'desc' }] };
/** The state a URL carries, asserting it has no problem. */
const read = (url: URLSearchParams | string) => {
  const reading = readUrlState(new URLSearchParams(url), defaults, shape, owned);
  expect(reading.problems).toEqual([]);
  return reading.state;
};

describe('page state in the URL', () => {
  it('writes a readable query beside the sid', () => {
    const state: PageState = {
      filters: {
        status: ['TRANSITO', 'EM ESTOQUE'],
        dataPedido: { from: '2026-09-01', to: '2026-09-30' },
        valor: { min: 10000 },
        emEstoque: true,
        anoModelo: 2024,
        chassi: 'VT004251',
      },
      page: 2,
      pageSize: 100,
      sort: [
        { field: 'dataPedido', direction: 'desc' },
        { field: 'chassi', direction: 'asc' },
      ],
    };
    const url = writeUrlState(new URLSearchParams('sid=3'), state, defaults, fields, owned);
    expect(decodeURIComponent(url.toString())).toBe(
      'sid=3&chassi=VT004251&status=TRANSITO&status=EM+ESTOQUE&dataPedido=2026-09-01..2026-09-30&valor=10000..&emEstoque=true&anoModelo=2024&sort=-dataPedido,chassi&page=2&pageSize=100',
    );
    expect(read(url)).toEqual(state);
  });

  it('writes no page or page size that equal the defaults, and a blank filter not at all', () => {
    const url = writeUrlState(new URLSearchParams(), { ...defaults, filters: { chassi: '', status: [] } }, defaults, fields, owned);
    expect(decodeURIComponent(url.toString())).toBe('sort=-dataPedido');
    expect(read(url)).toEqual({ ...defaults, filters: {} });
  });

  it('replaces the state it wrote before, keeps the parameters the app owns and drops any other', () => {
    const first = writeUrlState(
      new URLSearchParams('sid=1&outro=x&view=7'),
      { ...defaults, filters: { status: ['A', 'B'] }, page: 3 },
      defaults,
      fields,
      owned,
    );
    expect(decodeURIComponent(first.toString())).toBe('sid=1&view=7&status=A&status=B&sort=-dataPedido&page=3');
    const second = writeUrlState(first, { ...defaults, filters: { chassi: 'X' } }, defaults, fields, owned);
    expect(decodeURIComponent(second.toString())).toBe('sid=1&view=7&chassi=X&sort=-dataPedido');
  });

  it('carries no state when it names none of its parameters (a plain link, a sid alone)', () => {
    expect(read('')).toBeUndefined();
    expect(read('sid=4&view=2')).toBeUndefined();
  });

  it('reads a link written by hand, without sort or sid: its filters alone, the default sort', () => {
    expect(read('status=TRANSITO')).toEqual({ ...defaults, filters: { status: ['TRANSITO'] } });
    expect(read('sid=4&chassi=VS000593&page=2')).toEqual({
      ...defaults,
      filters: { chassi: 'VS000593' },
      page: 2,
    });
    // a page alone names the state too: no filter, the default sort
    expect(readUrlState(new URLSearchParams('pageSize=100'), { ...defaults, filters: { emEstoque: true } }, shape, owned)).toEqual({
      problems: [],
      state: {
        filters: {},
        sort: defaults.sort,
        page: 1,
        pageSize: 100,
      },
    });
  });

  it('applies what it can read of a link and names each value it cannot', () => {
    const reading = readUrlState(
      new URLSearchParams('sort=-dataPedido,;drop,chassi&emEstoque=talvez&anoModelo=abc&valor=1..2..3&dataPedido=..&page=0&pageSize=-5&desconhecido=1&sid=2'),
      defaults,
      shape,
      owned,
    );
    expect(reading.state).toEqual({
      filters: {},
      sort: [
        { field: 'dataPedido', direction: 'desc' },
        { field: 'chassi', direction: 'asc' },
      ],
      page: 1,
      pageSize: 50,
    });
    expect(worded(reading.problems)).toEqual([
      { parameter: 'desconhecido', message: '“desconhecido” não é um filtro desta página.' },
      { parameter: 'emEstoque', message: 'emEstoque: “talvez” não é “true” nem “false”.' },
      { parameter: 'anoModelo', message: 'anoModelo: “abc” não é um número.' },
      { parameter: 'valor', message: 'valor: “1..2..3” não é um intervalo (início..fim).' },
      { parameter: 'sort', message: 'Ordenação: “;drop” não é uma coluna pela qual esta lista ordena.' },
      { parameter: 'page', message: 'Página: “0” não é um número de página.' },
      { parameter: 'pageSize', message: 'Linhas por página: “-5” não é um número válido.' },
    ]);
  });

  it('leaves a state too long for a link to the sid cache alone', () => {
    const many = Array.from({ length: 200 }, (_, i) => `9BWZZZ377VT${String(i).padStart(6, '0')}`);
    const url = writeUrlState(new URLSearchParams('sid=9'), { ...defaults, filters: { status: many } }, defaults, fields, owned);
    expect(url.toString()).toBe('sid=9');
    expect(linkQuery({ ...defaults, filters: { status: many } }, defaults, fields)).toBeUndefined();
  });
});

/** A list page's manifest as the SPA gets it: its filter form narrowed by the API's limits (the build's api-constraints plugin). */
function listPage(file: string) {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const raw = JSON.parse(readFileSync(path.join(root, 'manifests/pages', file), 'utf8')) as unknown;
  const page = withApiConstraints(raw, readOpenapi(root)) as ListPageManifest;
  const listDefaultsOf = { filters: { ...(page.filters?.defaults ?? {}) }, page: 1, pageSize: page.pageSize!.default, sort: [...(page.defaultSort ?? [])] };
  const pageShape = urlShape(page.filters?.schema, {
    sortable: page.columns.filter((column) => column.sortable).map((column) => column.field),
    pageSizes: page.pageSize?.options,
  });
  const read = (query: string) => readUrlState(new URLSearchParams(query), listDefaultsOf, pageShape, owned);
  return Object.assign(read, { shape: pageShape, defaults: listDefaultsOf });
}

describe('what a link asks that its list cannot do', () => {
  const vehicles = listPage('vehicles-search.json');
  const delays = listPage('transport-delay.json');
  const messages = (query: string, of = vehicles) => of(query).problems.map((problem) => `${problem.parameter} | ${linkProblemMessage(problem)}`);

  it('reads a valid hand-written link of every kind of filter without a problem', () => {
    const reading = vehicles('status=TRANSITO&status=EM ESTOQUE&chassi=VT004251&numeroPedido=45000&emEstoque=true&dataPedido=2026-01-01..2026-02-28');
    expect(reading.problems).toEqual([]);
    expect(reading.state!.filters).toEqual({
      status: ['TRANSITO', 'EM ESTOQUE'],
      chassi: 'VT004251',
      numeroPedido: '45000',
      emEstoque: true,
      dataPedido: { from: '2026-01-01', to: '2026-02-28' },
    });
    expect(delays('situacao=PENDENTE&chassi=9BW4').problems).toEqual([]);
  });

  it('names a parameter that is not a filter of the page, and keeps the app’s own (sid, view)', () => {
    expect(messages('sid=3&view=2&stauts=TRANSITO')).toEqual(['stauts | “stauts” não é um filtro desta página.']);
    // a link naming no state parameter still reports its unknown one
    const plain = vehicles('foo=1');
    expect(plain.state).toBeUndefined();
    expect(worded(plain.problems)).toEqual([{ parameter: 'foo', message: '“foo” não é um filtro desta página.' }]);
  });

  it('refuses a code the field does not list, by its title, and applies the codes it does', () => {
    const reading = vehicles('status=XYZ&status=TRANSITO');
    expect(worded(reading.problems)).toEqual([{ parameter: 'status', message: 'Status: “XYZ” não é um valor conhecido.' }]);
    expect(reading.state!.filters).toEqual({ status: ['TRANSITO'] });
    expect(messages('situacao=ABERTO', delays)).toEqual(['situacao | Situação: “ABERTO” não é um valor conhecido.']);
    // the page's default situations are not applied when the link names only unknown ones: the link names the whole state
    expect(delays('situacao=ABERTO').state!.filters).toEqual({});
  });

  it('refuses an impossible date and a date outside the limits, and applies the good end of a range', () => {
    expect(messages('dataPedido=2026-13-45..2026-99-99')).toEqual([
      'dataPedido | Data do pedido: “2026-13-45” não é uma data válida.',
      'dataPedido | Data do pedido: “2026-99-99” não é uma data válida.',
    ]);
    expect(messages('dataNF=2026-02-30..')).toEqual(['dataNF | Data da NF: “2026-02-30” não é uma data válida.']);
    expect(messages('dataNF=01/02/2026..')).toEqual(['dataNF | Data da NF: “01/02/2026” não é uma data válida.']);
    expect(messages('dataPedido=1999-12-31..')).toEqual(['dataPedido | Data do pedido: “1999-12-31” — Informe uma data a partir de 01/01/2000.']);
    const partly = vehicles('dataPedido=2026-01-10..2026-02-31');
    expect(partly.state!.filters).toEqual({ dataPedido: { from: '2026-01-10' } });
    expect(messages('dataPedido=2026-01-10')).toEqual(['dataPedido | Data do pedido: “2026-01-10” não é um intervalo (início..fim).']);
    // a leap day exists in 2028, not in 2027
    expect(messages('dataPedido=2028-02-29..2027-02-29')).toEqual(['dataPedido | Data do pedido: “2027-02-29” não é uma data válida.']);
  });

  it('refuses a text the form would refuse, worded as the form words it', () => {
    expect(messages('chassi=AB')).toEqual(['chassi | Chassi: “AB” — Informe ao menos 3 caracteres.']);
    expect(messages('chassi=VT00-4251')).toEqual(['chassi | Chassi: “VT00-4251” — Caracteres não permitidos: -.']);
    expect(messages('numeroPedido=12345678901')).toEqual(['numeroPedido | Número do pedido: “12345678901” — Informe no máximo 10 caracteres.']);
    expect(messages('chassi=9BW', delays)).toEqual(['chassi | Chassi: “9BW” — Informe ao menos 4 caracteres.']);
    expect(vehicles('chassi=AB').state!.filters).toEqual({});
  });

  it('refuses a list longer than the field allows, and applies a repeated code once', () => {
    const many = Array.from({ length: 101 }, (_, index) => `modelo=M${index}`).join('&');
    expect(messages(many)).toEqual(['modelo | Modelo: Selecione no máximo 100 itens.']);
    expect(vehicles('uf=SP&uf=SP').state!.filters).toEqual({ uf: ['SP'] });
  });

  it('refuses a malformed flag and number', () => {
    expect(messages('bloqueado=sim')).toEqual(['bloqueado | Somente bloqueados: “sim” não é “true” nem “false”.']);
    const inStock = listPage('vehicles-in-stock.json');
    expect(messages('anoModelo=dois mil', inStock)).toEqual(['anoModelo | Ano/modelo: “dois mil” não é um número.']);
    expect(messages('anoModelo=2024.5', inStock)).toEqual(['anoModelo | Ano/modelo: “2024.5” não é um número inteiro.']);
  });

  it('refuses a sort by a column the list cannot sort by, keeping the others, and a page size it does not offer', () => {
    const reading = vehicles('sort=-motivo,chassi&pageSize=33&page=abc');
    expect(reading.problems.map(linkProblemMessage)).toEqual([
      'Ordenação: “-motivo” não é uma coluna pela qual esta lista ordena.',
      'Página: “abc” não é um número de página.',
      'Linhas por página: “33” não é uma das opções (25, 50, 100, 200).',
    ]);
    expect(reading.state).toMatchObject({ sort: [{ field: 'chassi', direction: 'asc' }], page: 1, pageSize: 50 });
    // only unsortable columns: the list's own sort
    expect(delays('sort=comentario').state!.sort).toEqual([{ field: 'dataPrevista', direction: 'desc' }]);
    expect(messages('pageSize=200', delays)).toEqual(['pageSize | Linhas por página: “200” não é uma das opções (25, 50, 100).']);
  });

  it('reports nothing once the URL is rewritten from the state it read', () => {
    const reading = vehicles('stauts=X&status=XYZ&status=TRANSITO&dataPedido=2026-13-45..&sort=-motivo&pageSize=33');
    expect(reading.problems).toHaveLength(5);
    const rewritten = writeUrlState(new URLSearchParams('stauts=X&sid=4'), reading.state!, vehicles.defaults, vehicles.shape.fields, owned);
    expect(vehicles(rewritten.toString()).problems).toEqual([]);
  });
});
