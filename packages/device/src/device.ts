// The daemon: data folder, config store, platform, sessions and HTTP server, wired together.
// main.ts runs it from the command line; tests run it in-process.
import type { DeviceConfig } from './config';
import { consoleLogger, type Logger } from '@rc/core/log';
import { dataPaths } from './factory/data-paths';
import { provisionFactory, restoreMissingFiles } from './factory/provision';
import { openvpnDir, openvpnPemFiles } from './store/openvpn-pem-files';
import { UciStore } from './store/uci-store';
import { AdminAccount } from './sessions/admin-account';
import type { ScryptCost } from './sessions/password-hash';
import { SessionStore } from './sessions/session-store';
import { PasswordAttempts } from './sessions/password-attempts';
import { DeviceCookies } from './sessions/device-cookies';
import { MenuConfFile } from './menu-conf-file';
import { createPlatform } from './platform/create-platform';
import type { Platform } from '@rc/core/platform/platform';
import { PowerCycle } from './power-cycle';
import { handlers, type Handlers } from './daemon-ops/handlers';
import type { DeviceServices } from '@rc/core/ops/op-context';
import { createDispatcher } from './http/dispatcher';
import { buildServer } from './http/build-server';
import type { HttpLimits } from './http/http-limits';
import { knownHostNames } from './http/host-names';
import { createSystemServices } from './system/system-services';
import { audited } from './system/syslog/op-audit';
import { BackupArchive } from '@rc/contract/backup-archive';
import { removeLeftovers } from './factory/startup-cleanup';
import { isReadOnly } from '@rc/core/lib/storage-errors';
import { followLanAddress } from './system/apply/lan-follow';

export interface StartOptions {
  log?: Logger;
  /** check every answer against its op's output schema (tests) */
  checkOutputs?: boolean;
  /** a platform driver instead of the one config.platform names (tests) */
  platformDriver?: Platform;
  /** handlers to use instead of the production ones (tests) */
  handlers?: Partial<Handlers>;
  /** shorter HTTP caps and timeouts (tests) */
  httpLimits?: Partial<HttpLimits>;
  /** TESTS ONLY: cheaper scrypt for the admin password (testOnlyWeakScryptCost); no flag sets it */
  passwordHashCost?: ScryptCost;
}

export interface RunningDevice {
  /** http://host:port, stable across reboots */
  readonly url: string;
  readonly services: DeviceServices;
  stop(): Promise<void>;
}

export async function startDevice(config: DeviceConfig, options: StartOptions = {}): Promise<RunningDevice> {
  const log = options.log ?? consoleLogger;
  const paths = dataPaths(config.dataDir, config.configDir);
  // First of all, before anything reads a config file: finish or undo a changeset a crash cut
  // short, so that every reader sees the files of one save (issue 12.14).
  // A backup must hold every configuration the device accepts (issue 12.9).
  const bounds = { fileBytes: BackupArchive.maxFileBytes, totalBytes: BackupArchive.maxTotalBytes };
  const history = { entries: config.historyEntries, bytes: config.historyBytes };
  // The platform is made after the store; a save reaches it only once the daemon serves.
  const applier: { platform?: Platform } = {};
  const apply = async (changed: string[]) => applier.platform?.applyConfig?.(changed);
  // OpenVPN's PEMs land in the same changesets as the openvpn settings (settings/openvpn-pems.ts).
  const store = new UciStore({ configDir: paths.config, stateDir: paths.state, history, bounds, apply, sideDir: openvpnDir(paths.config) });
  const readOnly = (await recoverStore(store)) || (await removeLeftovers(paths)).readOnly;
  if (readOnly) log.info(`the data folder ${paths.root} is read-only: settings are shown but cannot be saved (storage.readOnly)`);
  const factory = await provisionFactory(paths, config);
  if (factory.created) {
    // The only time a password reaches a log: the unit's label, printed once at first start.
    log.info(`initial admin password: ${factory.initialPassword} (kept in ${paths.initialPassword})`);
  }
  if (!readOnly) await restoreMissingFiles(paths);
  const account = new AdminAccount(paths.admin, options.passwordHashCost);
  await account.load(factory.initialPassword, config.resetAdminPassword);
  const platform = options.platformDriver ?? (await createPlatform(config, factory.identity, store));
  applier.platform = platform;
  const sessions = new SessionStore(config.sessionIdleSeconds * 1000);
  // The simulator's tab is served off where the platform has no simulator, so that no menu shows
  // it; its ops still reach their handlers there, which say why they refuse (-12 simulator.simulatedOnly).
  const hasSimulator = platform.simulator !== undefined;
  const platformFeatures = { tool_simulator: hasSimulator };
  const menu = new MenuConfFile(paths.menuConf, log, undefined, hasSimulator ? platformFeatures : {});

  const power: PowerCycle = new PowerCycle({
    host: config.host,
    port: config.port,
    rebootSeconds: config.rebootSeconds,
    log,
    buildServer: async () => {
      await menu.load();
      const version = system.firmwareState.get().version;
      system.syslog.add('sys', 'boot', `system started, firmware ${version}`, { version });
      return buildServer({
        dispatch,
        consoleDir: config.consoleDir,
        menuConfFile: paths.menuConf,
        log,
        knownHostName: knownHostNames(store, config.allowedHosts),
        limits: options.httpLimits,
        platformFeatures,
      });
    },
    wentDown: () => {
      sessions.clear();
      platform.rebooted();
      system.rebooted();
    },
    halt: platform.powerActions?.reboot.bind(platform.powerActions),
  });
  const passwordAttempts = new PasswordAttempts(config.lockoutSeconds);
  const deviceCookies = await DeviceCookies.load(paths.deviceCookieKey);
  const system = await createSystemServices({ config, paths, factory, store, account, deviceCookies, power, log, platform });
  const services: DeviceServices = { config, paths, factory, store, uciStore: store, platform, sessions, passwordAttempts, deviceCookies, account, menu, power, log, system, openvpnPems: openvpnPemFiles(paths.config) };
  const dispatcher = createDispatcher(services, { ...handlers, ...options.handlers }, { checkOutputs: options.checkOutputs ?? false });
  const dispatch = audited(dispatcher, system.syslog);

  if (config.followLan) await followLanAddress(store, (host) => power.moveTo(host));
  try {
    await power.start();
  } catch (err) {
    await platform.close();
    system.stop();
    throw err;
  }
  return {
    get url() {
      return power.url;
    },
    services,
    async stop() {
      await power.stop();
      system.stop();
      await platform.close();
      await system.syslog.settled();
    },
  };
}

/** True when the store's folder is read-only: a journal cannot be finished there, nor anything saved. */
async function recoverStore(store: UciStore): Promise<boolean> {
  try {
    await store.recover();
    return false;
  } catch (err) {
    if (isReadOnly(err)) return true;
    throw err;
  }
}
