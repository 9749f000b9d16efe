/**
 * What each demo user must be granted, written from the product's access rules (not derived from the realm file, so
 * the realm's policies are checked against the requirement rather than against themselves).
 */
import permissionsManifest from '../../../manifests/permissions.json' with { type: 'json' };

export const allResources: string[] = permissionsManifest.resources.map((r: { name: string }) => r.name);

const analistaView = [
  'vtlog-home',
  'list-vehicles',
  'list-vehicles-export',
  'vehicle-details',
  'vehicle-order-details',
  'order-status-events',
  'vehicle-receipt-details',
  'vehicle-locations-details',
  'list-vehicles-in-stock',
  'vehicle-blocked',
  'list-vehicles-locations',
  'list-vehicles-return',
  'list-vehicles-insurance',
  'dashboard',
  'dashboard-app-rate',
  'dashboard-integration-failure-rate',
  'dashboard-carrier-performance-general',
  'dashboard-aging-transit-time',
  'integration-messages',
  'relatorios',
  'users-profile',
  'users-help',
];

const operadorManage = [
  'administration',
  'transport-delay',
  'transport-delay-justify',
  'transport-delay-closure',
  'settings',
  'transport-routes',
  'upload-routes',
  'check-list-receipt-template',
];

/** resource -> sorted scopes; a resource absent from the map is not granted at all. */
export const expectedGrants: Record<'admin' | 'analista' | 'operador' | 'semacesso', Record<string, string[]>> = {
  admin: Object.fromEntries(allResources.map((r) => [r, ['manage', 'view']])),
  analista: Object.fromEntries(analistaView.map((r) => [r, ['view']])),
  operador: {
    ...Object.fromEntries(analistaView.map((r) => [r, ['view']])),
    ...Object.fromEntries(operadorManage.map((r) => [r, ['manage', 'view']])),
    'kpi-exclusion': ['view'],
  },
  semacesso: {},
};

export function asGrantMap(entries: { rsname: string; scopes?: string[] }[]): Record<string, string[]> {
  return Object.fromEntries(entries.map((e) => [e.rsname, [...(e.scopes ?? [])].sort()]));
}
