import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { COOKIE_SECURE_MODES, type CookieSecureMode } from './auth/cookie-secure';

/** A device is online while its last sign of life is younger than this many measuring periods. */
export const DEFAULT_PRESENCE_WINDOW_PERIODS = 3;

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  sessionSecret: string;
  mqttPort: number;
  mqttUrl: string | undefined;
  /** With MQTT_URL: this instance's persistent session (MQTT_CLIENT_ID); derived from DATA_DIR when unset. */
  mqttClientId: string | undefined;
  /** With MQTT_URL: the shared-subscription group the instances split device traffic in (MQTT_SHARE_GROUP). */
  mqttShareGroup: string;
  redisUrl: string | undefined;
  /** Simulator on (SIM unset or 1) or off (SIM=0). */
  sim: boolean;
  /**
   * The demo history the simulator writes on a first start: months back (SIM_HISTORY_MONTHS) and
   * days of them as minute data (SIM_RAW_DAYS); undefined, server/sim/history.ts's (13 and 7).
   */
  simHistoryMonths: number | undefined;
  simRawDays: number | undefined;
  /** Serve dist/ (the built SPA) when it exists. */
  serveSpa: boolean;
  /**
   * Proxies whose X-Forwarded-For, -Host and -Proto are believed (TRUST_PROXY, proxy-addr syntax);
   * false, none, when unset: a client could otherwise name any address it likes.
   */
  trustProxy: string | false;
  /**
   * The console's address as people reach it (CONSOLE_URL, http or https, no trailing slash): the
   * links in e-mailed reports and in escalation messages' signed acknowledgements. Undefined:
   * http://localhost:<port>, which only this machine can open, so a deployment sets it.
   */
  consoleUrl: string | undefined;
  /** Secure attribute of the session cookie: auto (when the request came over https), always or never. */
  cookieSecure: CookieSecureMode;
  /** Telemetry older than this many days is refused (INGEST_MAX_PAST_DAYS). */
  ingestMaxPastDays: number;
  /** Telemetry further ahead of the server clock than this many minutes is refused (INGEST_MAX_FUTURE_MINUTES). */
  ingestMaxFutureMinutes: number;
  /** Raw telemetry's partitions span this many days: 7 (a UTC week from Monday) or 1 (TELEMETRY_PARTITION_DAYS). */
  telemetryPartitionDays: 1 | 7;
  /** Raw telemetry older than this many days is dropped, rollups kept (TELEMETRY_RAW_RETENTION_DAYS); null keeps it. */
  telemetryRawRetentionDays: number | null;
  /** A device is online for this many measuring periods after its last reading or heartbeat (PRESENCE_WINDOW_PERIODS). */
  presenceWindowPeriods: number;
  /** PAY_PROVIDER: who collects payments; null (unset) takes none, and the payment calls say so. */
  payProvider: PayProviderName | null;
  /** MODBUS_DTU_PORT: the port DTUs connect out to; null (unset or empty) listens on none, 0 a random one (tests). */
  modbusDtuPort: number | null;
  /** MODBUS_DTU_REGISTRATION: a DTU's registration packet read as text (ascii, the default) or as hex bytes. */
  modbusDtuRegistration: 'ascii' | 'hex';
}

export const PAY_PROVIDERS = ['sandbox', 'wechat'] as const;
export type PayProviderName = (typeof PAY_PROVIDERS)[number];

export class ConfigError extends Error {}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parsePort(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new ConfigError(`${name} must be an integer port between 0 and 65535, got "${raw}"`);
  }
  return n;
}

function parseUrl(name: string, raw: string | undefined, protocols: string[]): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must use one of ${protocols.join(', ')}, got "${url.protocol}"`);
  }
  return raw;
}

function parsePositive(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new ConfigError(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  return n;
}

/**
 * TELEMETRY_RAW_RETENTION_DAYS: unset or 0 keeps raw readings for ever. It may not be shorter than
 * the ingest window, or readings ingest accepts would be dropped at the next maintenance run.
 */
function parseRetention(raw: string | undefined, ingestMaxPastDays: number): number | null {
  if (raw === undefined || raw === '' || raw === '0') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < ingestMaxPastDays || n > 36500) {
    throw new ConfigError(`TELEMETRY_RAW_RETENTION_DAYS must be 0 (keep) or a whole number of days from INGEST_MAX_PAST_DAYS (${ingestMaxPastDays}) to 36500, got "${raw}"`);
  }
  return n;
}

function parsePartitionDays(raw: string | undefined): 1 | 7 {
  if (raw === undefined || raw === '' || raw === '7') return 7;
  if (raw === '1') return 1;
  throw new ConfigError(`TELEMETRY_PARTITION_DAYS must be 7 (a week) or 1 (a day), got "${raw}"`);
}

/** A client id or share group: a topic level and a client id at once, so no wildcards, slashes or spaces. */
function parseMqttName(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(raw)) throw new ConfigError(`${name} must be 1 to 64 letters, digits, dots, dashes or underscores, got "${raw}"`);
  return raw;
}

/** What proxy-addr (Fastify's trustProxy) takes: its named ranges, an address, or address/prefix or /netmask. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address, mask, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (mask === undefined) return true;
  const bits = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(mask) ? Number(mask) <= bits : isIP(mask) === isIP(address);
}

/**
 * TRUST_PROXY: unset or empty trusts no proxy; otherwise a comma-separated list of the proxies in
 * front (nginx's address, a private range, loopback for nginx on the same host).
 */
function parseTrustProxy(raw: string | undefined): string | false {
  if (raw === undefined || raw.trim() === '') return false;
  const entries = raw.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isProxyEntry(e));
  if (bad !== undefined) {
    throw new ConfigError(`TRUST_PROXY must list proxy addresses or ranges (127.0.0.1, 10.0.0.0/8, loopback, uniquelocal), got "${bad}"`);
  }
  return entries.join(',');
}

/**
 * PAY_PROVIDER: sandbox (the demo: its confirm call credits without money) or wechat; unset, no
 * provider. The sandbox is refused where it would take the place of real payments: NODE_ENV=production,
 * or a WeChat Pay merchant configured (WECHATPAY_*).
 */
function parsePayProvider(env: NodeJS.ProcessEnv): PayProviderName | null {
  const raw = env.PAY_PROVIDER;
  if (raw === undefined || raw === '') return null;
  if (!(PAY_PROVIDERS as readonly string[]).includes(raw)) throw new ConfigError(`PAY_PROVIDER must be sandbox or wechat (or unset: no payments), got "${raw}"`);
  if (raw !== 'sandbox') return raw as PayProviderName;
  const production = env.NODE_ENV === 'production' ? 'NODE_ENV=production' : undefined;
  const merchant = Object.keys(env).sort().find((name) => name.startsWith('WECHATPAY_') && env[name]);
  const reason = production ?? (merchant && `${merchant} is set`);
  if (reason) {
    throw new ConfigError(`PAY_PROVIDER=sandbox credits orders nobody paid and is refused in a production deployment (${reason}): set PAY_PROVIDER=wechat with the WECHATPAY_* settings, or leave it unset`);
  }
  return 'sandbox';
}

function parseRegistrationFormat(raw: string | undefined): 'ascii' | 'hex' {
  if (raw === undefined || raw === '' || raw === 'ascii') return 'ascii';
  if (raw === 'hex') return 'hex';
  throw new ConfigError(`MODBUS_DTU_REGISTRATION must be ascii or hex, got "${raw}"`);
}

/** The secret is kept in DATA_DIR so that sessions survive a restart when SESSION_SECRET is unset. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and validates the environment; throws ConfigError with a message naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const secret = env.SESSION_SECRET;
  if (secret !== undefined && secret !== '' && secret.length < 16) {
    throw new ConfigError('SESSION_SECRET must be at least 16 characters long');
  }
  const cookieSecure = (env.COOKIE_SECURE || 'auto') as CookieSecureMode;
  if (!COOKIE_SECURE_MODES.includes(cookieSecure)) {
    throw new ConfigError(`COOKIE_SECURE must be one of ${COOKIE_SECURE_MODES.join(', ')}, got "${env.COOKIE_SECURE}"`);
  }
  const ingestMaxPastDays = parsePositive('INGEST_MAX_PAST_DAYS', env.INGEST_MAX_PAST_DAYS, 30, 3650);
  const sim = env.SIM ?? '1';
  if (sim !== '0' && sim !== '1') throw new ConfigError(`SIM must be 0 or 1, got "${sim}"`);
  return {
    port: parsePort('PORT', env.PORT, 7002),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    logLevel,
    sessionSecret: secret || loadOrCreateSecret(dataDir),
    mqttPort: parsePort('MQTT_PORT', env.MQTT_PORT, 1883),
    mqttUrl: parseUrl('MQTT_URL', env.MQTT_URL, ['mqtt:', 'mqtts:', 'tcp:']),
    mqttClientId: parseMqttName('MQTT_CLIENT_ID', env.MQTT_CLIENT_ID),
    mqttShareGroup: parseMqttName('MQTT_SHARE_GROUP', env.MQTT_SHARE_GROUP) ?? 'smartmon',
    redisUrl: parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    sim: sim === '1',
    simHistoryMonths: env.SIM_HISTORY_MONTHS ? parsePositive('SIM_HISTORY_MONTHS', env.SIM_HISTORY_MONTHS, 0, 120) : undefined,
    simRawDays: env.SIM_RAW_DAYS ? parsePositive('SIM_RAW_DAYS', env.SIM_RAW_DAYS, 0, 31) : undefined,
    serveSpa: true,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    consoleUrl: parseUrl('CONSOLE_URL', env.CONSOLE_URL?.trim() || undefined, ['http:', 'https:'])?.replace(/\/+$/, ''),
    cookieSecure,
    ingestMaxPastDays,
    ingestMaxFutureMinutes: parsePositive('INGEST_MAX_FUTURE_MINUTES', env.INGEST_MAX_FUTURE_MINUTES, 10, 24 * 60),
    telemetryPartitionDays: parsePartitionDays(env.TELEMETRY_PARTITION_DAYS),
    telemetryRawRetentionDays: parseRetention(env.TELEMETRY_RAW_RETENTION_DAYS, ingestMaxPastDays),
    presenceWindowPeriods: parsePositive('PRESENCE_WINDOW_PERIODS', env.PRESENCE_WINDOW_PERIODS, DEFAULT_PRESENCE_WINDOW_PERIODS, 1000),
    payProvider: parsePayProvider(env),
    modbusDtuPort: env.MODBUS_DTU_PORT === undefined || env.MODBUS_DTU_PORT === '' ? null : parsePort('MODBUS_DTU_PORT', env.MODBUS_DTU_PORT, 0),
    modbusDtuRegistration: parseRegistrationFormat(env.MODBUS_DTU_REGISTRATION),
    ...overrides,
  };
}

/** The console's address for links sent out of it (CONSOLE_URL, else this machine's own). */
export function consoleOrigin(config: Pick<AppConfig, 'consoleUrl' | 'port'>): string {
  return config.consoleUrl ?? `http://localhost:${config.port}`;
}
