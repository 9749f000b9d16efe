/**
 * Hand-written components that manifests mount by name (custom pages, details slots, dialogs). The
 * renderer only looks them up: the app registers its components (src/web/custom/registry.ts) before
 * the first page renders, so the generic renderer depends on no particular component.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ApiSource } from '../../shared/manifest/manifest-types.ts';

/** What the renderer passes to every registered component. */
export interface CustomComponentProps {
  /** The manifest's props, placeholders already filled. */
  props: Readonly<Record<string, unknown>>;
  /** Named API calls declared by the manifest (custom pages). */
  sources: Readonly<Record<string, ApiSource>>;
  /** Route parameters of the current page. */
  params: Readonly<Record<string, string | undefined>>;
  /** The id of the custom page the component fills (the key of its saved page state). */
  pageId?: string;
  /** The record of a details page (details slots). */
  record?: Readonly<Record<string, unknown>>;
  /** Closes the dialog (dialog actions). */
  onClose?: () => void;
}

export type CustomComponent = LazyExoticComponent<ComponentType<CustomComponentProps>>;

let registered: Readonly<Record<string, CustomComponent>> = {};

/** Sets the components the manifests may name (name → lazy component). */
export function registerCustomComponents(components: Readonly<Record<string, CustomComponent>>): void {
  registered = components;
}

export function findCustomComponent(name: string): CustomComponent | undefined {
  return Object.hasOwn(registered, name) ? registered[name] : undefined;
}
