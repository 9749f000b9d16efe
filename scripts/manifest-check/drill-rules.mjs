// A dashboard figure's `drill` (KpiDashboard props) links to the list of the records it counts: the
// list page's URL filled from the dashboard's period and region and from the figure's row, written and
// read by the list's own URL code (src/web/state/page-state-url.ts). A drill naming a page that is not
// a list, a parameter the list does not filter by, a value of the wrong kind, a code the filter refuses
// or a row field the dashboard's rows lack opens a list that is not the figure's records (the list
// names the bad parameter and drops it), so each is an error here.
import { bucketRange } from '../../src/web/custom/dashboards/drill-bucket.ts';
import { brokenRule } from '../../src/web/state/filter-value-check.ts';
import { urlFields } from '../../src/web/state/page-state-url.ts';
import { withApiConstraints } from '../api-contract/filter-constraints.mjs';
import { arrayItem, fieldSchemas, indexOperations, operationKey, refResolver, responseSchemaOf } from '../api-contract/openapi-index.mjs';
import { didYouMean } from './suggest.mjs';

const COMPONENT = 'KpiDashboard';

/**
 * Every drill of a dashboard's props: where it sits, the field path of the rows it reads (none for a
 * card: a card has no row) and the field of the figure it stands for.
 */
function* drillsOf(props) {
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

/** Why a value of `source`'s kind cannot fill a filter written as `field`, or undefined when it can. */
function kindProblem(source, field, rowTypes) {
  const range = typeof field === 'object';
  if ('period' in source) return range && !field.numeric ? undefined : `{"period"} preenche um intervalo de datas, mas o filtro é ${kindName(field)}`;
  if ('bucket' in source) return range && field.numeric ? undefined : `{"bucket"} preenche um intervalo de números, mas o filtro é ${kindName(field)}`;
  if (range)
    return field.numeric
      ? 'o filtro é um intervalo de números (de..até): preencha-o com {"bucket": "31-60" | "90+" | {"row": campo}}'
      : 'o filtro é um intervalo de datas (de..até): preencha-o com {"period": "whole" | "month" | "day"}';
  if ('value' in source) {
    const value = source.value;
    if (Array.isArray(value)) return field === 'list' ? undefined : `uma lista de valores não cabe no filtro, que é ${kindName(field)}`;
    const wanted = field === 'flag' ? 'boolean' : field === 'number' ? 'number' : 'string';
    const actual = typeof value;
    if (field === 'list' ? actual === 'boolean' : actual !== wanted) return `${JSON.stringify(value)} não é ${kindName(field)}, o que o filtro espera`;
    return undefined;
  }
  if ('filter' in source) {
    if (field === 'flag' || field === 'number') return `o filtro "${source.filter}" do dashboard é um texto, mas o filtro da lista é ${kindName(field)}`;
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
  for (const page of pages) {
    const { data } = page;
    if (data.component !== COMPONENT || typeof data.props !== 'object') continue;
    const response = dashboardSchemas(data, operations, resolve);
    for (const { drill, at, rows, figure } of drillsOf(data.props)) {
      const pointer = `/props${at}`;
      const target = byId.get(drill.page);
      if (!target) {
        report.add(page, `${pointer}/page`, `o drill abre a página "${drill.page}", que não existe${didYouMean(drill.page, [...byId.keys()])}`);
        continue;
      }
      if (target.data.kind !== 'list') {
        report.add(
          page,
          `${pointer}/page`,
          `o drill abre "${drill.page}", que não é uma página de lista (kind "${target.data.kind}"): só uma lista mostra os registros de um número`,
        );
        continue;
      }
      const rowSchema = rows === undefined ? undefined : arrayItem(fieldSchemas(response, rows, resolve)[0], resolve);
      const rowFields = (name) => (rowSchema ? fieldSchemas(rowSchema, name, resolve) : []);
      const where = rows === undefined ? 'da resposta' : `das linhas de "${rows}"`;
      const countField = drill.count ?? figure;
      const counted = rows === undefined ? fieldSchemas(response, countField, resolve) : rowFields(countField);
      if (drill.count !== undefined && response && counted.length === 0)
        report.add(page, `${pointer}/count`, `"${drill.count}" não é um campo ${where}: o total da lista não teria com o que se comparar`);
      else if (drill.count !== undefined && counted.length > 0 && !typesOf(counted, resolve).has('integer'))
        report.add(page, `${pointer}/count`, `"${drill.count}" não é uma contagem (inteiro) ${where}: o total de uma lista é um número de registros`);

      const constrained = withApiConstraints(target.data, openapi);
      const filterSchemas = constrained.filters?.schema?.properties ?? {};
      const fields = urlFields(target.data.filters?.schema);
      for (const [name, source] of Object.entries(drill.params ?? {})) {
        const at = `${pointer}/params/${name}`;
        const field = fields[name];
        if (field === undefined) {
          report.add(page, at, `"${name}" não é um filtro da página ${drill.page} (${target.data.path})${didYouMean(name, Object.keys(fields))}`);
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
        const problem = 'period' in source ? kindProblem(source, field, new Set()) : kindProblem(source, field, typesOf(rowSchemas, resolve));
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
  }
}
