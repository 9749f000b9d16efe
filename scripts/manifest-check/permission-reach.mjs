// Whoever may open a page may call the API the page calls: a user the page lets in, who can see the
// part that makes the call (a row action, a section, a form's submit…), must hold the permission the
// API route demands (its `x-permission` in the OpenAPI snapshot). Otherwise that user opens the page
// and gets "Acesso negado" (403) from the API: an empty list, a section that never loads, a button
// that always fails.
//
// The same holds for a list's filters and sortable columns, judged by the API's own rule for its
// source (src/server/list/source-access.ts).
//
// What a user holds is not structural (list-vehicles-in-stock may imply list-vehicles through the
// realm's policies), so this rule runs the identity provider's own policy evaluator on the realm:
// for every set of realm roles a user may have, the permissions the uma-ticket grant would answer.
import { loadAuthorization } from '../../src/server/idp/authorization-loader.ts';
import { evaluatePermissions } from '../../src/server/idp/policy-evaluator.ts';
import { expandRoles } from '../../src/server/idp/realm-loader.ts';
import { sourceAccess } from '../../src/server/list/source-access.ts';
import { OPERATOR_SEPARATOR } from '../../src/shared/list/filter-name.mjs';
import { canAccessRoute, hasPermission } from '../../src/shared/permissions.ts';
import { indexOperations, operationKey } from '../api-contract/openapi-index.mjs';
import { describePermission } from './cross-file-rules.mjs';
import { escapePointerSegment, segmentsToPointer } from './load.mjs';
import { isApiSource, objects } from './walk.mjs';

/** Up to this many realm roles every combination is tried (2^12 evaluations); past it, one or two roles at a time. */
const MAX_ROLES_FOR_EVERY_COMBINATION = 12;

/**
 * @param {import('./report.mjs').Report} report
 * @param {{ pages: any[] }} manifests
 * @param {object} openapi the committed snapshot
 * @param {{ file: string, data: any } | undefined} realm the identity provider's realm file
 */
export function checkPermissionReach(report, manifests, openapi, realm) {
  const grantSets = realm && realmGrantSets(realm.data);
  if (!grantSets) return;
  const operations = indexOperations(openapi);
  const pages = manifests.pages.filter((p) => p.valid && p.data.public !== true && Array.isArray(p.data.permissions));
  // The API derives each source's rule from every page of the folder (app.manifests.pages).
  const allPages = manifests.pages.filter((p) => p.valid).map((p) => p.data);
  for (const page of pages) checkListAccess(report, page, allPages, grantSets);
  for (const page of pages) {
    for (const [source, , segments] of objects(page.data)) {
      if (!isApiSource(source)) continue;
      const required = operations.get(operationKey(source.method, source.path))?.['x-permission'];
      if (typeof required !== 'object' || required === null) continue;
      const gates = gatesOn(page.data, segments);
      const refused = page.data.permissions.findIndex((entry) =>
        grantSets.some(
          (granted) => canAccessRoute(granted, [entry]) && gates.every((gate) => hasPermission(granted, gate.permission)) && !hasPermission(granted, required),
        ),
      );
      if (refused === -1) continue;
      const nearest = gates.at(-1);
      const entry = page.data.permissions[refused];
      report.add(
        page,
        nearest ? `${nearest.pointer}/permission` : `/permissions/${refused}`,
        `quem tem ${describePermission(nearest?.permission ?? entry)} ${nearest ? 'vê esta parte' : 'abre a página'}, mas ${source.method} ${source.path} (em ${segmentsToPointer(segments)}) exige ${describePermission(required)}, que o realm não garante a essa pessoa: ela receberia "Acesso negado" da API — exija ${describePermission(required)} ${nearest ? 'aqui' : 'na página'} ou conceda-o no realm a quem tem ${describePermission(nearest?.permission ?? entry)}`,
      );
    }
  }
}

/**
 * A list's filters and sortable columns, as the API's own rule for its source judges them
 * (src/server/list/source-access.ts: a field some page shows under a permission may be filtered and
 * sorted only by who receives it): whoever the page shows a filter or a sortable column to must be
 * allowed to use it, or their search gets 403.
 */
function checkListAccess(report, page, allPages, grantSets) {
  const { source, filters, columns } = page.data;
  if (page.data.kind !== 'list' || !source) return;
  const access = sourceAccess(source, allPages);
  const viewers = grantSets.filter((granted) => canAccessRoute(granted, page.data.permissions));
  const gates = filters?.permissions ?? {};
  const fixed = filters?.fixed ?? {};
  const refuses = (granted, request) => {
    try {
      access.forUser(granted).check(request);
      return false;
    } catch (error) {
      // The rule's refusal is a 403; anything else is a bug to see, not a finding.
      if (error?.code === 'FORBIDDEN') return true;
      throw error;
    }
  };
  const gatedBy = (field) => (columns ?? []).find((c) => c?.field === field && c.permission)?.permission;
  for (const name of Object.keys(filters?.schema?.properties ?? {})) {
    if (Object.hasOwn(fixed, name)) continue;
    const shownTo = viewers.filter((granted) => !gates[name] || hasPermission(granted, gates[name]));
    if (!shownTo.some((granted) => refuses(granted, { filters: { [name]: null } }))) continue;
    const field = name.split(OPERATOR_SEPARATOR)[0];
    const column = gatedBy(field);
    report.add(
      page,
      `/filters/schema/properties/${escapePointerSegment(name)}`,
      `o filtro "${name}" aparece a quem a API recusa usá-lo (403): o campo "${field}" só vai a quem tem ${column ? describePermission(column) : 'uma permissão de outra página desta lista'}${column ? ` — exija-a também no filtro: "permissions": { "${name}": ${JSON.stringify(column)} } em filters` : ''}`,
    );
  }
  (columns ?? []).forEach((column, i) => {
    if (!column?.sortable || typeof column.field !== 'string') return;
    const shownTo = viewers.filter((granted) => !column.permission || hasPermission(granted, column.permission));
    if (shownTo.some((granted) => refuses(granted, { sort: [{ field: column.field }] })))
      report.add(page, `/columns/${i}/sortable`, `quem vê a coluna "${column.field}" não pode ordenar por ela: a API recusa (403) a quem não recebe o campo`);
  });
}

/** The `permission` of every object between the page and the call (the call is drawn only for users holding them all). */
function gatesOn(data, segments) {
  const gates = [];
  let node = data;
  for (let depth = 0; depth < segments.length && node !== null && typeof node === 'object'; depth++) {
    if (depth > 0 && isPermission(node.permission)) gates.push({ permission: node.permission, pointer: segmentsToPointer(segments.slice(0, depth)) });
    node = node[segments[depth]];
  }
  return gates;
}

function isPermission(value) {
  return typeof value === 'object' && value !== null && typeof value.resource === 'string';
}

/**
 * What the API's resource server grants, for every set of realm roles a user may hold (each with the
 * realm's default role, which every user has): the distinct permission lists, as the uma-ticket grant
 * answers them. Undefined when the realm cannot be evaluated (the server would refuse to start with
 * it; that is reported where the realm is loaded, not here).
 */
export function realmGrantSets(realm) {
  const problems = [];
  const roles = expandRoles(realm.roles?.realm ?? [], problems);
  const client = (realm.clients ?? []).find((c) => c.authorizationServicesEnabled && c.authorizationSettings);
  if (!client) return undefined;
  const server = loadAuthorization(client.clientId, client.authorizationSettings, new Set(roles.keys()), problems);
  if (problems.length > 0) return undefined;
  const names = [...roles.keys()];
  const defaults = realm.defaultRole?.name ? [realm.defaultRole.name] : [];
  const sets = new Map();
  for (const direct of combinations(names, names.length <= MAX_ROLES_FOR_EVERY_COMBINATION ? names.length : 2)) {
    const effective = new Set([...direct, ...defaults].flatMap((role) => roles.get(role) ?? []));
    const granted = evaluatePermissions(server, effective);
    sets.set(JSON.stringify(granted), granted);
  }
  return [...sets.values()];
}

/** Every subset of `items` with at most `size` elements (the empty one included). */
function* combinations(items, size, start = 0, chosen = []) {
  yield chosen;
  if (chosen.length === size) return;
  for (let i = start; i < items.length; i++) yield* combinations(items, size, i + 1, [...chosen, items[i]]);
}
