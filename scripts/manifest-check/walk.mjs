// Walks parsed manifests, yielding [value, pointer] pairs.
import { segmentsToPointer } from './load.mjs';

/** Every object inside `value` (including itself) with its JSON pointer. */
export function* objects(value, segments = []) {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* objects(value[i], [...segments, i]);
  } else if (value !== null && typeof value === 'object') {
    yield [value, segmentsToPointer(segments), segments];
    for (const [key, child] of Object.entries(value)) yield* objects(child, [...segments, key]);
  }
}

/** An API call a manifest declares (`{ method, path }`, the path relative to the API base). */
export function isApiSource(value) {
  return typeof value.method === 'string' && typeof value.path === 'string' && value.path.startsWith('/');
}

/** Route path with :params -> RegExp matching concrete paths. */
export function routePattern(pagePath) {
  const escaped = pagePath.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${escaped.join('/')}$`);
}

/** A link template (/x/{field}?sid=last#anchor) as a concrete path to match against page routes. */
export function templateToSamplePath(template) {
  return template.split(/[?#]/)[0].replace(/\{[^}]+\}/g, 'sample');
}

/** Every form of a page (list filters, form pages, row-action dialogs, a component's filters): [form, pointer]. */
export function* forms(data) {
  for (const [value, pointer, segments] of objects(data)) {
    const key = segments.at(-1);
    if ((key === 'filters' || key === 'form') && value.schema !== null && typeof value.schema === 'object') yield [value, pointer];
  }
}
