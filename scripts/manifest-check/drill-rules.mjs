// A figure's `drill` links to the list of the records it counts: a dashboard's figure (KpiDashboard
// props), filled from the dashboard's period and region, or a count cell of a form's result table (a
// report's preview), filled from the submitted form; both also from the figure's row, written and read
// by the list's own URL code (src/web/state/page-state-url.ts). A drill naming a page that is not a
// list, a parameter the list does not filter by, a filter the source page does not have, a value of
// the wrong kind, a code the filter refuses or a row field the rows lack opens a list that is not the
// figure's records (the list names the bad parameter and drops it), so each is an error here.
import { bucketRange } from '../../src/web/renderer/drill/drill-bucket.ts';
import { brokenRule } from '../../src/web/state/filter-value-check.ts';
import { urlFields } from '../../src/web/state/page-state-url.ts';
import { withApiConstraints } from '../api-contract/filter-constraints.mjs';
import { arrayItem, fieldSchemas, indexOperations, itemsOf, operationKey, refResolver, responseSchemaOf } from '../api-contract/openapi-index.mjs';
import { didYouMean } from './suggest.mjs';

const COMPONENT = 'KpiDashboard';

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Every drill of a dashboard's props: where it sits, the field path of the rows it reads (none for a
 * card: a card has no row) and the field of the figure it stands for.
 */
function* dashboardDrills(props) {
  for (const [i, kpi] of (props.kpis ?? []).entries()) {
    if (kpi?.drill) yield { drill: kpi.drill, at: `/kpis/${i}/drill`, figure: kpi.field };
    if (kpi?.hint?.drill) yield { drill: kpi.hint.drill, at: `/kpis/${i}/hint/drill`, figure: kpi.hint.field };
  }
  for (const [i, chart] of (props.charts ?? []).entries()) {
    for (const [j, series] of (chart?.series ?? []).entries())
      if (series?.drill) yield { drill: series.drill, at: `/charts/${i}/series/${j}/drill`, rows: chart.rows, figure: series.field };
    if (chart?.pivot?.drill) yield { drill: chart.pivot.drill, at: `/charts/${i}/pivot/drill`, rows: chart.rows, figure: chart.pivot.value };
  }
  for (const [i, table] of (props.tables ?? []).entries()) {
    for (const [j, column] of (table?.columns ?? []).entries())
      if (column?.drill) yield { drill: column.drill, at: `/tables/${i}/columns/${j}/drill`, rows: table.rows, figure: column.field };
  }
}

const kindName = (field) =>
  typeof field === 'object'
    ? `um intervalo ${field.numeric ? 'de números' : 'de datas'} (de..até)`
    : field === 'flag'
      ? 'sim/não (true/false)'
      : field === 'list'
        ? 'uma lista de códigos'
        : field === 'number'
          ? 'um número'
          : 'um texto';

const typesOf = (schemas, resolve) => new Set(schemas.flatMap((s) => [resolve(s)?.type ?? []].flat()).filter((t) => t !== 'null'));

/** Whether a filter the source page applied, written as `from`, can fill a list filter written as `to`. */
const fills = (from, to) => (typeof to === 'object' ? typeof from === 'object' : from === to || (from === 'text' && to === 'list'));

/** Why a value of `source`'s kind cannot fill a filter written as `field`, or undefined when it can. */
function kindProblem(source, field, rowTypes, site) {
  const range = typeof field === 'object';
  if ('period' in source) return range && !field.numeric ? undefined : `{"period"} preenche um intervalo de datas, mas o filtro é ${kindName(field)}`;
  if ('bucket' in source) return range && field.numeric ? undefined : `{"bucket"} preenche um intervalo de números, mas o filtro é ${kindName(field)}`;
  const from = 'filter' in source ? site.filters[source.filter] : undefined;
  if (range && typeof from !== 'object')
    return field.numeric
      ? 'o filtro é um intervalo de números (de..até): preencha-o com {"bucket": "31-60" | "90+" | {"row": campo}}'
      : `o filtro é um intervalo de datas (de..até): preencha-o com ${site.rangeHint}`;
  if ('filter' in source)
    return fills(from, field) ? undefined : `o filtro "${source.filter}" ${site.source} é ${kindName(from)}, mas o filtro da lista é ${kindName(field)}`;
  if ('value' in source) {
    const value = source.value;
    if (Array.isArray(value)) return field === 'list' ? undefined : `uma lista de valores não cabe no filtro, que é ${kindName(field)}`;
    const wanted = field === 'flag' ? 'boolean' : field === 'number' ? 'number' : 'string';
    const actual = typeof value;
    if (field === 'list' ? actual === 'boolean' : actual !== wanted) return `${JSON.stringify(value)} não é ${kindName(field)}, o que o filtro espera`;
    return undefined;
  }
  if (rowTypes.size === 0) return undefined;
  const fits = field === 'flag' ? ['boolean'] : field === 'number' ? ['integer', 'number'] : ['string', 'integer', 'number'];
  return [...rowTypes].some((t) => fits.includes(t))
    ? undefined
    : `o campo "${source.row}" da linha é ${[...rowTypes].join(' ou ')}, mas o filtro é ${kindName(field)}`;
}

/**
 * Why a bucket does not name an integer range (bucketRange): a fixed label, or every code the row
 * field may hold, which must be an enum of labels (a free text could be anything).
 */
function bucketProblem(bucket, rowSchemas, resolve) {
  if (typeof bucket === 'string') return bucketRange(bucket) ? undefined : `"${bucket}" não é uma faixa (o início passa do fim)`;
  const codes = rowSchemas.flatMap((s) => resolve(s)?.enum ?? []);
  if (codes.length === 0) return `o campo "${bucket.row}" da linha não é uma lista fixa de faixas ("0-30", "90+"): o link não saberia o intervalo`;
  const wrong = codes.filter((code) => !bucketRange(code));
  return wrong.length > 0 ? `o campo "${bucket.row}" traz ${wrong.map((c) => JSON.stringify(c)).join(', ')}, que não são faixas ("31-60", "90+")` : undefined;
}

/** Why the filter would refuse the range of a bucket (an end past its limits), or undefined. */
function refusedBucket(bucket, rowSchemas, filterSchema, field, resolve) {
  const labels = typeof bucket === 'string' ? [bucket] : rowSchemas.flatMap((s) => resolve(s)?.enum ?? []);
  const [fromEnd, toEnd] = field.range;
  const refused = labels.filter((label) => {
    const { from, to } = bucketRange(label);
    return (
      brokenRule(filterSchema?.properties?.[fromEnd], from) !== undefined ||
      (to !== undefined && brokenRule(filterSchema?.properties?.[toEnd], to) !== undefined)
    );
  });
  return refused.length > 0 ? `a faixa ${refused.map((l) => JSON.stringify(l)).join(', ')} passa dos limites do filtro: a lista recusaria o link` : undefined;
}

/** The codes a row field may hold that the filter refuses. */
function refusedRowCodes(rowSchemas, filterSchema, field, resolve) {
  const codes = rowSchemas.flatMap((s) => resolve(s)?.enum ?? []);
  const one = field === 'list' ? filterSchema?.items : filterSchema;
  return codes.filter((code) => brokenRule(one, code) !== undefined);
}

/** The schema of the dashboard's answer (its `data` source), whose fields and rows the drills read. */
function dashboardSchemas(page, operations, resolve) {
  const source = page.sources?.data;
  const operation = source && operations.get(operationKey(source.method, source.path));
  return responseSchemaOf(operation, resolve);
}

// The dashboard's filters a drill may read, as the dashboard applied them: its period (the days shown) and region.
const dashboardFilters = { dataInicio: 'text', dataFim: 'text', regiao: 'text' };

/**
 * The place of a page whose figures may link to their records, with its drills: a dashboard's
 * props, or a form's result table, whose rows are the submit's answer and whose filters are the form
 * submitted (a report's period is one of its fields, so a result drill has no {"period"} of its own).
 */
function drillSite(data, operations, resolve) {
  if (data.component === COMPONENT && typeof data.props === 'object') {
    const response = dashboardSchemas(data, operations, resolve);
    const rowsOf = (rows) => arrayItem(fieldSchemas(response, rows, resolve)[0], resolve);
    return {
      response,
      source: 'do dashboard',
      filters: dashboardFilters,
      rangeHint: '{"period": "whole" | "month" | "day"}',
      // A dashboard's figure may be a rate or a mean whose `count` names what its list totals.
      ownPeriod: true,
      figuresCount: false,
      drills: [...dashboardDrills(data.props)].map((d) => ({
        ...d,
        at: `/props${d.at}`,
        rowSchema: d.rows === undefined ? undefined : rowsOf(d.rows),
        where: d.rows === undefined ? 'da resposta' : `das linhas de "${d.rows}"`,
      })),
    };
  }
  const result = data.kind === 'form' ? data.form?.result : undefined;
  if (!result) return undefined;
  const submit = data.form.submit;
  const response = submit && responseSchemaOf(operations.get(operationKey(submit.method, submit.path)), resolve);
  const rowSchema = arrayItem(response, resolve) ?? itemsOf(response, resolve);
  return {
    response: rowSchema,
    source: 'do formulário',
    filters: urlFields(data.form.schema),
    rangeHint: '{"filter": "<campo de datas do formulário>"}',
    ownPeriod: false,
    figuresCount: true,
    drills: (result.columns ?? []).flatMap((column, i) =>
      column?.drill
        ? [
            {
              drill: column.drill,
              at: `/form/result/columns/${i}/drill`,
              rows: 'resultado',
              rowSchema,
              where: 'das linhas do resultado',
              figure: column.field,
            },
          ]
        : [],
    ),
  };
}

/** Where a page holds a `drill` that no figure reads (a list column, a details field): only a result table's columns link their cells. */
function* strayDrills(node, pointer) {
  if (Array.isArray(node)) for (const [i, item] of node.entries()) yield* strayDrills(item, `${pointer}/${i}`);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      const at = `${pointer}/${key}`;
      if (key === 'drill' && !/^\/form\/result\/columns\/\d+\/drill$/.test(at)) yield at;
      else if (key !== 'props' || pointer !== '') yield* strayDrills(value, at);
    }
}

/**
 * @param {import('./report.mjs').Report} report
 * @param {{ pages: any[] }} manifests
 * @param {object} openapi the committed snapshot
 */
export function checkDrills(report, manifests, openapi) {
  const operations = indexOperations(openapi);
  const resolve = refResolver(openapi);
  const pages = manifests.pages.filter((p) => p.valid);
  const byId = new Map(pages.map((p) => [p.data.id, p]));
  // A page the schema refused is reported once, as itself: its drills' targets are not checked against it.
  const refusedPages = new Set(manifests.pages.filter((p) => !p.valid && typeof p.data?.id === 'string').map((p) => p.data.id));
  for (const page of pages) {
    const { data } = page;
    for (const at of strayDrills(data, ''))
      report.add(page, at, 'só as colunas da tabela de resultado de um formulário (form.result.columns) ligam células aos seus registros');
    const site = drillSite(data, operations, resolve);
    for (const drill of site?.drills ?? []) checkDrill(report, page, byId, refusedPages, openapi, resolve, site, drill);
  }
}

/** One drill: its page is a list, its count a count, and each parameter a filter of the list filled with a value it takes. */
function checkDrill(report, page, byId, refusedPages, openapi, resolve, site, { drill, at: pointer, rows, rowSchema, where, figure }) {
  // A drill of the wrong shape is the props schema's error, reported there.
  if (!isObject(drill)) return;
  const target = byId.get(drill.page);
  if (!target && refusedPages.has(drill.page)) return;
  if (!target) {
    report.add(page, `${pointer}/page`, `o drill abre a página "${drill.page}", que não existe${didYouMean(drill.page, [...byId.keys()])}`);
    return;
  }
  if (target.data.kind !== 'list') {
    report.add(
      page,
      `${pointer}/page`,
      `o drill abre "${drill.page}", que não é uma página de lista (kind "${target.data.kind}"): só uma lista mostra os registros de um número`,
    );
    return;
  }
  const { response } = site;
  const rowFields = (name) => (rowSchema ? fieldSchemas(rowSchema, name, resolve) : []);
  const countField = drill.count ?? figure;
  const counted = rows === undefined ? fieldSchemas(response, countField, resolve) : rowFields(countField);
  if (drill.count !== undefined && response && counted.length === 0)
    report.add(page, `${pointer}/count`, `"${drill.count}" não é um campo ${where}: o total da lista não teria com o que se comparar`);
  else if (counted.length > 0 && !typesOf(counted, resolve).has('integer') && (drill.count !== undefined || site.figuresCount))
    report.add(
      page,
      drill.count === undefined ? pointer : `${pointer}/count`,
      `"${countField}" não é uma contagem (inteiro) ${where}: o total de uma lista é um número de registros`,
    );

  const constrained = withApiConstraints(target.data, openapi);
  const filterSchemas = constrained.filters?.schema?.properties ?? {};
  const fields = urlFields(target.data.filters?.schema);
  for (const [name, source] of Object.entries(drill.params ?? {})) {
    const at = `${pointer}/params/${name}`;
    const field = fields[name];
    if (!isObject(source)) continue;
    if (field === undefined) {
      report.add(page, at, `"${name}" não é um filtro da página ${drill.page} (${target.data.path})${didYouMean(name, Object.keys(fields))}`);
      continue;
    }
    if ('filter' in source && site.filters[source.filter] === undefined) {
      report.add(page, `${at}/filter`, `"${source.filter}" não é um filtro ${site.source}${didYouMean(source.filter, Object.keys(site.filters))}`);
      continue;
    }
    if ('period' in source && !site.ownPeriod) {
      report.add(page, `${at}/period`, `a tabela de resultado não tem período próprio: leia o do formulário com ${site.rangeHint}`);
      continue;
    }
    const rowField = 'row' in source ? source.row : typeof source.bucket === 'object' ? source.bucket.row : undefined;
    const rowAt = 'row' in source ? `${at}/row` : `${at}/bucket/row`;
    if (rowField !== undefined && rows === undefined) {
      report.add(page, rowAt, `um cartão não tem linha: {"row": "${rowField}"} só vale em séries de gráfico e colunas de tabela`);
      continue;
    }
    const rowSchemas = rowField === undefined ? [] : rowFields(rowField);
    if (rowField !== undefined && rowSchema && rowSchemas.length === 0) {
      report.add(page, rowAt, `"${rowField}" não é um campo ${where}${didYouMean(rowField, Object.keys(rowSchema.properties ?? {}))}`);
      continue;
    }
    const problem = kindProblem(source, field, 'period' in source ? new Set() : typesOf(rowSchemas, resolve), site);
    if (problem) {
      report.add(page, at, `"${name}" em ${drill.page}: ${problem}`);
      continue;
    }
    if ('bucket' in source) {
      const wrong = bucketProblem(source.bucket, rowSchemas, resolve) ?? refusedBucket(source.bucket, rowSchemas, filterSchemas[name], field, resolve);
      if (wrong) report.add(page, `${at}/bucket`, `"${name}" em ${drill.page}: ${wrong}`);
      continue;
    }
    const filterSchema = filterSchemas[name];
    if ('value' in source && !('period' in source)) {
      const values = field === 'list' ? [source.value].flat() : [source.value];
      const one = field === 'list' ? filterSchema?.items : filterSchema;
      for (const value of values) {
        if (brokenRule(one, value) !== undefined)
          report.add(page, `${at}/value`, `"${name}" em ${drill.page} não aceita ${JSON.stringify(value)}: a lista recusaria o link`);
      }
    } else if (rowField !== undefined && !('period' in source)) {
      const refused = refusedRowCodes(rowSchemas, filterSchema, field, resolve);
      if (refused.length > 0)
        report.add(page, `${at}/row`, `"${rowField}" traz ${refused.map((c) => `"${c}"`).join(', ')}, que o filtro "${name}" de ${drill.page} não aceita`);
    }
  }
}
