/**
 * The one way the server reads its manifests (app.json, menu.json, permissions.json, enums/*.json,
 * pages/*.json): a folder, by default the repository's manifests/ (MANIFESTS_DIR or the `manifestsDir`
 * build option name another), checked at start by the manifest checker itself — the code behind
 * `npm run check:manifests` — so a folder it refuses stops the server with the checker's own
 * `file:line:col  /pointer  message` lines, and a folder it accepts is exactly what the server runs.
 *
 * A folder is read and checked once (the few most recently used stay loaded: a server runs one); what
 * the server derives from it (list resources with their enum codes, the pages' access rules, labels)
 * is derived per folder (`perFolder`) or read from `app.manifests`, so two apps over two folders never
 * see each other's manifests. Nothing is read from manifests/ at import time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkManifests } from '../../../scripts/manifest-check/check.mjs';
import type { AppManifest, EnumManifest, MenuManifest, PageManifest, PermissionsManifest } from '../../shared/manifest/manifest-types.ts';
import { RecentMap } from '../support/recent-map.ts';

/** The project folder: the checker reads the schemas, the OpenAPI snapshot and the realm under it. */
const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The repository's manifests/, the folder the SPA is built from. */
export const DEFAULT_MANIFESTS_DIR = path.join(root, 'manifests');

type EnumCode = EnumManifest['values'][number]['value'];

/** One manifest enum as the server uses it: its codes in the file's order, and the label of each. */
export interface EnumLabels {
  /** The enum's name (its file name without .json). */
  readonly name: string;
  /** Every value with its label, in the file's order (the order of the flow, for statuses). */
  readonly values: readonly { value: EnumCode; label: string }[];
  /** The label the SPA's badge shows; the enum's fallbackLabel (or "--") for an unknown or empty code. */
  label(value: string | number | null | undefined): string;
}

export interface ManifestFolder {
  /** Absolute path of the folder. */
  readonly dir: string;
  readonly app: AppManifest;
  readonly menu: MenuManifest;
  readonly permissions: PermissionsManifest;
  /** The enum manifests by name (file name without .json). */
  readonly enums: ReadonlyMap<string, EnumManifest>;
  /** The page manifests, in file-name order. */
  readonly pages: readonly PageManifest[];
  /** The checker's warnings (they never fail the check), as `file:line:col  /pointer  message` lines. */
  readonly warnings: readonly string[];
  /** Labels of the enum `name`; throws naming the file when the folder has no such enum. */
  enumLabels(name: string): EnumLabels;
  /** The codes of the enum `name`, in the file's order. */
  enumCodes(name: string): EnumCode[];
  /** A file of the folder as error messages name it (e.g. "manifests/enums/vehicle-status.json"). */
  fileName(relative: string): string;
}

/** The folder was refused by the manifest checker: `problems` are its lines, as `npm run check:manifests` prints them. */
export class ManifestFolderError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: readonly string[],
  ) {
    super(`os manifestos em ${dir} não passam no check:manifests (${problems.length} problema(s)):\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'ManifestFolderError';
  }
}

/**
 * Folders already read and checked, by absolute path. A few only: a test that builds apps over
 * hundreds of generated folders must not keep them all (the default folder is read again if it was dropped).
 */
const loaded = new RecentMap<string, ManifestFolder>(4);

/**
 * The manifests of `dir` (default: the repository's manifests/), checked by the manifest checker:
 * read once per process and folder. Throws ManifestFolderError with the checker's lines when it
 * refuses the folder.
 */
export function loadManifestFolder(dir: string = DEFAULT_MANIFESTS_DIR): ManifestFolder {
  const absolute = path.resolve(dir);
  let folder = loaded.get(absolute);
  if (!folder) loaded.set(absolute, (folder = readCheckedFolder(absolute)));
  return folder;
}

function readCheckedFolder(dir: string): ManifestFolder {
  const { problems, warnings } = checkManifests({ root, manifestsDir: dir });
  if (problems.length > 0) throw new ManifestFolderError(dir, problems);
  // The checker has just parsed and validated each of these files: the same list, in the same order.
  const read = <T>(relative: string): T => JSON.parse(fs.readFileSync(path.join(dir, relative), 'utf8')) as T;
  const jsonFiles = (sub: string) => {
    const folder = path.join(dir, sub);
    return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.json')).sort() : [];
  };
  const enums = new Map(jsonFiles('enums').map((name) => [name.replace(/\.json$/, ''), read<EnumManifest>(`enums/${name}`)]));
  const pages = jsonFiles('pages').map((name) => read<PageManifest>(`pages/${name}`));
  const display = path.relative(process.cwd(), dir) || '.';
  const fileName = (relative: string) => path.join(display, relative);

  const labels = new Map<string, EnumLabels>();
  const enumLabels = (name: string): EnumLabels => {
    let found = labels.get(name);
    if (!found) {
      const manifest = enums.get(name);
      if (!manifest) throw new Error(`${fileName(`enums/${name}.json`)} não existe: o servidor usa o enum "${name}"`);
      labels.set(name, (found = labelsOf(name, manifest)));
    }
    return found;
  };

  return {
    dir,
    app: read<AppManifest>('app.json'),
    menu: read<MenuManifest>('menu.json'),
    permissions: read<PermissionsManifest>('permissions.json'),
    enums,
    pages,
    warnings,
    enumLabels,
    enumCodes: (name) => enumLabels(name).values.map(({ value }) => value),
    fileName,
  };
}

function labelsOf(name: string, manifest: EnumManifest): EnumLabels {
  const byValue = new Map(manifest.values.map((v) => [String(v.value), v.label]));
  const fallback = manifest.fallbackLabel ?? '--';
  return {
    name,
    values: manifest.values.map(({ value, label }) => ({ value, label })),
    label: (value) => (value === null || value === undefined ? undefined : byValue.get(String(value))) ?? fallback,
  };
}

/** The repository's manifests (tests and benches; the server reads the folder its configuration names). */
export function defaultManifestFolder(): ManifestFolder {
  return loadManifestFolder(DEFAULT_MANIFESTS_DIR);
}

/**
 * `make` once per folder: what the server derives from the manifests (a list resource with the codes
 * of an enum, a report's rows) is built for the folder an app runs, and built once for it.
 */
export function perFolder<T>(make: (folder: ManifestFolder) => T): (folder: ManifestFolder) => T {
  const made = new WeakMap<ManifestFolder, { value: T }>();
  return (folder) => {
    let entry = made.get(folder);
    if (!entry) made.set(folder, (entry = { value: make(folder) }));
    return entry.value;
  };
}

/**
 * What `of` derives from the repository's manifests, built on first use: the module-level names tests
 * and benches import (e.g. `vehicleList`). The server never uses them: each app derives its own from
 * the folder it runs (`app.manifests`).
 */
export function ofDefaultFolder<T extends object>(of: (folder: ManifestFolder) => T): T {
  let value: T | undefined;
  const target = () => (value ??= of(defaultManifestFolder()));
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
