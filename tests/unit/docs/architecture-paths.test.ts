/**
 * Every file or folder the architecture and deploy documents name in a code span exists, so a
 * newcomer following them lands on real code (issue #37: the filter walk-through once sent readers to
 * a builder that no longer existed).
 *
 * What counts as a path: a whitespace-separated word of a code span (so `npx tsx scripts/x.ts` is
 * checked too) that is relative, contains a `/`, holds only path characters (no `<area>` or `${VAR}`
 * placeholder, no `:` of a URL), and either ends with a file extension (PATH_EXTENSION) or is a folder
 * ending in `/`. Absolute words (`/config.json`, `/etc/nginx/nginx.conf`) are URLs of the running app
 * or files of the host, not of this repository, and are left out; so are fenced code blocks.
 *
 * How a path resolves: against the repository root first, then against the roots the documents use
 * implicitly, in this order: src/web (`renderer/…`, `app/…`), src/server (`list/…`, `security/…`),
 * src/shared, src, scripts, tests. A path ending in `/` must be a folder, any other a file.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const documents = ['docs/architecture.md', 'docs/deploy.md'];
const implicitRoots = ['src/web', 'src/server', 'src/shared', 'src', 'scripts', 'tests'];

const PATH_EXTENSION = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|json|md|css|html|sh|conf|ya?ml|sql)$/;
const PATH_CHARACTERS = /^[\w@.-][\w@./-]*$/;

/** The words of a Markdown text's inline code spans that look like repository paths. */
function pathsInMarkdown(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
  const words = [...prose.matchAll(/`([^`\n]+)`/g)].flatMap((match) => match[1]!.split(/\s+/));
  return words.filter((word) => word.includes('/') && PATH_CHARACTERS.test(word) && (word.endsWith('/') || PATH_EXTENSION.test(word)));
}

/** Where a document's path is in the repository (relative to its root), or undefined when nowhere. */
function resolveDocPath(docPath: string): string | undefined {
  const wantsFolder = docPath.endsWith('/');
  for (const base of ['', ...implicitRoots]) {
    const candidate = path.join(root, base, docPath);
    if (!existsSync(candidate)) continue;
    if (statSync(candidate).isDirectory() === wantsFolder) return path.relative(root, candidate);
  }
  return undefined;
}

describe('paths named in the docs', () => {
  it.each(documents)('%s names only paths that exist', (document) => {
    const named = pathsInMarkdown(readFileSync(path.join(root, document), 'utf8'));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((docPath) => resolveDocPath(docPath) === undefined)).toEqual([]);
  });

  it('reads the walk-through paths from the architecture document, with their implicit roots', () => {
    const named = pathsInMarkdown(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8'));
    expect(named).toEqual(expect.arrayContaining(['list/fields.ts', 'scripts/api-contract/filter-constraints.mjs', 'scripts/generate-openapi.ts']));
    expect(resolveDocPath('list/fields.ts')).toBe('src/server/list/fields.ts');
    expect(resolveDocPath('renderer/kinds/list-page.tsx')).toBe('src/web/renderer/kinds/list-page.tsx');
    expect(resolveDocPath('manifests/pages/')).toBe('manifests/pages');
  });

  it('catches a path that does not exist, and a file named as a folder', () => {
    const stale = 'The SQL is built in `list/filter-sql.ts` from `filters.suffix(...)`; see `api/<area>/` and `/config.json`.';
    expect(pathsInMarkdown(stale)).toEqual(['list/filter-sql.ts']);
    expect(resolveDocPath('list/filter-sql.ts')).toBeUndefined();
    expect(resolveDocPath('list/fields.ts/')).toBeUndefined();
  });

  it('leaves out fenced blocks, URLs, absolute and placeholder paths', () => {
    const markdown = [
      '```nginx',
      'include /etc/nginx/mime.types; `conf/missing.conf`',
      '```',
      '`https://vtlog.example.com/app.js` `${AUTH_URL}/realms/x.json`',
    ].join('\n');
    expect(pathsInMarkdown(markdown)).toEqual([]);
  });
});
