import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkEditedProject } from './support/edited-manifests.ts';

const work = mkdtempSync(path.join(tmpdir(), 'vtlog-drill-rules-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const appRate = 'pages/dashboard-app-rate.json';
const aging = 'pages/dashboard-aging-transit-time.json';

/** The checker's problems in a dashboard (the app-rate one unless told) after `edit` of its props, each without its line and column. */
function drillProblems(name: string, edit: (props: any) => void, dashboard = appRate): string[] {
  return checkEditedProject(path.join(work, name), { [dashboard]: (page) => edit(page.props) })
    .problems.filter((line) => line.startsWith(`manifests/${dashboard}`))
    .map((line) => line.slice(line.indexOf('  ') + 2));
}

/** The drill of the "Entregas" card, the one of the "Registradas no app" column of the dealers table, and the monthly bars' second series. */
const cardDrill = (props: any) => props.kpis[1].drill;
const columnDrill = (props: any) => props.tables[0].columns[4].drill;
const monthBarsDrill = (props: any) => props.charts[1].series[1].drill;

describe('check:manifests: a dashboard figure links to a list that shows its records', () => {
  it('accepts the product’s dashboards', () => {
    expect(drillProblems('as-is', () => {})).toEqual([]);
  });

  it('reports a drill to a page that does not exist, with the closest id', () => {
    expect(drillProblems('missing', (props) => (cardDrill(props).page = 'vehicle-search'))).toEqual([
      expect.stringMatching(/^\/props\/kpis\/1\/drill\/page {2}o drill abre a página "vehicle-search", que não existe — você quis dizer "vehicles-search"\?/),
    ]);
  });

  it('reports a list the schema refuses once, as itself, not again at every drill that opens it', () => {
    const { problems } = checkEditedProject(path.join(work, 'refused-target'), { 'pages/vehicles-search.json': (page) => (page.title = 7) });
    expect(problems.filter((line) => line.includes('vehicles-search'))).toEqual([expect.stringMatching(/^manifests\/pages\/vehicles-search\.json:\d+:\d+ /)]);
  });

  it('reports a drill to a page that is not a list (the vehicle details)', () => {
    expect(drillProblems('not-list', (props) => (cardDrill(props).page = 'vehicle-details'))).toEqual([
      expect.stringMatching(/\/drill\/page {2}o drill abre "vehicle-details", que não é uma página de lista \(kind "details"\)/),
    ]);
  });

  it('reports a parameter that is not a filter of the list (the API field name instead of the filter)', () => {
    expect(drillProblems('unknown-param', (props) => (cardDrill(props).params.dataEntregaDe = { filter: 'dataInicio' }))).toEqual([
      expect.stringMatching(/\/drill\/params\/dataEntregaDe {2}"dataEntregaDe" não é um filtro da página vehicles-search \(\/vehicles\/search\)/),
    ]);
  });

  it('reports a single date put in a date range', () => {
    expect(drillProblems('range', (props) => (cardDrill(props).params.dataEntrega = { filter: 'dataInicio' }))).toEqual([
      expect.stringMatching(
        /\/params\/dataEntrega {2}"dataEntrega" em vehicles-search: o filtro é um intervalo de datas \(de\.\.até\): preencha-o com \{"period"/,
      ),
    ]);
  });

  it('reports a period put in a single-value filter', () => {
    expect(drillProblems('period', (props) => (cardDrill(props).params.concessionaria = { period: 'whole' }))).toEqual([
      expect.stringMatching(
        /\/params\/concessionaria {2}"concessionaria" em vehicles-search: \{"period"\} preenche um intervalo de datas, mas o filtro é um texto/,
      ),
    ]);
  });

  it('reports a flag given as text ("false" in quotes)', () => {
    expect(drillProblems('flag-text', (props) => (cardDrill(props).params.expurgo = { value: 'false' }))).toEqual([
      expect.stringMatching(/\/params\/expurgo {2}"expurgo" em vehicles-search: "false" não é sim\/não \(true\/false\)/),
    ]);
  });

  it('reports a code the list’s filter does not know (a status by its label)', () => {
    expect(drillProblems('enum', (props) => (cardDrill(props).params.status = { value: ['ENTREGUE', 'Em trânsito'] }))).toEqual([
      expect.stringMatching(/\/params\/status\/value {2}"status" em vehicles-search não aceita "Em trânsito": a lista recusaria o link/),
    ]);
  });

  it('reports a row field the dashboard’s rows do not have (the dealer name where its code is)', () => {
    expect(drillProblems('row-field', (props) => (columnDrill(props).params.concessionaria = { row: 'concessionariaCod' }))).toEqual([
      expect.stringMatching(
        /\/params\/concessionaria\/row {2}"concessionariaCod" não é um campo das linhas de "porConcessionaria" — você quis dizer "concessionariaCodigo"\?/,
      ),
    ]);
  });

  it('reports a row field on a card, which has no row', () => {
    expect(drillProblems('card-row', (props) => (cardDrill(props).params.concessionaria = { row: 'concessionariaCodigo' }))).toEqual([
      expect.stringMatching(/\/params\/concessionaria\/row {2}um cartão não tem linha/),
    ]);
  });

  it('reports a month taken from a field the chart rows lack', () => {
    expect(drillProblems('month-row', (props) => (monthBarsDrill(props).params.dataEntrega = { period: 'month', row: 'mesEntrega' }))).toEqual([
      expect.stringMatching(/\/params\/dataEntrega\/row {2}"mesEntrega" não é um campo das linhas de "porMes"/),
    ]);
  });

  it('reports a count that is a rate, not a number of records', () => {
    expect(drillProblems('count-rate', (props) => (props.kpis[0].drill.count = 'total.taxa'))).toEqual([
      expect.stringMatching(/\/kpis\/0\/drill\/count {2}"total\.taxa" não é uma contagem \(inteiro\) da resposta/),
    ]);
  });

  it('reports a row code the list’s filter does not know (an aging situation sent as a vehicle status)', () => {
    const problems = drillProblems('row-code', (props) => (props.tables[0].columns[2].drill.params.status = { row: 'situacao' }), aging);
    expect(problems).toEqual([
      expect.stringMatching(
        /\/props\/tables\/0\/columns\/2\/drill\/params\/status\/row {2}"situacao" traz "ESTOQUE", que o filtro "status" de vehicles-search não aceita/,
      ),
    ]);
  });

  /** The drill of the aging chart's "No pátio" series, whose bucket comes from the row. */
  const bucketDrill = (props: any) => props.charts[0].series[0].drill;

  it('reports a days bucket put in a date range, and a period put in a days range', () => {
    expect(drillProblems('bucket-date', (props) => (bucketDrill(props).params.dataEntrega = { bucket: '0-30' }), aging)).toEqual([
      expect.stringMatching(
        /\/params\/dataEntrega {2}"dataEntrega" em vehicles-search: \{"bucket"\} preenche um intervalo de números, mas o filtro é um intervalo de datas/,
      ),
    ]);
    expect(drillProblems('period-days', (props) => (bucketDrill(props).params.diasNoStatus = { period: 'whole' }), aging)).toEqual([
      expect.stringMatching(
        /\/params\/diasNoStatus {2}"diasNoStatus" em vehicles-search: \{"period"\} preenche um intervalo de datas, mas o filtro é um intervalo de números/,
      ),
    ]);
  });

  it('reports a bucket whose start passes its end, and a row field that is not a list of buckets', () => {
    expect(drillProblems('bucket-reversed', (props) => (bucketDrill(props).params.diasNoStatus = { bucket: '60-31' }), aging)).toEqual([
      expect.stringMatching(/\/params\/diasNoStatus\/bucket {2}"diasNoStatus" em vehicles-search: "60-31" não é uma faixa/),
    ]);
    expect(drillProblems('bucket-row', (props) => (props.tables[0].columns[2].drill.params.diasNoStatus = { bucket: { row: 'regiao' } }), aging)).toEqual([
      expect.stringMatching(/\/params\/diasNoStatus\/bucket {2}"diasNoStatus" em vehicles-search: o campo "regiao" da linha não é uma lista fixa de faixas/),
    ]);
  });

  it('reports a bucket past the days the filter accepts', () => {
    expect(drillProblems('bucket-limit', (props) => (bucketDrill(props).params.diasNoStatus = { bucket: '90-99999' }), aging)).toEqual([
      expect.stringMatching(/\/params\/diasNoStatus\/bucket {2}"diasNoStatus" em vehicles-search: a faixa "90-99999" passa dos limites do filtro/),
    ]);
  });

  it('reports a bucket written as a number range (the props schema)', () => {
    expect(drillProblems('bucket-schema', (props) => (bucketDrill(props).params.diasNoStatus = { bucket: 'mais de 90' }), aging).join('\n')).toMatch(
      /\/props\/charts\/0\/series\/0\/drill\/params\/diasNoStatus/,
    );
  });

  it('reports a misspelt key of a drill value (the props schema)', () => {
    const problems = drillProblems('schema', (props) => (cardDrill(props).params.regiao = { filtro: 'regiao' }));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(/\/props\/kpis\/1\/drill\/params\/regiao/);
  });
});

describe('check:manifests: a report’s count cell links to a list that shows its records', () => {
  const byStatus = 'pages/report-vehicles-by-status.json';
  /** The checker's problems in the vehicles-by-status report after `edit` of its page, each without its line and column. */
  const reportProblems = (name: string, edit: (page: any) => void) =>
    checkEditedProject(path.join(work, name), { [byStatus]: edit })
      .problems.filter((line) => line.startsWith(`manifests/${byStatus}`))
      .map((line) => line.slice(line.indexOf('  ') + 2));
  /** The drill of the report's "Sudeste" column. */
  const southeast = (page: any) => page.form.result.columns.find((column: any) => column.field === 'SE').drill;

  it('accepts the product’s reports', () => {
    expect(reportProblems('report-as-is', () => {})).toEqual([]);
  });

  it('reports a drill to a page that is not a list (the report itself)', () => {
    expect(reportProblems('report-not-list', (page) => (southeast(page).page = 'report-vehicles-by-status'))).toEqual([
      expect.stringMatching(
        /^\/form\/result\/columns\/4\/drill\/page {2}o drill abre "report-vehicles-by-status", que não é uma página de lista \(kind "form"\)/,
      ),
    ]);
  });

  it('reports a filter the report’s form does not have, with the closest field', () => {
    expect(reportProblems('report-filter', (page) => (southeast(page).params.dataPedido = { filter: 'dataDoPedido' }))).toEqual([
      expect.stringMatching(/\/drill\/params\/dataPedido\/filter {2}"dataDoPedido" não é um filtro do formulário — você quis dizer "dataPedido"\?/),
    ]);
  });

  it('reports a form list put in a single-value filter of the list', () => {
    expect(reportProblems('report-kind', (page) => (southeast(page).params.concessionaria = { filter: 'modelo' }))).toEqual([
      expect.stringMatching(
        /\/params\/concessionaria {2}"concessionaria" em vehicles-search: o filtro "modelo" do formulário é uma lista de códigos, mas o filtro da lista é um texto/,
      ),
    ]);
  });

  it('reports a row field the report’s rows lack (the status name where its code is)', () => {
    expect(reportProblems('report-row', (page) => (southeast(page).params.status = { row: 'statusCod' }))).toEqual([
      expect.stringMatching(/\/drill\/params\/status\/row {2}"statusCod" não é um campo das linhas do resultado — você quis dizer "statusCodigo"\?/),
    ]);
  });

  it('reports a period of its own in a result table, whose period is the form’s', () => {
    expect(reportProblems('report-period', (page) => (southeast(page).params.dataPedido = { period: 'whole' }))).toEqual([
      expect.stringMatching(/\/drill\/params\/dataPedido\/period {2}a tabela de resultado não tem período próprio: leia o do formulário com \{"filter"/),
    ]);
  });

  it('reports a cell that is not a count (the share of each status)', () => {
    expect(reportProblems('report-share', (page) => (page.form.result.columns[7].drill = southeast(page)))).toEqual([
      expect.stringMatching(/^\/form\/result\/columns\/7\/drill {2}"participacao" não é uma contagem \(inteiro\) das linhas do resultado/),
    ]);
  });

  it('reports a drill on a list column, whose cells it does not link', () => {
    const problems = checkEditedProject(path.join(work, 'stray'), {
      'pages/transport-delay.json': (page) => (page.columns[0].drill = { page: 'vehicles-search', params: { chassi: { row: 'chassi' } } }),
    }).problems.filter((line) => line.startsWith('manifests/pages/transport-delay.json'));
    expect(problems).toEqual([expect.stringMatching(/\/columns\/0\/drill {2}só as colunas da tabela de resultado de um formulário/)]);
  });
});
