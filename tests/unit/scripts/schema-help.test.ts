import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const schemaNames = ['common', 'app', 'menu', 'permissions', 'enum', 'page'];
const schemas = Object.fromEntries(schemaNames.map((name) => [name, JSON.parse(readFileSync(path.join(repo, `schemas/${name}.schema.json`), 'utf8'))]));

type Node = Record<string, unknown>;

/** Every property schema of the manifest schemas, with where it is (the if-parts of if/then only select). */
function* properties(node: unknown, at: string): Generator<[Node, string]> {
  if (Array.isArray(node)) for (const [i, item] of node.entries()) yield* properties(item, `${at}/${i}`);
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'if') continue;
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, property] of Object.entries(value)) {
        yield [property as Node, `${at}/properties/${name}`];
        yield* properties(property, `${at}/properties/${name}`);
      }
    } else {
      yield* properties(value, `${at}/${key}`);
    }
  }
}

/** The description a property shows in an editor: its own, or that of the definition it refers to. */
function descriptionOf(property: Node, current: Node): unknown {
  if (typeof property.description === 'string') return property.description;
  if (typeof property.$ref !== 'string') return undefined;
  const [file = '', pointer = ''] = property.$ref.split('#');
  const owner = file === '' ? current : (schemas[file.replace('.schema.json', '')] as Node);
  const target = pointer
    .split('/')
    .filter(Boolean)
    .reduce((n: Node | undefined, part) => n?.[part] as Node | undefined, owner);
  return target ? descriptionOf(target, owner) : undefined;
}

const english = /\b(the|of|shown|which|when|with|must|only)\b/;

describe('manifest schemas help analysts', () => {
  it('describe every property in Portuguese', () => {
    const problems: string[] = [];
    for (const [name, schema] of Object.entries(schemas)) {
      for (const [property, at] of properties(schema, `${name}.schema.json#`)) {
        // A lone `const` (a oneOf branch picking a page kind) narrows a property described where it is declared.
        if (Object.keys(property).length === 1 && 'const' in property) continue;
        const description = descriptionOf(property, schema as Node);
        if (typeof description !== 'string' || description.trim() === '') problems.push(`${at}: sem descrição`);
        // Values quoted as `code` are names, not prose.
        else if (english.test(description.replace(/`[^`]*`/g, ''))) problems.push(`${at}: em inglês? ${description}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
