// The daemon's system services (System and Utilities tabs): the system log, the firmware and its
// upgrade, the diagnostics programs and the reboot schedule. One set per daemon; they outlive reboots.
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { DeviceConfig } from '../config';
import type { DataPaths } from '../factory/data-paths';
import { deviceModels } from '../factory/device-models';
import { resetToFactory } from '../factory/factory-reset';
import { upgradeDir } from '../factory/startup-cleanup';
import { describeFirmwareKeys, loadFirmwareKeys, type FirmwareKeys } from '../factory/firmware-keys';
import type { FactoryData } from '../factory/provision';
import type { Logger } from '@rc/core/log';
import type { PowerControl } from '@rc/core/lib/power-control';
import type { AdminAccount } from '../sessions/admin-account';
import type { DeviceCookies } from '../sessions/device-cookies';
import type { UciStore } from '../store/uci-store';
import type { Platform } from '@rc/core/platform/platform';
import { localClock } from '@rc/core/schedule/reboot-scheduler';
import { systemSettings } from '@rc/core/settings/system-settings';
import { DdnsUpdater } from './ddns/ddns-updater';
import { DiagnosticsRunner } from './diagnostics/diagnostics-runner';
import { FirmwareState } from './firmware/firmware-state';
import { FirmwareUpgrade } from './firmware/firmware-upgrade';
import { RebootScheduler } from '@rc/core/schedule/reboot-scheduler';
import { NetWatchdog } from './watchdog/net-watchdog';
import { SimFailover } from './cellular/sim-failover';
import { SimUsageMeter } from './cellular/sim-usage-meter';
import { DeviceLog } from './syslog/device-log';
import { PendingApply } from './apply/pending-apply';
import { PendingRestore } from '@rc/core/backup/pending-restore';
import { loadBackupKey } from '../factory/backup-key';
import { BackupArchive } from '@rc/contract/backup-archive';

export interface SystemServices {
  syslog: DeviceLog;
  firmwareState: FirmwareState;
  upgrade: FirmwareUpgrade;
  diagnostics: DiagnosticsRunner;
  rebootScheduler: RebootScheduler;
  netWatchdog: NetWatchdog;
  /** data usage per SIM and the SIM failover (issue 31.3, 31.5) */
  simUsage: SimUsageMeter;
  simFailover: SimFailover;
  ddns: DdnsUpdater;
  /** a risky save awaiting the browser's confirmation (issue 15) */
  apply: PendingApply;
  /** a restore previewed and awaiting restore_apply (issue 26) */
  restore: PendingRestore;
  /** the unit's secret that signs its backups (factory/backup-key) */
  backupKey: Buffer;
  /** the model upgrade images and backups must name */
  firmwareModel: string;
  /** the device came back from a reboot */
  rebooted(): void;
  stop(): void;
}

export interface SystemDeps {
  config: DeviceConfig;
  paths: DataPaths;
  factory: FactoryData;
  store: UciStore;
  account: AdminAccount;
  deviceCookies: DeviceCookies;
  power: PowerControl;
  log: Logger;
  /** the uplinks the network watchdog and the DDNS updater use */
  platform: Platform;
}

// Downloads get five minutes: 64 MiB over a 2 Mbit/s 4G link takes about four.
const DOWNLOAD_TIMEOUT_MS = 300_000;

export async function createSystemServices(deps: SystemDeps): Promise<SystemServices> {
  const { config, paths, power, log } = deps;
  const firmwareModel = deviceModels[deps.factory.identity.model].firmwareModel;
  const volatileDir = deps.platform.volatileDir;
  if (volatileDir) await mkdir(volatileDir, { recursive: true, mode: 0o700 });
  const syslog = new DeviceLog(paths.state, log, volatileDir);
  const firmwareState = new FirmwareState(path.join(paths.state, 'firmware.json'));
  await firmwareState.load();

  const upgrade = new FirmwareUpgrade({
    imagePath: path.join(deps.platform.systemUpgrade?.imageDir ?? upgradeDir(paths), 'firmware.bin'),
    system: deps.platform.systemUpgrade,
    onRefused: (reason) => log.info(`firmware upgrade refused: ${reason}`),
    model: firmwareModel,
    trustedKeys: await firmwareKeys(config, paths, deps.platform, log),
    running: () => firmwareState.get(),
    allowPrivateDownloads: config.upgradePrivateHosts,
    // The simulated flash takes half the reboot period (20 s by default; tests make both short).
    flashMs: config.rebootSeconds * 500,
    downloadTimeoutMs: DOWNLOAD_TIMEOUT_MS,
    power,
    install: async (meta, keepConfig) => {
      const from = firmwareState.get().version;
      await firmwareState.set({ version: meta.version, buildDate: meta.buildDate });
      if (!keepConfig) await resetToFactory(deps);
      const kept = keepConfig ? 'kept' : 'reset to factory settings';
      syslog.add('sys', 'upgraded', `firmware upgraded from ${from} to ${meta.version}, configuration ${kept}`, { from, to: meta.version, keep: keepConfig ? '1' : '0' });
      await syslog.settled();
      await power.reboot();
    },
  });

  const rebootScheduler = new RebootScheduler({
    store: deps.store,
    isBusy: () => power.busy,
    reboot: async () => {
      syslog.add('sys', 'scheduledReboot', 'scheduled reboot');
      power.markBusy();
      await power.reboot();
    },
    onError: (err) => log.error('reboot schedule check failed', err),
  });
  if (!deps.platform.rebootsOnSchedule) rebootScheduler.start();

  const netWatchdog = new NetWatchdog({
    store: deps.store,
    watch: deps.platform.uplinkWatch,
    isBusy: () => power.busy,
    reboot: async () => {
      power.markBusy();
      await power.reboot();
    },
    report: (action, uplink) =>
      action === 'netrestart'
        ? syslog.add('net', 'watchdogRestart', `network watchdog: no answer, restarting interface ${uplink}`, { interface: uplink })
        : syslog.add('sys', 'watchdogReboot', 'network watchdog: no answer, rebooting'),
    onError: (err) => log.error('network watchdog check failed', err),
    secondMs: config.testWatchdogSecondMs,
  });
  netWatchdog.start();

  const simUsage = new SimUsageMeter(path.join(paths.state, 'sim-usage.json'));
  await simUsage.load();
  const simFailover = new SimFailover({
    store: deps.store,
    platform: deps.platform,
    meter: simUsage,
    logFile: path.join(paths.state, 'sim-switches.json'),
    report: (event, message, params) => syslog.add('net', event, message, params),
    onError: (err) => log.error('SIM failover check failed', err),
    secondMs: config.testFailoverSecondMs,
  });
  await simFailover.start();

  const ddns = new DdnsUpdater({
    store: deps.store,
    link: deps.platform.ddnsLink,
    localIp: async () => (await deps.platform.wanLink()).ipaddr,
    clock: async (at) => localClock(at, systemSettings(await deps.store.read('system')).zonename),
    onError: (err) => log.error('DDNS update failed', err),
  });
  ddns.start();

  const apply = new PendingApply({
    store: deps.store,
    stateDir: paths.state,
    windowSeconds: config.applyWindowSeconds,
    onRollback: (op) => syslog.add('sys', 'applyRollback', `settings saved by ${op} were not confirmed: the previous settings are back`, { op }),
    onError: (err) => log.error('rolling back a pending change failed', err),
  });
  await apply.recover();

  const diagnostics = new DiagnosticsRunner();
  const restore = new PendingRestore(BackupArchive.previewSeconds);
  return {
    syslog,
    firmwareState,
    upgrade,
    diagnostics,
    rebootScheduler,
    netWatchdog,
    simUsage,
    simFailover,
    ddns,
    apply,
    restore,
    backupKey: await loadBackupKey(paths.backupKey),
    firmwareModel,
    rebooted: () => {
      upgrade.rebooted();
      restore.discard();
      netWatchdog.rebooted();
      simFailover.rebooted();
      // A reboot in the window is no confirmation: the previous settings come back.
      void apply.rollback().catch((err: unknown) => log.error('rolling back a pending change failed', err));
    },
    stop: () => {
      rebootScheduler.stop();
      netWatchdog.stop();
      simFailover.stop();
      ddns.stop();
      apply.stop();
      restore.discard();
      diagnostics.stopAll();
    },
  };
}

/** The keys upgrade images must be signed with, said at start (issue 26.5). */
async function firmwareKeys(config: DeviceConfig, paths: DataPaths, platform: Platform, log: Logger): Promise<FirmwareKeys> {
  const { releaseKeyFile, releaseKeyId, trustTestKey } = config;
  const releaseKey = releaseKeyFile && releaseKeyId ? { file: releaseKeyFile, keyId: releaseKeyId } : undefined;
  const keys = await loadFirmwareKeys({ factoryFile: paths.firmwareKeys, releaseKey, trustTestKey });
  // On OpenWrt sysupgrade checks the image itself (firmware-upgrade.ts, systemUpgrade).
  log.info(platform.systemUpgrade ? 'firmware images are checked by sysupgrade' : describeFirmwareKeys(keys));
  return keys;
}
