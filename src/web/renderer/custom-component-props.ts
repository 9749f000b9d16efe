/**
 * What the renderer hands a custom component, in a module of its own: the components import it, and
 * so do the renderer's lookup (custom-components.ts) and the app's registry that lazy-loads them
 * (src/web/custom/registry.ts), so no component imports the module that loads it.
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
