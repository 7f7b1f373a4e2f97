// What a handler gets (DESIGN "The device daemon": store, platform, session, log) and the shape
// of a handler, derived from its op's contract so that a wrong answer fails the type check.
import type { z } from 'zod';
import type { OpDef } from '@rc/contract/op';
import type { DeviceConfig } from '../../../device/src/config';
import type { DataPaths } from '../../../device/src/factory/data-paths';
import type { FactoryData } from '../../../device/src/factory/provision';
import type { Logger } from '../log';
import type { Platform } from '../platform/platform';
import type { AdminAccount } from '../../../device/src/sessions/admin-account';
import type { PasswordAttempts } from '../../../device/src/sessions/password-attempts';
import type { DeviceCookies } from '../../../device/src/sessions/device-cookies';
import type { SessionStore } from '../../../device/src/sessions/session-store';
import type { ConfigStore } from '../uci/config-store';
import type { UciStore } from '../../../device/src/store/uci-store';
import type { MenuConfFile } from '../../../device/src/menu-conf-file';
import type { SystemServices } from '../../../device/src/system/system-services';
import type { PowerControl } from '../lib/power-control';
import type { UploadBody } from '../../../device/src/lib/upload-body';
import type { OpenvpnPems } from '../settings/openvpn-pems';

export interface DeviceServices {
  config: DeviceConfig;
  paths: DataPaths;
  factory: FactoryData;
  /** what handlers and settings code read and change the configuration through */
  store: ConfigStore;
  /**
   * The same store as the Node daemon's files, for history, backup and restore and factory reset:
   * a router offers only its history here (ubus/router-history.ts) and restores by sysupgrade.
   */
  uciStore: UciStore;
  platform: Platform;
  sessions: SessionStore;
  passwordAttempts: PasswordAttempts;
  deviceCookies: DeviceCookies;
  account: AdminAccount;
  menu: MenuConfFile;
  power: PowerControl;
  log: Logger;
  /** system log, firmware, diagnostics, reboot schedule */
  system: SystemServices;
  /** the OpenVPN client's certificate files */
  openvpnPems: OpenvpnPems;
}

/** What a download op (contract `download`) answers instead of JSON. */
export interface FileAnswer {
  /** a plain file name: letters, digits, '.', '-', '_' */
  name: string;
  data: Uint8Array;
}

export interface OpContext extends DeviceServices {
  /** the caller's live session; undefined only for public ops */
  token: string | undefined;
  clientIp: string;
  /** the device cookie the browser sent (sessions/device-cookies.ts), unchecked */
  readDeviceCookie(): string | undefined;
  /** Makes the answer set this device cookie. */
  setDeviceCookie(value: string): void;
  /** Runs once the answer has left, e.g. the reboot that follows a reboot answer. */
  afterAnswer(action: () => void): void;
  /** the file of an upload op; undefined for every other op */
  upload: UploadBody | undefined;
  /** Makes a download op's success answer this file. */
  answerFile(file: FileAnswer): void;
  /** Runs another op's handler in `ctx`, unchecked: a restore reads the archive as each page would. */
  runHandler(op: string, input: unknown, ctx: OpContext): Promise<Record<string, unknown>>;
}

export type Handler<D> =
  D extends OpDef<infer I, infer O> ? (input: z.output<I>, ctx: OpContext) => Promise<z.output<O>> : never;
