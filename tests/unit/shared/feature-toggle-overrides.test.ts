/** FEATURE_TOGGLES, the one switch the SPA's build and the server read to turn app.json's toggles over. */
import { describe, expect, it } from 'vitest';
import { checkedToggleOverrides, featureToggles, parseToggleOverrides } from '../../../src/shared/manifest/feature-toggles.ts';

const app = {
  featureToggles: { AdminUser: { enabled: false, gates: 'edição de usuários' }, locationScreen: { enabled: false, gates: 'localização por pedido' } },
};

describe('FEATURE_TOGGLES', () => {
  it('reads name=on|off pairs, ignoring spaces and empty entries; unset or empty changes nothing', () => {
    expect(parseToggleOverrides(' AdminUser=on , locationScreen=off,')).toEqual({ AdminUser: true, locationScreen: false });
    expect(parseToggleOverrides(undefined)).toEqual({});
    expect(parseToggleOverrides('')).toEqual({});
    expect(featureToggles(app, parseToggleOverrides('locationScreen=on'))).toEqual({ AdminUser: false, locationScreen: true });
  });

  it('refuses a malformed pair and an unknown toggle, naming the setting and the problem in pt-BR', () => {
    expect(() => checkedToggleOverrides(app, 'AdminUser=true')).toThrow('FEATURE_TOGGLES="AdminUser=true": "AdminUser=true" deve ser nome=on ou nome=off');
    expect(() => checkedToggleOverrides(app, 'AdminUser')).toThrow('"AdminUser" deve ser nome=on ou nome=off');
    expect(() => checkedToggleOverrides(app, 'adminUser=on')).toThrow(
      'FEATURE_TOGGLES="adminUser=on": feature toggle "adminUser" não existe em manifests/app.json',
    );
    expect(checkedToggleOverrides(app, 'AdminUser=on')).toEqual({ AdminUser: true });
  });
});
