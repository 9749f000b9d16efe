import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkEditedProject } from './support/edited-manifests.ts';

const work = mkdtempSync(path.join(tmpdir(), 'vtlog-menu-badge-rules-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Entry = { id?: string; badge?: { source: { method: string; path: string }; label: string }; children?: Entry[] };

/** The menu's entry `id` (a group's child too). */
function entry(menu: { items: Entry[] }, id: string): Entry {
  const found = menu.items.flatMap((item) => [item, ...(item.children ?? [])]).find((item) => item.id === id);
  if (!found) throw new Error(`no menu entry ${id}`);
  return found;
}

/** The checker's problems in menu.json after `edit`, each without its line and column. */
function menuProblems(name: string, edit: (menu: { items: Entry[] }) => void): string[] {
  return checkEditedProject(path.join(work, name), { 'menu.json': edit })
    .problems.filter((line) => line.startsWith('manifests/menu.json'))
    .map((line) => line.replace(/^manifests\/menu\.json:\d+:\d+ {2}/, ''));
}

const delayBadge = (menu: { items: Entry[] }) => entry(menu, 'transport-delay').badge!;

describe('check:manifests: a menu count is one the sidebar can show', () => {
  it('accepts the product’s menu (Justificativas de atraso counts the pending delays)', () => {
    expect(menuProblems('as-is', () => {})).toEqual([]);
  });

  it('reports a count source the API does not have, with the closest path', () => {
    const problems = menuProblems('path', (menu) => (delayBadge(menu).source.path = '/transport-delay/pendingCount'));
    expect(problems).toEqual([
      expect.stringMatching(
        /\/badge\/source\/path {2}a API não tem GET \/transport-delay\/pendingCount .*você quis dizer "\/transport-delay\/pending-count"\?/,
      ),
    ]);
  });

  it('reports a source whose answer has no total (a list of reasons)', () => {
    const problems = menuProblems('total', (menu) => (delayBadge(menu).source.path = '/transport-delay/listReasons'));
    expect(problems).toEqual([expect.stringMatching(/\/badge\/source {2}a resposta de GET \/transport-delay\/listReasons não tem o número "total"/)]);
  });

  it('reports a label placeholder other than {total}', () => {
    const problems = menuProblems('label', (menu) => (delayBadge(menu).label = '{total} pendentes de {usuario}'));
    expect(problems).toEqual([expect.stringMatching(/\/badge\/label {2}"\{usuario\}" não é preenchido no contador do menu/)]);
  });

  it('reports a count shown on an entry whose users the API refuses (403)', () => {
    const problems = menuProblems('reach', (menu) => {
      const badge = delayBadge(menu);
      delete entry(menu, 'transport-delay').badge;
      entry(menu, 'vehicles-search').badge = badge;
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /\/badge\/source {2}quem tem "list-vehicles" \(view\) vê a entrada, mas GET \/transport-delay\/pending-count exige "transport-delay" \(view\)/,
      ),
    ]);
  });
});
