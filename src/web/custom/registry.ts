/**
 * Hand-written components that manifests mount by name (custom pages, details slots, dialogs).
 * Each entry is lazily imported so its libraries (maps, charts...) load only with the page that
 * uses it. Each name is the title of the props schema kept beside its component
 * (`*.props.schema.json`, read by the manifest checker): the registry must cover exactly those names.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ApiSource } from '../../shared/manifest/manifest-types.ts';
import type { ComponentName } from './component-props.ts';

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

/** name → lazy component. Register only components that exist. */
const customComponents = {
  ThemePreference: lazy(() => import('./theme-preference/theme-preference.tsx')),
  ReceiptChecklist: lazy(() => import('./receipt/receipt-checklist.tsx')),
  InspectionReport: lazy(() => import('./receipt/inspection-report.tsx')),
  VehicleLocations: lazy(() => import('./locations/vehicle-locations.tsx')),
  VehicleLocationMap: lazy(() => import('./locations/vehicle-location-map.tsx')),
  ChecklistTemplateEditor: lazy(() => import('./checklist-templates/checklist-template-editor.tsx')),
  KpiDashboard: lazy(() => import('./dashboards/kpi-dashboard.tsx')),
} satisfies Record<ComponentName, CustomComponent>;

export const registeredComponentNames: readonly ComponentName[] = Object.keys(customComponents) as ComponentName[];

export function findCustomComponent(name: string): CustomComponent | undefined {
  return Object.hasOwn(customComponents, name) ? (customComponents as Record<ComponentName, CustomComponent>)[name as ComponentName] : undefined;
}
