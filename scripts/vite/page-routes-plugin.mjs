// Vite plugin: `manifests/pages/<page>.json?route` is that page's manifest cut down to the keys the
// app shell needs of every page before the page opens (its route, guard and frame:
// src/web/manifests/page-route.ts). The first load then carries no page's filters, columns, sections
// or forms; a page's whole manifest is a module of its own, loaded with the page.
import path from 'node:path';

export function pageRoutesPlugin({ root, keys }) {
  const pagesDir = path.join(root, 'manifests/pages');
  return {
    name: 'vtlog-page-routes',
    // Before Vite's own JSON plugin, which leaves a JSON file with a query alone.
    enforce: 'pre',
    transform(code, id) {
      const [file, query = ''] = id.split('?');
      if (!file.startsWith(pagesDir) || !file.endsWith('.json') || !new URLSearchParams(query).has('route')) return undefined;
      const page = JSON.parse(code);
      const route = Object.fromEntries(keys.filter((key) => Object.hasOwn(page, key)).map((key) => [key, page[key]]));
      return { code: `export default ${JSON.stringify(route)};`, map: null, moduleType: 'js' };
    },
  };
}
