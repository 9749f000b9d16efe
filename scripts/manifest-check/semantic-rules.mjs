// Rules no schema can express: cross-file references between manifests (docs/architecture.md).
import { objects, routePattern, templateToSamplePath } from './walk.mjs';

/** Keys whose content is data the app sends or fills forms with, never a link. */
const DATA_KEYS = new Set(['defaults', 'fixed', 'initialValues', 'body', 'query', 'default', 'examples', 'const', 'enum']);
import { didYouMean } from './suggest.mjs';

export function checkSemantics(report, manifests, { componentNames }) {
  // Invalid pages still name their routes, so one schema error does not cascade into "no such page".
  const routes = manifests.pages.filter((p) => typeof p.data?.path === 'string').map((p) => routePattern(p.data.path));
  const pages = manifests.pages.filter((p) => p.valid);
  const paths = manifests.pages.map((p) => p.data?.path).filter((p) => typeof p === 'string');
  const routeExists = (template) => routes.some((pattern) => pattern.test(templateToSamplePath(template)));
  const resources = new Set((manifests.permissions.data?.resources ?? []).map((r) => r.name));
  const toggles = new Set(Object.keys(manifests.app.data?.featureToggles ?? {}));
  const enumNames = new Set(manifests.enums.filter((e) => typeof e.data?.name === 'string').map((e) => e.data.name));

  checkUnique(report, pages, (p) => p.data.path, '/path', 'caminho');
  checkUnique(report, pages, (p) => p.data.id, '/id', 'id de página');

  for (const e of manifests.enums.filter((m) => m.valid)) {
    const expected = e.relative
      .split(/[\\/]/)
      .pop()
      .replace(/\.json$/, '');
    if (e.data.name !== expected) report.add(e, '/name', `o nome do enum deve ser igual ao nome do arquivo ("${expected}")`);
  }

  const all = [manifests.app, manifests.menu, ...pages].filter((m) => m.data);
  for (const manifest of all) {
    for (const [value, pointer] of objects(manifest.data)) {
      if (typeof value.resource === 'string' && !resources.has(value.resource)) {
        report.add(
          manifest,
          `${pointer}/resource`,
          `recurso "${value.resource}" não existe em manifests/permissions.json${didYouMean(value.resource, resources)}`,
        );
      }
      if (typeof value.featureToggle === 'string' && !toggles.has(value.featureToggle)) {
        report.add(
          manifest,
          `${pointer}/featureToggle`,
          `feature toggle "${value.featureToggle}" não existe em manifests/app.json (featureToggles)${didYouMean(value.featureToggle, toggles)}`,
        );
      }
      if (typeof value.enum === 'string' && typeof value.field === 'string' && !enumNames.has(value.enum)) {
        report.add(manifest, `${pointer}/enum`, `enum "${value.enum}" não existe em manifests/enums${didYouMean(value.enum, enumNames)}`);
      }
    }
  }

  if (manifests.menu.data) {
    for (const [entry, pointer] of objects(manifests.menu.data)) {
      if (entry.type === 'link' && typeof entry.route === 'string' && !routeExists(entry.route)) {
        report.add(manifests.menu, `${pointer}/route`, `nenhuma página tem o caminho "${entry.route}"${didYouMean(entry.route, paths)}`);
      }
    }
  }

  for (const page of pages) checkPage(report, page, { routeExists, componentNames, paths });
  const pageIds = pages.map((p) => p.data.id);
  for (const page of pages.filter((p) => p.data.rowActionsOf !== undefined)) {
    const target = pages.find((p) => p.data.id === page.data.rowActionsOf);
    if (page.data.kind !== 'details') report.add(page, '/rowActionsOf', 'rowActionsOf só vale em páginas de detalhes');
    else if (!target?.data.rowActions)
      report.add(
        page,
        '/rowActionsOf',
        `nenhuma página de lista com rowActions tem o id "${page.data.rowActionsOf}"${didYouMean(page.data.rowActionsOf, pageIds)}`,
      );
  }
}

function checkUnique(report, pages, key, pointer, what) {
  const seen = new Map();
  for (const page of pages) {
    const value = key(page);
    if (seen.has(value)) report.add(page, pointer, `${what} "${value}" repetido (também em ${seen.get(value)})`);
    else seen.set(value, page.relative);
  }
}

function checkPage(report, page, { routeExists, componentNames, paths }) {
  const data = page.data;
  if (!data.public && (data.permissions ?? []).length === 0) {
    report.add(page, '', 'página sem permissões nega acesso a todos: declare "permissions" ou "public": true');
  }
  if (data.kind === 'home' && data.backButton !== false) {
    report.add(page, '', 'a página inicial não tem botão voltar: declare "backButton": false');
  }
  for (const [value, pointer, segments] of objects(data)) {
    // A link's `to` is a route; a `to` inside data (a date range default, a request body) is a value.
    if (typeof value.to === 'string' && !segments.some((segment) => DATA_KEYS.has(segment)) && !routeExists(value.to)) {
      report.add(page, `${pointer}/to`, `nenhuma página tem o caminho "${value.to}"${didYouMean(value.to, paths)}`);
    }
    if (typeof value.component === 'string' && !componentNames.includes(value.component)) {
      report.add(
        page,
        `${pointer}/component`,
        `componente "${value.component}" não está registrado (nenhum src/web/custom/**/*.props.schema.json tem esse título)${didYouMean(value.component, componentNames)}`,
      );
    }
    // A filter field behind a permission is hidden from users without it, so it cannot be required.
    for (const field of value.permissions && Array.isArray(value.schema?.required) ? value.schema.required : []) {
      if (Object.hasOwn(value.permissions, field)) {
        report.add(page, `${pointer}/schema/required`, `o filtro "${field}" depende de permissão (fica oculto para quem não a tem) e não pode ser obrigatório`);
      }
    }
  }
}
