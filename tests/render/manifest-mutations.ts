/**
 * Realistic edits of the manifests, as an analyst's slip would make them: a value of the wrong type,
 * a code, name or field name off by one letter, an entry moved, removed or duplicated (enum codes,
 * columns, filters, ui:order entries, menu entries), a placeholder renamed, permissions swapped
 * between pages and menu entries, a list's defaults changed. A mutation is a plain recipe of numbers
 * (`MutationRecipe`, what fast-check generates and shrinks) applied to the parsed manifests; it
 * describes what it changed, or answers undefined when the manifests have nothing it applies to.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';

export const mutationKinds = [
  'wrong-type',
  'typo',
  'remove-entry',
  'duplicate-entry',
  'move-entry',
  'rename-placeholder',
  'swap-permissions',
  'change-filter-default',
  'change-list-default',
] as const;
export type MutationKind = (typeof mutationKinds)[number];

export interface MutationRecipe {
  kind: MutationKind;
  /** Choices, each taken modulo the number of candidates it picks among. */
  picks: readonly number[];
  letter: string;
}

export const mutationRecipe: fc.Arbitrary<MutationRecipe> = fc.record({
  kind: fc.constantFrom(...mutationKinds),
  picks: fc.array(fc.nat({ max: 1_000_000 }), { minLength: 6, maxLength: 6 }),
  letter: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzAEIOUX_-0123456789'),
});

/** The manifests of a folder by relative path (`pages/claims.json`), parsed. */
export type ManifestFiles = Map<string, any>;

export function readManifestFiles(dir: string): ManifestFiles {
  const files: ManifestFiles = new Map();
  const read = (relative: string) => files.set(relative, JSON.parse(readFileSync(path.join(dir, relative), 'utf8')));
  for (const name of ['app.json', 'menu.json', 'permissions.json']) read(name);
  for (const sub of ['enums', 'pages']) {
    for (const name of readdirSync(path.join(dir, sub))
      .filter((file) => file.endsWith('.json'))
      .sort())
      read(`${sub}/${name}`);
  }
  return files;
}

type Segment = string | number;

interface Spot {
  file: string;
  path: Segment[];
  value: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const pointer = (segments: readonly Segment[]) => `/${segments.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
const where = (spot: Pick<Spot, 'file' | 'path'>) => `${spot.file} ${pointer(spot.path)}`;
const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** Every value under `value` (not the file's root), with its path. */
function* spots(file: string, value: unknown, at: Segment[] = []): Generator<Spot> {
  if (at.length > 0) yield { file, path: at, value };
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* spots(file, item, [...at, index]);
  else if (isObject(value)) for (const [key, item] of Object.entries(value)) if (key !== '$schema') yield* spots(file, item, [...at, key]);
}

const parentOf = (files: ManifestFiles, spot: Pick<Spot, 'file' | 'path'>): any =>
  spot.path.slice(0, -1).reduce((node: any, key) => node[key], files.get(spot.file));
const lastKey = (segments: readonly Segment[]) => segments[segments.length - 1];
/** The name of the array or object holding the spot (`columns` for /columns/3). */
const holderName = (segments: readonly Segment[]) => {
  const parent = segments.slice(0, -1);
  return String(lastKey(parent) ?? '');
};

/** Objects whose keys are names (fields, filters, toggles), not a schema's fixed keywords. */
const namedKeyHolders = new Set(['properties', 'defaults', 'fixed', 'uiSchema', 'lookups', 'featureToggles', 'dependsOn', 'permissions']);
/** Arrays of entries an analyst adds, removes and reorders. */
const entryArrays = new Set([
  'values',
  'columns',
  'ui:order',
  'items',
  'children',
  'permissions',
  'defaultSort',
  'actions',
  'rowActions',
  'sections',
  'fields',
  'required',
  'enum',
  'breadcrumb',
  'resources',
  'options',
]);
/** Prose: a typo there is a typo, not a broken reference. */
const proseKeys = new Set([
  'title',
  'subtitle',
  'description',
  'label',
  'gates',
  'ui:placeholder',
  'ui:help',
  'ui:description',
  'ui:title',
  'fallbackLabel',
  'message',
  'emptyText',
  'confirm',
  'text',
  'help',
]);

const choose = <T>(items: readonly T[], pick: number): T | undefined => (items.length === 0 ? undefined : items[pick % items.length]);

/** `text` with one letter changed (replaced, dropped, added, or its case swapped), never equal to it. */
export function oneLetterOff(text: string, pick: number, letter: string): string {
  const at = text.length === 0 ? 0 : pick % text.length;
  const char = text[at] ?? '';
  const edits = [
    () => `${text.slice(0, at)}${letter === char ? (letter === 'x' ? 'y' : 'x') : letter}${text.slice(at + 1)}`,
    () => (text.length > 1 ? `${text.slice(0, at)}${text.slice(at + 1)}` : `${text}${letter}`),
    () => `${text.slice(0, at)}${letter}${text.slice(at)}`,
    () =>
      char.toUpperCase() !== char.toLowerCase()
        ? `${text.slice(0, at)}${char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()}${text.slice(at + 1)}`
        : `${text}${letter}`,
  ];
  const changed = edits[Math.floor(pick / Math.max(text.length, 1)) % edits.length]!();
  return changed === text ? `${text}${letter}` : changed;
}

/** A value of another type than `value`, the `pick`-th of a few a slip would write. */
function ofAnotherType(value: unknown, pick: number): unknown {
  const options: unknown[] =
    typeof value === 'string'
      ? [42, true, null, [value], {}]
      : typeof value === 'number'
        ? [String(value), value + 0.5, -1, null, [value]]
        : typeof value === 'boolean'
          ? [String(value), 1, null]
          : Array.isArray(value)
            ? [{}, 'x', value[0] ?? null, null]
            : isObject(value)
              ? [[value], 'x', null, 1]
              : ['', 0, false];
  return options[pick % options.length];
}

/** A mutation applied to `files` (its targets copied on write); what it changed, or undefined when nothing qualifies. */
export class ManifestMutator {
  /** Files this mutator changed (their copies are in `files`). */
  readonly changed = new Set<string>();

  constructor(readonly files: ManifestFiles) {}

  /** The file, copied before its first change. */
  private writable(file: string): any {
    if (!this.changed.has(file)) {
      this.files.set(file, structuredClone(this.files.get(file)));
      this.changed.add(file);
    }
    return this.files.get(file);
  }

  /** Sets the value at the spot (a copy: the repository's parsed manifests are never shared with a mutated file). */
  private set(spot: Pick<Spot, 'file' | 'path'>, value: unknown): void {
    this.writable(spot.file);
    parentOf(this.files, spot)[lastKey(spot.path)!] = structuredClone(value);
  }

  private listPages(): string[] {
    return [...this.files.keys()].filter((file) => file.startsWith('pages/') && this.files.get(file)?.kind === 'list');
  }

  /** Half the time among the list pages, enums and menu (what the first list requests read), else among all. */
  private scope(pick: number): string[] {
    const all = [...this.files.keys()];
    if (pick % 10 >= 5) return all;
    return [...this.listPages(), ...all.filter((file) => file.startsWith('enums/')), 'menu.json'];
  }

  private spotsIn(files: readonly string[], keep: (spot: Spot) => boolean): Spot[] {
    return files.flatMap((file) => [...spots(file, this.files.get(file))].filter(keep));
  }

  apply(recipe: MutationRecipe): string | undefined {
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = recipe.picks;
    const files = this.scope(a);
    switch (recipe.kind) {
      case 'wrong-type': {
        const spot = choose(
          this.spotsIn(files, () => true),
          b,
        );
        if (!spot) return undefined;
        const value = ofAnotherType(spot.value, c);
        this.set(spot, value);
        return `valor de outro tipo em ${where(spot)}: ${shown(spot.value)} -> ${shown(value)}`;
      }
      case 'typo': {
        const names = this.spotsIn(
          files,
          (spot) => typeof spot.value === 'string' && !proseKeys.has(String(lastKey(spot.path))) && /^[\w .:/{}@-]{1,80}$/.test(spot.value as string),
        );
        const keys = this.spotsIn(files, (spot) => typeof lastKey(spot.path) === 'string' && namedKeyHolders.has(holderName(spot.path)));
        if (c % 3 === 0 && keys.length > 0) {
          const spot = choose(keys, b)!;
          const key = String(lastKey(spot.path));
          const renamed = oneLetterOff(key, d, recipe.letter);
          const holder = parentOf(this.files, spot);
          if (Object.hasOwn(holder, renamed)) return undefined;
          this.writable(spot.file);
          const copy = parentOf(this.files, spot);
          const entries = Object.entries(copy).map(([k, v]) => [k === key ? renamed : k, v] as const);
          for (const k of Object.keys(copy)) delete copy[k];
          Object.assign(copy, Object.fromEntries(entries));
          return `nome com uma letra trocada em ${where(spot)}: "${key}" -> "${renamed}"`;
        }
        const spot = choose(names, b);
        if (!spot) return undefined;
        const renamed = oneLetterOff(spot.value as string, d, recipe.letter);
        this.set(spot, renamed);
        return `texto com uma letra trocada em ${where(spot)}: "${spot.value as string}" -> "${renamed}"`;
      }
      case 'remove-entry': {
        const entries = this.spotsIn(files, (spot) => {
          const holder = holderName(spot.path);
          return typeof lastKey(spot.path) === 'number' ? entryArrays.has(holder) : namedKeyHolders.has(holder);
        });
        const spot = choose(entries, b);
        if (!spot) return undefined;
        this.writable(spot.file);
        const holder = parentOf(this.files, spot);
        if (Array.isArray(holder)) holder.splice(lastKey(spot.path) as number, 1);
        else delete holder[lastKey(spot.path)!];
        return `entrada removida: ${where(spot)} (${shown(spot.value)})`;
      }
      case 'duplicate-entry': {
        const spot = choose(
          this.spotsIn(files, (s) => typeof lastKey(s.path) === 'number' && entryArrays.has(holderName(s.path))),
          b,
        );
        if (!spot) return undefined;
        this.writable(spot.file);
        const holder = parentOf(this.files, spot) as unknown[];
        // Right after itself, or at the end of the list.
        const at = c % 2 === 0 ? (lastKey(spot.path) as number) + 1 : holder.length;
        holder.splice(at, 0, structuredClone(spot.value));
        return `entrada duplicada: ${where(spot)} (${shown(spot.value)}), cópia na posição ${at}`;
      }
      case 'move-entry':
        return this.move(files, [b, c, d, e, f]);
      case 'rename-placeholder': {
        const placeholder = /\{([A-Za-z_][\w.]*)\}/g;
        const spot = choose(
          this.spotsIn(files, (s) => typeof s.value === 'string' && /\{[A-Za-z_][\w.]*\}/.test(s.value)),
          b,
        );
        if (!spot) return undefined;
        const text = spot.value as string;
        const names = [...text.matchAll(placeholder)].map((match) => match[1]!);
        const name = choose(names, c)!;
        // Another field the same file names (a column, a detail field), or the name one letter off.
        const fields = [
          ...new Set(this.spotsIn([spot.file], (s) => lastKey(s.path) === 'field' && typeof s.value === 'string').map((s) => s.value as string)),
        ].filter((field) => field !== name);
        const renamed = d % 2 === 0 && fields.length > 0 ? choose(fields, e)! : oneLetterOff(name, e, recipe.letter);
        const changed = text.replace(`{${name}}`, `{${renamed}}`);
        this.set(spot, changed);
        return `placeholder renomeado em ${where(spot)}: "${text}" -> "${changed}"`;
      }
      case 'swap-permissions':
        return this.swapPermissions([b, c]);
      case 'change-filter-default':
        return this.changeFilterDefault([b, c, d, e, f], recipe.letter);
      case 'change-list-default':
        return this.changeListDefault([b, c, d, e]);
    }
  }

  /** An entry moved within its array, or to the array (or named object) of the same name elsewhere. */
  private move(files: readonly string[], [b, c, d, e]: number[]): string | undefined {
    const movable = this.spotsIn(files, (spot) => {
      const holder = holderName(spot.path);
      return typeof lastKey(spot.path) === 'number' ? entryArrays.has(holder) : holder === 'properties' || holder === 'defaults';
    });
    const spot = choose(movable, b!);
    if (!spot) return undefined;
    const holderPath = spot.path.slice(0, -1);
    const key = lastKey(spot.path)!;
    const source = parentOf(this.files, spot);
    if (c! % 2 === 0 && Array.isArray(source) && source.length > 1) {
      const index = key as number;
      const to = d! % source.length === index ? (index + 1) % source.length : d! % source.length;
      this.writable(spot.file);
      const array = parentOf(this.files, spot) as unknown[];
      const [item] = array.splice(index, 1);
      array.splice(to, 0, item);
      return `entrada movida em ${spot.file} ${pointer(holderPath)}: da posição ${index} para ${to} (${shown(spot.value)})`;
    }
    const name = holderName(spot.path);
    const inArray = typeof key === 'number';
    const elsewhere = this.spotsIn(
      [...this.files.keys()],
      (s) =>
        String(lastKey(s.path)) === name &&
        (inArray ? Array.isArray(s.value) : isObject(s.value)) &&
        !(s.file === spot.file && pointer(s.path) === pointer(holderPath)),
    )
      // Not into the entry itself, and not over an entry of the same name.
      .filter((s) => !(s.file === spot.file && pointer(s.path).startsWith(`${pointer(spot.path)}/`)))
      .filter((s) => inArray || !Object.hasOwn(s.value as object, key));
    const target = choose(elsewhere, e!);
    if (!target) return undefined;
    this.writable(spot.file);
    this.writable(target.file);
    // Both places found before either changes (taking the entry out may shift the other's path).
    const from = parentOf(this.files, spot);
    const into = target.path.reduce((node: any, segment) => node[segment], this.files.get(target.file));
    if (Array.isArray(into)) into.splice(d! % (into.length + 1), 0, structuredClone(spot.value));
    else into[key] = structuredClone(spot.value);
    if (Array.isArray(from)) from.splice(key as number, 1);
    else delete from[key];
    return `entrada movida de ${where(spot)} para ${where(target)} (${shown(spot.value)})`;
  }

  /** The permission (or permissions) of two pages, menu entries, columns or actions, swapped. */
  private swapPermissions([b, c]: number[]): string | undefined {
    const holders = this.spotsIn(
      [...this.files.keys()].filter((file) => file.startsWith('pages/') || file === 'menu.json'),
      (spot) =>
        (lastKey(spot.path) === 'permission' && isObject(spot.value)) ||
        (lastKey(spot.path) === 'permissions' && Array.isArray(spot.value) && spot.value.length > 0),
    );
    const first = choose(holders, b!);
    const second = choose(
      holders.filter((holder) => shown(holder.value) !== shown(first?.value)),
      c!,
    );
    if (!first || !second) return undefined;
    // Shapes follow their place: a single requirement where one was, a list where a list was.
    const fit = (value: unknown, like: unknown) => (Array.isArray(like) ? (Array.isArray(value) ? value : [value]) : Array.isArray(value) ? value[0] : value);
    const [one, two] = [structuredClone(first.value), structuredClone(second.value)];
    this.set(first, fit(two, first.value));
    this.set(second, fit(one, second.value));
    return `permissões trocadas entre ${where(first)} (${shown(first.value)}) e ${where(second)} (${shown(second.value)})`;
  }

  /** A list page's filter defaults (or fixed filters) changed: removed, added, given another code, another type, or moved to another filter. */
  private changeFilterDefault([b, c, d, e, f]: number[], letter: string): string | undefined {
    const pages = this.listPages().filter((file) => isObject(this.files.get(file)?.filters?.schema?.properties));
    const file = choose(pages, b!);
    if (!file) return undefined;
    const slot: 'defaults' | 'fixed' = c! % 4 === 3 ? 'fixed' : 'defaults';
    const read = this.files.get(file).filters;
    const current: Record<string, unknown> = isObject(read[slot]) ? read[slot] : {};
    const properties: Record<string, any> = read.schema.properties;
    const names = Object.keys(properties);
    const set = Object.keys(current);
    const codes = [...this.files.keys()]
      .filter((name) => name.startsWith('enums/'))
      .flatMap((name) => {
        const values: unknown = this.files.get(name)?.values;
        return Array.isArray(values) ? values.map((v: { value?: unknown } | null) => v?.value).filter((code) => code !== undefined) : [];
      });
    /** A value a slip would still make look right: a code of the filter's enum, of some manifest enum, a small number. */
    const plausible = (name: string): unknown => {
      const schema = properties[name] ?? {};
      const code = choose(codes, e!);
      if (schema.type === 'array') return Array.isArray(schema.items?.enum) ? [choose(schema.items.enum, e!)] : [code];
      if (Array.isArray(schema.enum)) return choose(schema.enum, e!);
      if (schema.type === 'integer' || schema.type === 'number') return (e! % 5) + 1;
      if (schema.type === 'boolean') return e! % 2 === 0;
      if (schema.type === 'object') return {};
      return typeof code === 'string' ? code : 'x';
    };
    /** The page's defaults (or fixed filters), writable. */
    const values = (): Record<string, unknown> => {
      const filters = this.writable(file).filters;
      if (!isObject(filters[slot])) filters[slot] = {};
      return filters[slot];
    };
    const at = `${file} /filters/${slot}`;
    const name = choose(set, e!);
    switch (d! % 5) {
      case 0: {
        if (name === undefined) return undefined;
        delete values()[name];
        return `${at}: removido ${name} (${shown(current[name])})`;
      }
      case 1: {
        const added = choose(names, e!)!;
        const value = plausible(added);
        values()[added] = structuredClone(value);
        return `${at}: ${added} = ${shown(value)} (antes ${shown(current[added])})`;
      }
      case 2: {
        if (name === undefined) return undefined;
        const old = current[name];
        const index = Array.isArray(old) && old.length > 0 ? f! % old.length : -1;
        const value =
          index >= 0 && typeof (old as unknown[])[index] === 'string'
            ? (old as string[]).map((item, i) => (i === index ? oneLetterOff(item, f!, letter) : item))
            : plausible(name);
        values()[name] = structuredClone(value);
        return `${at}: ${name} ${shown(old)} -> ${shown(value)}`;
      }
      case 3: {
        if (name === undefined) return undefined;
        const value = ofAnotherType(current[name], f!);
        values()[name] = structuredClone(value);
        return `${at}: ${name} de outro tipo ${shown(current[name])} -> ${shown(value)}`;
      }
      default: {
        const to = choose(
          names.filter((n) => n !== name && !Object.hasOwn(current, n)),
          f!,
        );
        if (name === undefined || to === undefined) return undefined;
        const written = values();
        written[to] = written[name];
        delete written[name];
        return `${at}: o valor de ${name} (${shown(current[name])}) passou para ${to}`;
      }
    }
  }

  /** A list page's default sort (field, direction) or default page size changed. */
  private changeListDefault([b, c, d, e]: number[]): string | undefined {
    const file = choose(this.listPages(), b!);
    if (!file) return undefined;
    const read = this.files.get(file);
    const fields: string[] = (Array.isArray(read.columns) ? read.columns : [])
      .map((column: { field?: unknown }) => column?.field)
      .filter((field: unknown): field is string => typeof field === 'string');
    const sort = read.defaultSort;
    switch (c! % 4) {
      case 0: {
        const field = choose(fields, d!);
        if (!field) return undefined;
        const changed = [{ field, direction: e! % 2 === 0 ? 'asc' : 'desc' }];
        this.writable(file).defaultSort = changed;
        return `${file} /defaultSort: ${shown(sort)} -> ${shown(changed)}`;
      }
      case 1: {
        if (!Array.isArray(sort) || sort.length === 0) return undefined;
        const changed = sort.map((entry: { direction?: string }) => ({ ...entry, direction: entry?.direction === 'desc' ? 'asc' : 'desc' }));
        this.writable(file).defaultSort = changed;
        return `${file} /defaultSort: direção invertida ${shown(sort)} -> ${shown(changed)}`;
      }
      case 2: {
        const old = read.pageSize;
        const options: number[] = Array.isArray(old?.options) ? old.options : [25, 50];
        const size = [...options, 1, 10, 500, 1000, 0][d! % (options.length + 5)]!;
        this.writable(file).pageSize = { ...structuredClone(isObject(old) ? old : { options }), default: size };
        return `${file} /pageSize/default: ${shown(old?.default)} -> ${size}`;
      }
      default: {
        if (sort === undefined) return undefined;
        delete this.writable(file).defaultSort;
        return `${file} /defaultSort removido (${shown(sort)})`;
      }
    }
  }
}
