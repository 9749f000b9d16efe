/**
 * The manifests the studio opens: the menu, the enums and the pages of the folder the server runs,
 * read as text (the "committed" side of the studio's diff). Nothing here writes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../../errors.ts';

/** A file the studio may open or check: the menu, an enum or a page, by its path in the folder. */
export const studioFilePattern = '^(menu\\.json|(enums|pages)/[a-z0-9][a-z0-9-]*\\.json)$';

export type StudioFileKind = 'menu' | 'enum' | 'page';

export interface StudioFile {
  file: string;
  kind: StudioFileKind;
  /** What the list shows: a page's title, an enum's or the menu's name. */
  label: string;
}

function jsonFiles(dir: string, sub: string): string[] {
  const folder = path.join(dir, sub);
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
}

/** The folder's menu, enums and pages, pages first (what an analyst edits most). */
export function studioFiles(dir: string): StudioFile[] {
  const pages = jsonFiles(dir, 'pages').map((name): StudioFile => {
    const file = `pages/${name}`;
    const { title } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { title?: string };
    return { file, kind: 'page', label: title ?? name };
  });
  const enums = jsonFiles(dir, 'enums').map((name): StudioFile => ({ file: `enums/${name}`, kind: 'enum', label: name.replace(/\.json$/, '') }));
  return [...pages, { file: 'menu.json', kind: 'menu', label: 'Menu lateral' }, ...enums];
}

/** The committed text of `file`; a 404 naming the field when the folder has no such file. */
export function studioFileText(dir: string, file: string): string {
  const full = path.join(dir, file);
  if (!existsSync(full)) throw new AppError('NOT_FOUND', { field: 'querystring.file', message: `O manifesto ${file} não existe.` });
  return readFileSync(full, 'utf8');
}
