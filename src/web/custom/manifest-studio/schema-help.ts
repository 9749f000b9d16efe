/**
 * What the project's JSON Schemas (schemas/) say about a place in a manifest being edited: the
 * schemas that apply there (following $ref across the schema files, allOf/anyOf/oneOf and the
 * if/then hints of completions.generated.schema.json, which name the fields, filters and operators
 * of a list page's source). The editor's completions and hover help are drawn from it, so the studio
 * offers the same names as any schema-aware editor opened on manifests/.
 */
import type { JSONPath } from 'jsonc-parser';
import appSchema from '../../../../schemas/app.schema.json';
import commonSchema from '../../../../schemas/common.schema.json';
import completionsSchema from '../../../../schemas/completions.generated.schema.json';
import enumSchema from '../../../../schemas/enum.schema.json';
import menuSchema from '../../../../schemas/menu.schema.json';
import pageSchema from '../../../../schemas/page.schema.json';
import permissionsSchema from '../../../../schemas/permissions.schema.json';

/** A JSON Schema as read from schemas/ (only the keywords the help follows are typed). */
export interface Schema {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  examples?: unknown[];
  default?: unknown;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  required?: string[];
  items?: Schema | boolean;
  prefixItems?: Schema[];
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  if?: Schema;
  then?: Schema;
  $defs?: Record<string, Schema>;
}

/** A schema and the file it lives in (its `#/...` references point there). */
interface Located {
  schema: Schema;
  file: string;
}

const files: Record<string, Schema> = {
  'app.schema.json': appSchema as Schema,
  // TypeScript types the branches of an imported oneOf with each other's properties as `?: undefined`.
  'common.schema.json': commonSchema as unknown as Schema,
  'completions.generated.schema.json': completionsSchema as Schema,
  'enum.schema.json': enumSchema as Schema,
  'menu.schema.json': menuSchema as Schema,
  'page.schema.json': pageSchema as Schema,
  'permissions.schema.json': permissionsSchema as Schema,
};

/** The schema file of a manifest, by its path in the manifests folder. */
export function schemaFileFor(manifest: string): string {
  if (manifest.startsWith('pages/')) return 'page.schema.json';
  if (manifest.startsWith('enums/')) return 'enum.schema.json';
  return `${manifest.replace(/\.json$/, '')}.schema.json`;
}

function resolveRef(ref: string, from: string): Located | undefined {
  const [file, pointer = ''] = ref.split('#');
  const owner = file === '' || file === undefined ? from : (file.split('/').pop() ?? file);
  let node: unknown = files[owner];
  for (const part of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[part];
  return node && typeof node === 'object' ? { schema: node as Schema, file: owner } : undefined;
}

/** Whether `value` meets an `if` schema, for the keywords the manifest schemas' conditions use. */
function meets(schema: Schema, value: unknown): boolean {
  if ('const' in schema && value !== schema.const) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (schema.type === 'object' && (typeof value !== 'object' || value === null || Array.isArray(value))) return false;
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  if (schema.required?.some((key) => record?.[key] === undefined)) return false;
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    if (record?.[key] !== undefined && !meets(sub, record[key])) return false;
  }
  return true;
}

/** `located` with its references followed and its applicable branches added (a branch's own branches too). */
function expand(located: Located, value: unknown, out: Located[] = [], depth = 0): Located[] {
  if (depth > 20) return out;
  out.push(located);
  const { schema, file } = located;
  const next = (sub: Schema | undefined) => sub && expand({ schema: sub, file }, value, out, depth + 1);
  if (schema.$ref) {
    const target = resolveRef(schema.$ref, file);
    if (target) expand(target, value, out, depth + 1);
  }
  for (const sub of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) next(sub);
  if (schema.if && schema.then && meets(schema.if, value)) next(schema.then);
  return out;
}

function child(located: Located, segment: string | number): Schema | undefined {
  const { schema } = located;
  if (typeof segment === 'number') {
    if (schema.prefixItems?.[segment]) return schema.prefixItems[segment];
    return typeof schema.items === 'object' ? schema.items : undefined;
  }
  const own = schema.properties?.[segment];
  if (own) return own;
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}

/** Every schema that applies at `path` of the manifest `manifest` (whose data, as far as it parses, is `data`). */
export function schemasAt(manifest: string, data: unknown, path: JSONPath): Schema[] {
  const rootFile = schemaFileFor(manifest);
  const root = files[rootFile];
  if (!root) return [];
  let here = expand({ schema: root, file: rootFile }, data);
  let value = data;
  for (const segment of path) {
    value = value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[segment] : undefined;
    const next = here.flatMap((located) => {
      const sub = child(located, segment);
      return sub ? expand({ schema: sub, file: located.file }, value) : [];
    });
    here = next;
  }
  return here.map((located) => located.schema);
}

export interface PropertyHelp {
  name: string;
  title?: string;
  description?: string;
}

/** The properties the schemas at an object declare, each with its first title and description. */
export function propertiesOf(schemas: readonly Schema[]): PropertyHelp[] {
  const byName = new Map<string, PropertyHelp>();
  for (const schema of schemas) {
    for (const [name, sub] of Object.entries(schema.properties ?? {})) {
      const known = byName.get(name) ?? { name };
      known.title ??= sub.title;
      known.description ??= sub.description;
      byName.set(name, known);
    }
  }
  return [...byName.values()];
}

/** The values the schemas at a place name: constants, enums, examples, booleans. */
export function valuesOf(schemas: readonly Schema[]): unknown[] {
  const values = new Set<unknown>();
  for (const schema of schemas) {
    if ('const' in schema) values.add(schema.const);
    for (const value of [...(schema.enum ?? []), ...(schema.examples ?? [])]) values.add(value);
    if (schema.type === 'boolean') [true, false].forEach((value) => values.add(value));
  }
  return [...values].filter((value) => typeof value !== 'object' || value === null);
}

/** The first title and description the schemas at a place give. */
export function helpOf(schemas: readonly Schema[]): { title?: string; description?: string } {
  return { title: schemas.find((s) => s.title)?.title, description: schemas.find((s) => s.description)?.description };
}
