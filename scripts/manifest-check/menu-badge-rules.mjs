// A menu entry's count (`badge` in menu.json): the sidebar calls its source with nothing to fill and
// no body, for whoever sees the entry, and reads an integer `total` from the answer
// (src/web/layout/menu-badges.ts); the label says the number with {total}. A badge that breaks any
// of that shows no count for ever (the menu never toasts), so each is an error here.
import { hasPermission } from '../../src/shared/permissions.ts';
import { fieldSchemas, indexOperations, operationKey, refResolver, requestSchemaOf, responseSchemaOf } from '../api-contract/openapi-index.mjs';
import { describePermission } from './cross-file-rules.mjs';
import { realmGrantSets } from './permission-reach.mjs';
import { didYouMean } from './suggest.mjs';
import { objects } from './walk.mjs';

/**
 * @param {import('./report.mjs').Report} report
 * @param {{ menu: any }} manifests
 * @param {object} openapi the committed snapshot
 * @param {{ file: string, data: any } | undefined} realm the identity provider's realm file
 */
export function checkMenuBadges(report, manifests, openapi, realm) {
  const menu = manifests.menu;
  if (!menu.data) return;
  const operations = indexOperations(openapi);
  const resolve = refResolver(openapi);
  let grantSets;
  for (const [entry, pointer] of objects(menu.data)) {
    const badge = entry.badge;
    if (typeof badge?.source?.path !== 'string' || typeof badge.source.method !== 'string') continue;
    const at = `${pointer}/badge`;
    const { method, path } = badge.source;
    const where = `${method} ${path}`;
    const operation = operations.get(operationKey(method, path));
    if (!operation) {
      const known = [...operations.keys()].filter((key) => key.startsWith(`${method.toUpperCase()} `)).map((key) => key.slice(key.indexOf(' ') + 1));
      report.add(menu, `${at}/source/path`, `a API não tem ${where} (openapi/vtlog-api.json)${didYouMean(path, known)}`);
      continue;
    }
    if (/\{[^}]*\}/.test(path))
      report.add(menu, `${at}/source/path`, `o menu chama ${where} sem nada para preencher {placeholders}: a contagem nunca seria pedida`);
    const required = requestSchemaOf(operation, resolve)?.required ?? [];
    if (required.length > 0 && badge.source.body === undefined)
      report.add(menu, `${at}/source`, `${where} exige ${required.map((n) => `"${n}"`).join(', ')} no corpo, que o menu não envia: a contagem receberia 400`);
    const total = fieldSchemas(responseSchemaOf(operation, resolve), 'total', resolve);
    if (!total.some((schema) => schema?.type === 'integer' || schema?.type === 'number'))
      report.add(menu, `${at}/source`, `a resposta de ${where} não tem o número "total" que o contador mostra`);
    for (const [, name] of String(badge.label ?? '').matchAll(/\{([^{}]*)\}/g)) {
      if (name !== 'total') report.add(menu, `${at}/label`, `"{${name}}" não é preenchido no contador do menu: só {total}, o número em pt-BR`);
    }
    const needed = operation['x-permission'];
    if (!realm || typeof needed !== 'object' || needed === null || typeof entry.permission?.resource !== 'string') continue;
    grantSets ??= realmGrantSets(realm.data) ?? [];
    const refused = grantSets.some((granted) => hasPermission(granted, entry.permission) && !hasPermission(granted, needed));
    if (refused)
      report.add(
        menu,
        `${at}/source`,
        `quem tem ${describePermission(entry.permission)} vê a entrada, mas ${where} exige ${describePermission(needed)}, que o realm não garante a essa pessoa: a contagem receberia "Acesso negado"`,
      );
  }
}
