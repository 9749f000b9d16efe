/**
 * Hand-written components that manifests mount by name (custom pages, details slots, dialogs). The
 * renderer only looks them up: the app registers its components (src/web/custom/registry.ts) before
 * the first page renders, so the generic renderer depends on no particular component.
 */
import type { CustomComponent } from './custom-component-props.ts';

let registered: Readonly<Record<string, CustomComponent>> = {};

/** Sets the components the manifests may name (name → lazy component). */
export function registerCustomComponents(components: Readonly<Record<string, CustomComponent>>): void {
  registered = components;
}

export function findCustomComponent(name: string): CustomComponent | undefined {
  return Object.hasOwn(registered, name) ? registered[name] : undefined;
}
