/**
 * Hand-written components that manifests mount by name (custom pages, details slots, dialogs); the app
 * registers them with the renderer (renderer/custom-components.ts).
 * Each entry is lazily imported so its libraries (maps, charts...) load only with the page that
 * uses it. Each name is the title of the props schema kept beside its component
 * (`*.props.schema.json`, read by the manifest checker): the registry must cover exactly those names.
 */
import { lazy } from 'react';
import type { CustomComponent } from '../renderer/custom-component-props.ts';
import type { ComponentName } from './component-props.ts';
import { chunk } from '../app/code-chunk.ts';

/** name → lazy component. Register only components that exist. */
export const customComponents = {
  ThemePreference: lazy(chunk(() => import('./theme-preference/theme-preference.tsx'))),
  ReceiptChecklist: lazy(chunk(() => import('./receipt/receipt-checklist.tsx'))),
  InspectionReport: lazy(chunk(() => import('./receipt/inspection-report.tsx'))),
  VehicleLocations: lazy(chunk(() => import('./locations/vehicle-locations.tsx'))),
  VehicleLocationMap: lazy(chunk(() => import('./locations/vehicle-location-map.tsx'))),
  ChecklistTemplateEditor: lazy(chunk(() => import('./checklist-templates/checklist-template-editor.tsx'))),
  KpiDashboard: lazy(chunk(() => import('./dashboards/kpi-dashboard.tsx'))),
  ManifestStudio: lazy(chunk(() => import('./manifest-studio/manifest-studio.tsx'))),
} satisfies Record<ComponentName, CustomComponent>;

export const registeredComponentNames: readonly ComponentName[] = Object.keys(customComponents) as ComponentName[];
