import { describe, expect, it } from 'vitest';
import { componentPropsSchemas } from '../../../../src/web/custom/component-props.generated.ts';
import { customComponents, registeredComponentNames } from '../../../../src/web/custom/registry.ts';
import { findCustomComponent, registerCustomComponents } from '../../../../src/web/renderer/custom-components.ts';

describe('custom component registry', () => {
  it('lists exactly the components with a props schema (the names the manifest checker knows)', () => {
    expect([...registeredComponentNames].sort()).toEqual(Object.keys(componentPropsSchemas).sort());
  });

  it('finds every listed name and nothing else once registered with the renderer', () => {
    registerCustomComponents(customComponents);
    for (const name of Object.keys(componentPropsSchemas)) expect(findCustomComponent(name)).toBeDefined();
    expect(findCustomComponent('NoSuchComponent')).toBeUndefined();
    expect(findCustomComponent('toString')).toBeUndefined();
  });
});
