// The system log the console shows (get_syslog) kept as two files (issue 12.5): the security
// events in their own bounded log, which a flood of other lines cannot push out, and the rest;
// refused logins counted per address and minute (refused-logins.ts). Read as one, newest first.
import path from 'node:path';
import { SystemLimits } from '@rc/contract/constants';
import type { Logger } from '@rc/core/log';
import { RefusedLogins } from './refused-logins';
import { SystemLog, type LogEntry, type LogType } from './system-log';

// Who signed in, and what changed the password, the firmware or the whole configuration.
const securityEvents = new Set(['login', 'passwordChanged', 'reset', 'restore', 'upgradeStarted', 'upgraded', 'logCleared']);

export class DeviceLog {
  private readonly general: SystemLog;
  private readonly security: SystemLog;
  private readonly refused: RefusedLogins;

  /** `generalDir`: where the everyday lines go, RAM on a router (the flash keeps only the security log) */
  constructor(stateDir: string, log: Logger, generalDir: string = stateDir) {
    this.general = new SystemLog({ file: path.join(generalDir, 'syslog'), log });
    this.security = new SystemLog({ file: path.join(stateDir, 'security-log'), log, maxFileBytes: SystemLimits.securityLogFileBytes });
    this.refused = new RefusedLogins(([event, content, params, time]) => this.general.add('sys', event, content, params, time));
  }

  add(type: LogType, event: string, content: string, params: Record<string, string> = {}): void {
    (securityEvents.has(event) ? this.security : this.general).add(type, event, content, params);
  }

  /** A refused login (-3 or -5): counted, written within a minute. */
  refusedLogin(ip: string): void {
    this.refused.add(ip);
  }

  /** Newest first, at most `limit`, of one type or all. */
  async read(type: LogType | 'all', limit: number = SystemLimits.syslogMaxEntries): Promise<LogEntry[]> {
    this.refused.flush();
    const [security, general] = await Promise.all([this.security.read(type, limit), this.general.read(type, limit)]);
    return [...security, ...general].sort((a, b) => b.time - a.time).slice(0, limit);
  }

  async clear(): Promise<void> {
    this.refused.flush();
    await Promise.all([this.general.clear(), this.security.clear()]);
  }

  /** Writes the refusals counted so far and resolves once every entry is on disk. */
  async settled(): Promise<void> {
    this.refused.flush();
    await Promise.all([this.general.settled(), this.security.settled()]);
  }
}
