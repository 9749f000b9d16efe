import { describe, expect, it } from 'vitest';
import componentNames from '../../../../src/web/custom/component-names.json';
import { findCustomComponent, registeredComponentNames } from '../../../../src/web/custom/registry.ts';

describe('custom component registry', () => {
  it('lists exactly the names the manifest checker reads from component-names.json', () => {
    expect([...registeredComponentNames].sort()).toEqual([...(componentNames as string[])].sort());
  });

  it('finds every listed name and nothing else', () => {
    for (const name of componentNames as string[]) expect(findCustomComponent(name)).toBeDefined();
    expect(findCustomComponent('NoSuchComponent')).toBeUndefined();
    expect(findCustomComponent('toString')).toBeUndefined();
  });
});
