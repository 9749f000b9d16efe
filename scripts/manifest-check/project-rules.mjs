// Rules on the manifests as a whole: the pages the app itself navigates to, ids unique within each
// file, and permissions.json against the realm of the identity provider (a resource the realm lacks
// is never granted: even an admin gets "Acesso negado").
import { objects } from './walk.mjs';
import { didYouMean } from './suggest.mjs';

/** Pages the app opens by itself: "/" after login, and the paths of src/web/app (app-routes, page-guard). */
const requiredPages = [
  { path: '/', kind: 'home', what: 'a página inicial' },
  { path: '/notfound', kind: 'error', what: 'a página de página não encontrada' },
  { path: '/access-denied', kind: 'error', what: 'a página de acesso negado' },
];

export function checkProject(report, manifests, realm, pagesFolder) {
  const pages = manifests.pages.filter((p) => p.data);
  for (const required of requiredPages) {
    const page = pages.find((p) => p.data.path === required.path);
    if (!page) report.addFile(pagesFolder, `falta ${required.what}: um arquivo em pages/ com "path": "${required.path}" e "kind": "${required.kind}"`);
    else if (page.data.kind !== required.kind) report.add(page, '/kind', `${required.what} (${required.path}) deve ter "kind": "${required.kind}"`);
  }
  for (const manifest of [manifests.app, manifests.menu, ...pages]) if (manifest.data) checkUniqueIds(report, manifest);
  if (realm && manifests.permissions.data) checkRealm(report, manifests.permissions, realm);
}

/** Menu entries, actions, sections, tabs…: an id names one thing in its file (the page's own id is unique across pages). */
function checkUniqueIds(report, manifest) {
  const seen = new Map();
  for (const [value, pointer] of objects(manifest.data)) {
    if (pointer === '' || typeof value.id !== 'string') continue;
    if (seen.has(value.id)) report.add(manifest, `${pointer}/id`, `id "${value.id}" repetido (também em ${seen.get(value.id)})`);
    else seen.set(value.id, `${pointer}/id`);
  }
}

function checkRealm(report, permissions, { file, data }) {
  const clients = data.clients ?? [];
  const realmResources = clients.flatMap((client) => (client.authorizationSettings?.resources ?? []).map((r) => r.name));
  const apiClient = clients.find((client) => client.authorizationSettings)?.clientId ?? 'vtlog-api';
  (permissions.data.resources ?? []).forEach((resource, i) => {
    if (!realmResources.includes(resource.name)) {
      report.add(
        permissions,
        `/resources/${i}/name`,
        `recurso "${resource.name}" não existe no realm (${file}, cliente ${apiClient}): ninguém o recebe${didYouMean(resource.name, realmResources)}`,
      );
    }
  });
}
