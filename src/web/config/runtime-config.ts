/**
 * Runtime configuration of the SPA, read from `/config.json` at boot so one build serves every
 * environment (architecture: "one process, three faces, one origin") and every feature toggle state.
 * Validated with a list of every problem, like the server's environment check.
 */
import type { FeatureToggles } from '../../shared/manifest/feature-toggles.ts';

export interface RuntimeConfig {
  /** Absolute API base URL, no trailing slash. */
  apiBaseUrl: string;
  auth: {
    /** Absolute base URL of the identity provider (Keycloak's `/auth` or root), no trailing slash. */
    url: string;
    realm: string;
    clientId: string;
    /** Client id of the API in the authorization server (uma-ticket `audience`). */
    audience: string;
  };
  /** Secret the permission store derives its encryption key from. */
  permissionsSecret: string;
  maps: { apiKey?: string; mapId?: string };
  dashboardReports: Record<string, string>;
  /** Each toggle of manifests/app.json as the server runs it (app.json's state, turned over by FEATURE_TOGGLES). */
  featureToggles: FeatureToggles;
}

export class RuntimeConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida: ${problems.join('; ')}`);
    this.name = 'RuntimeConfigError';
  }
}

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

/** Checks the raw JSON and resolves relative URLs against `origin`. */
export function parseRuntimeConfig(raw: unknown, origin: string): RuntimeConfig {
  const problems: string[] = [];
  const root = asObject(raw) ?? {};
  const auth = asObject(root.auth) ?? {};
  if (!asObject(raw)) problems.push('o arquivo não é um objeto JSON');
  const text = (source: Json, name: string, label: string): string => {
    const value = source[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    problems.push(`${label} ausente ou vazio`);
    return '';
  };
  const url = (source: Json, name: string, label: string): string => {
    const value = text(source, name, label);
    if (value === '') return '';
    try {
      return new URL(value, origin).href.replace(/\/+$/, '');
    } catch {
      problems.push(`${label} não é uma URL válida`);
      return '';
    }
  };
  const strings = (value: unknown): Record<string, string> =>
    Object.fromEntries(Object.entries(asObject(value) ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

  const toggles = (value: unknown): FeatureToggles => {
    const entries = Object.entries(asObject(value) ?? {});
    const states = entries.filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean');
    if (!asObject(value) || states.length < entries.length) problems.push('featureToggles ausente ou sem valores true/false');
    return Object.fromEntries(states);
  };

  const config: RuntimeConfig = {
    apiBaseUrl: url(root, 'apiBaseUrl', 'apiBaseUrl'),
    auth: {
      url: url(auth, 'url', 'auth.url'),
      realm: text(auth, 'realm', 'auth.realm'),
      clientId: text(auth, 'clientId', 'auth.clientId'),
      audience: text(auth, 'audience', 'auth.audience'),
    },
    permissionsSecret: text(root, 'permissionsSecret', 'permissionsSecret'),
    maps: strings(root.maps),
    dashboardReports: strings(root.dashboardReports),
    featureToggles: toggles(root.featureToggles),
  };
  if (problems.length > 0) throw new RuntimeConfigError(problems);
  return config;
}

let loaded: RuntimeConfig | undefined;
let loading: Promise<RuntimeConfig> | undefined;

/**
 * Fetches and validates `/config.json`, once per page load: the boot and the page routes (their feature
 * toggles) share the answer. index.html preloads it, so it arrives while the bundle loads; the server
 * marks it `no-cache`, so a changed deployment is seen on the next load.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return (loading ??= fetchRuntimeConfig());
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
  } catch {
    throw new RuntimeConfigError(['o servidor não respondeu']);
  }
  if (!response.ok) throw new RuntimeConfigError([`o servidor respondeu ${response.status}`]);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new RuntimeConfigError(['o conteúdo não é JSON válido']);
  }
  loaded = parseRuntimeConfig(raw, window.location.origin);
  return loaded;
}

/** The configuration read at boot (custom components use it for the map key and report ids). */
export function runtimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('runtimeConfig() used before the boot loaded /config.json.');
  return loaded;
}
