import { describe, expect, it } from 'vitest';
import { RuntimeConfigError, parseRuntimeConfig } from '../../../src/web/config/runtime-config.ts';

const served = {
  apiBaseUrl: '/api',
  auth: { url: '/auth', realm: 'vtlog', clientId: 'vtlog-web', audience: 'vtlog-api' },
  permissionsSecret: 'segredo',
  maps: { apiKey: null, mapId: null },
  dashboardReports: {},
  featureToggles: { AdminUser: false, locationScreen: true },
};

describe('parseRuntimeConfig', () => {
  it("reads the feature toggles the server runs: the SPA's routes follow them without a rebuild", () => {
    expect(parseRuntimeConfig(served, 'http://vtlog.test').featureToggles).toEqual({ AdminUser: false, locationScreen: true });
  });

  it.each([
    ['absent', undefined],
    ['not true/false', { AdminUser: 'on' }],
  ])('refuses a configuration whose featureToggles are %s', (_, featureToggles) => {
    const parse = () => parseRuntimeConfig({ ...served, featureToggles }, 'http://vtlog.test');
    expect(parse).toThrow(RuntimeConfigError);
    expect(parse).toThrow('featureToggles ausente ou sem valores true/false');
  });
});
