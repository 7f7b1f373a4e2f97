// The daemon's settings: each one a command-line flag and an environment variable; the flag wins.
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { isHttpUrl } from '@rc/contract/datatypes';
import { isFirmwareKeyId } from '@rc/contract/firmware-image';

// An OpenWrt router runs no daemon: the console talks to it over ubus from the browser (issue 27).
export type PlatformName = 'simulated' | 'linux';
export type DeviceModel = 'ZBT' | 'SL';

export interface DeviceConfig {
  host: string;
  port: number;
  dataDir: string;
  /** the live UCI files; <data>/config unless told (/etc/config on OpenWrt) */
  configDir: string;
  platform: PlatformName;
  model: DeviceModel;
  seed: number;
  sessionIdleSeconds: number;
  rebootSeconds: number;
  lockoutSeconds: number;
  consoleDir: string;
  /** test-only: a fixed factory password instead of a random one */
  initialPassword: string | undefined;
  /** the vendor's online upgrade server (upgrade_check_online asks <server>/<model>.json); none when unset */
  upgradeServer?: string;
  /** recovery: set the admin password back to the factory initial password at this start */
  resetAdminPassword: boolean;
  /** test and LAN setups only: firmware URLs may reach loopback and private addresses */
  upgradePrivateHosts: boolean;
  /** configuration history bounds: the newest entries, within bytes */
  historyEntries: number;
  historyBytes: number;
  /** seconds a risky save waits for the browser's confirmation before the device rolls it back; 0: no wait */
  applyWindowSeconds: number;
  /** tests only: how many milliseconds one second of the network watchdog's interval lasts (1000 otherwise) */
  testWatchdogSecondMs: number;
  testFailoverSecondMs: number;
  testSimSignalFile?: string;
  /** simulated: serve the console at 127.b.c.d for LAN address a.b.c.d, moving with it (issue 15) */
  followLan: boolean;
  /** spec 7's GET login, off by default (issue 12.6) */
  legacyGetLogin: boolean;
  /** names the daemon answers to besides IP addresses, localhost and the configured host name (DNS rebinding) */
  allowedHosts: string[];
  /** the vendor's Ed25519 public key (PEM) release images are signed with, and the id they name it by */
  releaseKeyFile?: string;
  releaseKeyId?: string;
  /** trust the repository's public TEST firmware key (factory/firmware-keys.ts): the simulated router's default */
  trustTestKey: boolean;
}

interface Setting {
  /** a switch: `--flag` alone, or the variable set to 1 */
  boolean?: true;
  flag: string;
  env: string;
  help: string;
  fallback: () => string | undefined;
}

// The bundle lives in packages/device/dist, the sources in packages/device/src: both sit two
// levels below packages/, so one relative path finds the built console from either.
/** The simulation's seed unless told (config `seed`). */
export const DEFAULT_SEED = 42;

const defaultConsoleDir = () => fileURLToPath(new URL('../../console/dist', import.meta.url));

const settings: Record<keyof DeviceConfig, Setting> = {
  host: { flag: 'host', env: 'DEVICE_HOST', help: 'address to listen on', fallback: () => '127.0.0.1' },
  port: { flag: 'port', env: 'DEVICE_PORT', help: 'TCP port; 0 picks a free one', fallback: () => '8080' },
  dataDir: { flag: 'data', env: 'DEVICE_DATA', help: 'data folder (config, factory, state)', fallback: () => './data' },
  configDir: { flag: 'config-dir', env: 'DEVICE_CONFIG_DIR', help: 'the UCI files', fallback: () => '' },
  platform: { flag: 'platform', env: 'DEVICE_PLATFORM', help: 'simulated | linux', fallback: () => 'simulated' },
  model: { flag: 'model', env: 'DEVICE_MODEL', help: 'ZBT | SL, used at first start', fallback: () => 'ZBT' },
  // 42: a router with a second working SIM (sim-modem.ts draws slot 2 by seed), so that `npm start`
  // can show the SIM failover at once; the browser tests run the same router (issue 42.3).
  seed: { flag: 'seed', env: 'DEVICE_SEED', help: 'seed of the simulated clients, traffic and radio surroundings (never of the unit\'s identity or secrets)', fallback: () => String(DEFAULT_SEED) },
  sessionIdleSeconds: {
    flag: 'session-idle-seconds',
    env: 'DEVICE_SESSION_IDLE_SECONDS',
    help: 'a session ends after this long without a call',
    fallback: () => '1800',
  },
  rebootSeconds: {
    flag: 'reboot-seconds',
    env: 'DEVICE_REBOOT_SECONDS',
    help: 'how long a reboot keeps the daemon unreachable',
    fallback: () => '20',
  },
  lockoutSeconds: {
    flag: 'lockout-seconds',
    env: 'DEVICE_LOCKOUT_SECONDS',
    help: 'first login lockout after 5 failures; doubles up to 1 hour',
    fallback: () => '30',
  },
  consoleDir: { flag: 'console-dir', env: 'DEVICE_CONSOLE_DIR', help: 'built console to serve', fallback: defaultConsoleDir },
  initialPassword: {
    flag: 'initial-password',
    env: 'DEVICE_INITIAL_PASSWORD',
    help: 'test only: fixed factory password',
    fallback: () => undefined,
  },
  upgradeServer: {
    flag: 'upgrade-server',
    env: 'DEVICE_UPGRADE_SERVER',
    help: 'http(s) base URL of the online upgrade server',
    fallback: () => undefined,
  },
  upgradePrivateHosts: {
    boolean: true,
    flag: 'upgrade-private-hosts',
    env: 'DEVICE_UPGRADE_PRIVATE_HOSTS',
    help: 'let firmware URLs and their redirects reach loopback and private addresses (tests, a LAN upgrade server)',
    fallback: () => '0',
  },
  applyWindowSeconds: {
    flag: 'apply-window-seconds',
    env: 'DEVICE_APPLY_WINDOW_SECONDS',
    help: 'a save that can cut access (LAN, Wi-Fi, firewall, WAN, DHCP) is rolled back unless confirmed within this long; 0 applies at once',
    fallback: () => '60',
  },
  testWatchdogSecondMs: {
    flag: 'test-watchdog-second-ms',
    env: 'DEVICE_TEST_WATCHDOG_SECOND_MS',
    help: 'tests only: milliseconds one second of the network watchdog interval lasts, so that three missed probes take a moment',
    fallback: () => '1000',
  },
  testFailoverSecondMs: {
    flag: 'test-failover-second-ms',
    env: 'DEVICE_TEST_FAILOVER_SECOND_MS',
    help: 'tests only: milliseconds one second of the SIM failover rules lasts (settle, signal minutes, back-off, return to the primary)',
    fallback: () => '1000',
  },
  testSimSignalFile: {
    flag: 'test-sim-signal-file',
    env: 'DEVICE_TEST_SIM_SIGNAL_FILE',
    help: 'tests only, simulated: a JSON file holding each SIM\'s RSRP or slot state ({"sim1": {"rsrp": -112}})',
    fallback: () => undefined,
  },
  historyEntries: {
    flag: 'history-entries',
    env: 'DEVICE_HISTORY_ENTRIES',
    help: 'saved changes kept in the configuration history (0 keeps none)',
    fallback: () => '200',
  },
  historyBytes: {
    flag: 'history-bytes',
    env: 'DEVICE_HISTORY_BYTES',
    help: 'bytes the configuration history may take; the oldest entries go first',
    fallback: () => String(2 * 1024 * 1024),
  },
  followLan: {
    boolean: true,
    flag: 'follow-lan',
    env: 'DEVICE_FOLLOW_LAN',
    help: 'listen on the loopback address standing for the LAN address (192.168.1.1: 127.168.1.1) instead of --host, and move with it as a router does',
    fallback: () => '0',
  },
  resetAdminPassword: {
    flag: 'reset-admin-password',
    env: 'DEVICE_RESET_ADMIN_PASSWORD',
    help: 'recovery: set the admin password back to the factory initial password',
    fallback: () => '0',
    boolean: true,
  },
  legacyGetLogin: {
    boolean: true,
    flag: 'legacy-get-login',
    env: 'DEVICE_LEGACY_GET_LOGIN',
    help: "also accept spec 7's GET login (any web page can then trigger the lockout)",
    fallback: () => '0',
  },
  allowedHosts: {
    flag: 'allowed-host',
    env: 'DEVICE_ALLOWED_HOST',
    help: 'comma-separated host names to answer to besides IP addresses, localhost and the configured host name',
    fallback: () => '',
  },
  releaseKeyFile: {
    flag: 'release-key',
    env: 'DEVICE_RELEASE_KEY',
    help: "the vendor's Ed25519 public key (PEM): firmware images signed with it are trusted",
    fallback: () => undefined,
  },
  releaseKeyId: {
    flag: 'release-key-id',
    env: 'DEVICE_RELEASE_KEY_ID',
    help: 'the key id images signed with --release-key name (make-firmware --key-id)',
    fallback: () => undefined,
  },
  trustTestKey: {
    boolean: true,
    flag: 'trust-test-key',
    env: 'DEVICE_TRUST_TEST_KEY',
    help: "trust the repository's public TEST firmware key, which anyone can sign with (default: on with --platform simulated only)",
    fallback: () => undefined,
  },
};

export class ConfigError extends Error {}

export function helpText(): string {
  const lines = Object.values(settings).map((s) => {
    const fallback = s.fallback();
    return `  --${s.flag.padEnd(22)} ${s.env.padEnd(28)} ${s.help}${fallback === undefined ? '' : ` (default ${fallback})`}`;
  });
  return [
    'Usage: bin/routerd [flags]   (each flag may also be given as the environment variable beside it)',
    '',
    ...lines,
    `  --${'help'.padEnd(22)} ${''.padEnd(28)} print this text`,
  ].join('\n');
}

export function wantsHelp(argv: string[]): boolean {
  return argv.includes('--help') || argv.includes('-h');
}

export function loadConfig(argv: string[], env: NodeJS.ProcessEnv): DeviceConfig {
  const options = Object.fromEntries(Object.values(settings).map((s) => [s.flag, { type: 'string' as const }]));
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: switchArgs(argv), options, strict: true, allowPositionals: false }).values;
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  const raw = (key: keyof DeviceConfig): string | undefined => {
    const s = settings[key];
    const flagValue = values[s.flag];
    return typeof flagValue === 'string' ? flagValue : (env[s.env] ?? s.fallback());
  };
  return {
    host: required(raw('host'), 'host'),
    port: integerIn(raw('port'), 'port', 0, 65535),
    dataDir: path.resolve(required(raw('dataDir'), 'data')),
    configDir: configDir(raw('configDir'), raw('dataDir')),
    platform: oneOf(raw('platform'), 'platform', ['simulated', 'linux'] as const),
    model: oneOf(raw('model'), 'model', ['ZBT', 'SL'] as const),
    seed: integerIn(raw('seed'), 'seed', 0, 2 ** 32 - 1),
    // Fractions allowed so that tests can use sub-second timeouts.
    sessionIdleSeconds: positive(raw('sessionIdleSeconds'), 'session-idle-seconds'),
    rebootSeconds: nonNegative(raw('rebootSeconds'), 'reboot-seconds'),
    lockoutSeconds: positive(raw('lockoutSeconds'), 'lockout-seconds'),
    consoleDir: path.resolve(required(raw('consoleDir'), 'console-dir')),
    initialPassword: raw('initialPassword') || undefined,
    upgradeServer: httpUrl(raw('upgradeServer'), 'upgrade-server'),
    upgradePrivateHosts: oneOf(raw('upgradePrivateHosts'), 'upgrade-private-hosts', ['0', '1'] as const) === '1',
    historyEntries: integerIn(raw('historyEntries'), 'history-entries', 0, 100_000),
    applyWindowSeconds: integerIn(raw('applyWindowSeconds'), 'apply-window-seconds', 0, 3600),
    testWatchdogSecondMs: integerIn(raw('testWatchdogSecondMs'), 'test-watchdog-second-ms', 10, 1000),
    testSimSignalFile: raw('testSimSignalFile') ? path.resolve(raw('testSimSignalFile')!) : undefined,
    testFailoverSecondMs: integerIn(raw('testFailoverSecondMs'), 'test-failover-second-ms', 5, 1000),
    historyBytes: integerIn(raw('historyBytes'), 'history-bytes', 0, 1024 ** 3),
    followLan: oneOf(raw('followLan'), 'follow-lan', ['0', '1'] as const) === '1',
    resetAdminPassword: oneOf(raw('resetAdminPassword'), 'reset-admin-password', ['0', '1'] as const) === '1',
    legacyGetLogin: oneOf(raw('legacyGetLogin'), 'legacy-get-login', ['0', '1'] as const) === '1',
    allowedHosts: hostNames(raw('allowedHosts'), 'allowed-host'),
    ...releaseKey(raw('releaseKeyFile'), raw('releaseKeyId')),
    trustTestKey: trustTestKey(raw('trustTestKey'), raw('platform')),
  };
}

/**
 * A switch stands alone (--follow-lan) or takes 0 or 1 (--follow-lan 1, --follow-lan=0), as
 * --help's "(default 0)" suggests (issue 28.14); each becomes --flag=value for parseArgs.
 */
function switchArgs(argv: string[]): string[] {
  const switches = new Set(Object.values(settings).flatMap((s) => (s.boolean ? [`--${s.flag}`] : [])));
  const args: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!switches.has(arg)) args.push(arg);
    else if (argv[i + 1] === '0' || argv[i + 1] === '1') args.push(`${arg}=${argv[(i += 1)]}`);
    else args.push(`${arg}=1`);
  }
  return args;
}

// Issue 26.5: only the simulated router trusts the test key unless told.
function trustTestKey(value: string | undefined, platform: string | undefined): boolean {
  if (value === undefined) return platform === 'simulated';
  return oneOf(value, 'trust-test-key', ['0', '1'] as const) === '1';
}

function releaseKey(file: string | undefined, keyId: string | undefined): Pick<DeviceConfig, 'releaseKeyFile' | 'releaseKeyId'> {
  if (!file && !keyId) return {};
  if (!file) throw new ConfigError('--release-key-id needs --release-key, the public key file');
  if (!isFirmwareKeyId(keyId)) throw new ConfigError('--release-key needs --release-key-id: 1-32 lowercase letters, digits or -');
  return { releaseKeyFile: path.resolve(file), releaseKeyId: keyId };
}

function configDir(value: string | undefined, dataDir: string | undefined): string {
  return path.resolve(value || path.join(required(dataDir, 'data'), 'config'));
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new ConfigError(`--${name} must not be empty`);
  return value;
}

function integerIn(value: string | undefined, name: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value ?? '') || n < min || n > max) throw new ConfigError(`--${name} must be an integer ${min}-${max}`);
  return n;
}

function positive(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new ConfigError(`--${name} must be a positive number of seconds`);
  return n;
}

function nonNegative(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || value === '') throw new ConfigError(`--${name} must be 0 or more seconds`);
  return n;
}

function httpUrl(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  if (!isHttpUrl(value)) throw new ConfigError(`--${name} must be an http:// or https:// URL`);
  return value;
}

function hostNames(value: string | undefined, name: string): string[] {
  const names = (value ?? '').split(',').map((n) => n.trim().toLowerCase()).filter(Boolean);
  // RFC 1123 labels: what a Host header can name.
  const bad = names.find((n) => !/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(n));
  if (bad !== undefined) throw new ConfigError(`--${name}: ${bad} is not a host name`);
  return names;
}

function oneOf<T extends string>(value: string | undefined, name: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) throw new ConfigError(`--${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}
