import { isIP } from 'node:net';
import path from 'node:path';
import { checkedToggleOverrides, type FeatureToggles, parseToggleOverrides } from '../shared/manifest/feature-toggles.ts';
import type { AppManifest } from '../shared/manifest/manifest-types.ts';
import { DEFAULT_POOL_SIZE } from './db/database.ts';
import { DEFAULT_MANIFESTS_DIR, loadManifestFolder, ManifestFolderError } from './manifests/manifest-folder.ts';

/**
 * Environment -> typed server configuration, validated at start. Every problem is collected and
 * reported together, so a bad deployment fails with one clear list (house style: env checked at start).
 */
export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** External origin of this server (e.g. https://vtlog.example.com), required in production; when unset it is taken from each request. */
  publicUrl: string | undefined;
  /** Folder for the embedded SQLite file and the identity provider's signing key. */
  dataDir: string;
  /** `postgres://...` for PostgreSQL; unset for the embedded SQLite file in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL connections this instance opens at most (its pool); instances × this must fit
   * max_connections. At least 2: the first-run seed holds a lock on one and writes through another.
   */
  databasePoolSize: number;
  /**
   * Which peers' X-Forwarded-For/-Proto/-Host are believed (Fastify's trustProxy): false (none, the
   * default), true (any: only when nothing but the proxy can reach the port), or the proxies'
   * addresses and CIDR ranges.
   */
  trustProxy: boolean | string[];
  /**
   * On SIGTERM/SIGINT, how long the instance keeps serving with /readyz at 503 before it stops
   * listening, so load balancers polling /readyz take it out first.
   */
  shutdownDrainMs: number;
  /** Then, how long requests in flight may still take before their connections are cut. */
  shutdownTimeoutMs: number;
  /**
   * MANIFESTS_DIR: the manifests the server checks at start (with the manifest checker) and runs;
   * default the repository's manifests/, the folder the SPA is built from.
   */
  manifestsDir: string;
  /** FEATURE_TOGGLES: toggles turned over from their state in the manifests' app.json (the SPA reads them from /config.json). */
  featureToggles: FeatureToggles;
  /** Demo vehicles seeded on first start when the database is empty (0 disables seeding). */
  seedVehicles: number;
  seed: number;
  /** RISK_SWEEP_MINUTES: minutes between refreshes of the arrival forecasts and delivery risks (0: only at start and on demand). */
  riskSweepMinutes: number;
  /** ALERT_RETENTION_DAYS: days an alert is kept (then deleted with its reads). */
  alertRetentionDays: number;
  /** Folder with the built SPA (`vite build`). */
  webDist: string;
  auth: {
    /** Base URL of an external Keycloak (e.g. https://sso.example.com); unset = embedded server at `/auth`. */
    url: string | undefined;
    realm: string;
    clientId: string;
    audience: string;
    /** Secret the SPA derives its sessionStorage encryption key from. */
    permissionsSecret: string;
    /** The embedded server refuses demo passwords in production unless this is set. */
    allowDemoUsers: boolean;
    realmFile: string;
  };
  maps: { apiKey: string | undefined; mapId: string | undefined };
  /** Identifiers of the external dashboard reports; aging has none by default. */
  dashboardReports: { appRate: string; integrationFailureRate: string; carrierPerformanceGeneral: string; agingTransitTime: string };
  logLevel: string;
  /** One readable line per log record (a terminal) instead of pino's JSON lines (files, collectors). */
  logFormat: 'pretty' | 'json';
}

type Env = Record<string, string | undefined>;

/** The secret development and tests run with: public (it is in the repository), so refused in production. */
const DEVELOPMENT_PERMISSIONS_SECRET = 'vtlog-dev-permissions-secret';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Env = process.env, cwd = process.cwd(), stdoutIsTerminal = process.stdout.isTTY === true): ServerConfig {
  const problems: string[] = [];
  const text = (name: string, fallback?: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? fallback : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name}="${raw}" deve ser um número inteiro entre ${min} e ${max}.`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw.replace(/\/+$/, '');
    } catch {
      problems.push(`${name}="${raw}" deve ser uma URL ${protocols.join(' ou ')} válida.`);
      return undefined;
    }
  };
  const flag = (name: string): boolean => {
    const raw = text(name);
    if (raw === undefined) return false;
    if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
    problems.push(`${name}="${raw}" deve ser true ou false.`);
    return false;
  };

  const nodeEnvRaw = text('NODE_ENV', 'development')!;
  const nodeEnv = (['development', 'production', 'test'] as const).find((v) => v === nodeEnvRaw);
  if (!nodeEnv) problems.push(`NODE_ENV="${nodeEnvRaw}" deve ser development, production ou test.`);

  const logFormatRaw = text('LOG_FORMAT', stdoutIsTerminal ? 'pretty' : 'json')!;
  const logFormat = (['pretty', 'json'] as const).find((v) => v === logFormatRaw);
  if (!logFormat) problems.push(`LOG_FORMAT="${logFormatRaw}" deve ser pretty ou json.`);

  const permissionsSecret = text('PERMISSIONS_SECRET', DEVELOPMENT_PERMISSIONS_SECRET)!;
  // Empty counts as unset (it would fall back to the development secret, which is public).
  if (nodeEnv === 'production' && (text('PERMISSIONS_SECRET') === undefined || permissionsSecret === DEVELOPMENT_PERMISSIONS_SECRET)) {
    problems.push('PERMISSIONS_SECRET é obrigatório em produção e não pode ser vazio nem o segredo de desenvolvimento.');
  }
  // Without it the Host / X-Forwarded-Host header of each request would name the token issuer and
  // the addresses /config.json gives the SPA.
  if (nodeEnv === 'production' && text('PUBLIC_URL') === undefined) {
    problems.push('PUBLIC_URL é obrigatório em produção: informe a origem externa do servidor (ex.: https://vtlog.example.com).');
  }

  const manifestsRaw = text('MANIFESTS_DIR');
  const manifestsDir = manifestsRaw === undefined ? DEFAULT_MANIFESTS_DIR : path.resolve(cwd, manifestsRaw);

  const config: ServerConfig = {
    nodeEnv: nodeEnv ?? 'development',
    port: integer('PORT', 8080, 0, 65535),
    host: text('HOST', '0.0.0.0')!,
    publicUrl: url('PUBLIC_URL', ['http:', 'https:']),
    dataDir: path.resolve(cwd, text('DATA_DIR', 'data')!),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    databasePoolSize: integer('DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 2, 1000),
    trustProxy: trustedProxies(text('TRUST_PROXY'), problems),
    shutdownDrainMs: integer('SHUTDOWN_DRAIN_SECONDS', 0, 0, 600) * 1000,
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_SECONDS', 25, 0, 3600) * 1000,
    manifestsDir,
    featureToggles: toggleOverrides(text('FEATURE_TOGGLES'), manifestsDir, problems),
    seedVehicles: integer('SEED_VEHICLES', 20_000, 0, 5_000_000),
    seed: integer('SEED', 2025, 0, 2 ** 31 - 1),
    riskSweepMinutes: integer('RISK_SWEEP_MINUTES', 10, 0, 1440),
    alertRetentionDays: integer('ALERT_RETENTION_DAYS', 90, 1, 3650),
    webDist: path.resolve(cwd, text('WEB_DIST', 'dist')!),
    auth: {
      url: url('AUTH_URL', ['http:', 'https:']),
      realm: text('AUTH_REALM', 'vtlog')!,
      clientId: text('AUTH_CLIENT_ID', 'vtlog-web')!,
      audience: text('AUTH_AUDIENCE', 'vtlog-api')!,
      permissionsSecret,
      allowDemoUsers: flag('ALLOW_DEMO_USERS'),
      realmFile: path.resolve(cwd, text('REALM_FILE', 'identity/realm-vtlog.json')!),
    },
    maps: { apiKey: text('GOOGLE_MAPS_API_KEY'), mapId: text('GOOGLE_MAPS_MAP_ID') },
    dashboardReports: {
      appRate: text('DASHBOARD_APP_RATE_REPORT_ID', '')!,
      integrationFailureRate: text('DASHBOARD_INTEGRATION_FAILURE_RATE_REPORT_ID', '')!,
      carrierPerformanceGeneral: text('DASHBOARD_CARRIER_PERFORMANCE_GENERAL_REPORT_ID', '')!,
      agingTransitTime: text('DASHBOARD_AGING_TRANSIT_TIME_REPORT_ID', '')!,
    },
    logLevel: text('LOG_LEVEL', nodeEnv === 'test' ? 'silent' : 'info')!,
    logFormat: logFormat ?? 'json',
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** FEATURE_TOGGLES: `name=on|off` pairs naming toggles of the manifests' app.json. */
function toggleOverrides(raw: string | undefined, manifestsDir: string, problems: string[]): FeatureToggles {
  if (raw === undefined) return {};
  try {
    const app = acceptedAppManifest(manifestsDir);
    // A folder the checker refuses stops the server at start, with the checker's lines: here only the pairs are checked.
    return app ? checkedToggleOverrides(app, raw) : parseToggleOverrides(raw);
  } catch (error) {
    const message = (error as Error).message;
    problems.push(`${message.startsWith('FEATURE_TOGGLES=') ? '' : `FEATURE_TOGGLES="${raw}": `}${message}.`);
    return {};
  }
}

/** The app.json of the manifests folder, or undefined when the manifest checker refuses the folder. */
function acceptedAppManifest(manifestsDir: string): AppManifest | undefined {
  try {
    return loadManifestFolder(manifestsDir).app;
  } catch (error) {
    if (error instanceof ManifestFolderError) return undefined;
    throw error;
  }
}

/** TRUST_PROXY: true/false, or a comma-separated list of addresses and CIDR ranges. */
function trustedProxies(raw: string | undefined, problems: string[]): boolean | string[] {
  if (raw === undefined || ['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 6 ? 128 : 32;
    return version === 0 || rest.length > 0 || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits));
  });
  if (entries.length === 0 || invalid.length > 0) {
    problems.push(
      `TRUST_PROXY="${raw}" deve ser true, false ou uma lista de endereços IP/CIDR separados por vírgula${invalid.length > 0 ? ` (inválidos: ${invalid.join(', ')})` : ''}.`,
    );
    return false;
  }
  return entries;
}
