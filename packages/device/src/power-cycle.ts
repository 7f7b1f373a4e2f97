// DESIGN "reboot makes the daemon unavailable for the spec's period and come back, as the real
// device would": the HTTP server closes (connections refused, not 503), and after the reboot
// period a new one listens on the same port. Sessions live in memory and do not survive.
import { moveServer, type DeviceServer } from './http/build-server';
import type { Logger } from '@rc/core/log';
import type { PowerControl } from '@rc/core/lib/power-control';

export interface PowerCycleOptions {
  host: string;
  port: number;
  rebootSeconds: number;
  /** builds the HTTP server of one boot */
  buildServer: () => Promise<DeviceServer>;
  /** the device went dark: sessions end, the clock of the platform restarts */
  wentDown: () => void;
  /** the system's own reboot (OpenWrt), run once the server is closed; the daemon goes down with it */
  halt?: () => Promise<void>;
  log: Logger;
}

const listenRetryMs = 1000;

export class PowerCycle implements PowerControl {
  private app: DeviceServer | undefined;
  private port: number;
  private busyNow = false;
  private stopped = false;
  private pendingBoot: NodeJS.Timeout | undefined;
  private host: string;

  constructor(private readonly options: PowerCycleOptions) {
    this.port = options.port;
    this.host = options.host;
  }

  get busy(): boolean {
    return this.busyNow;
  }

  markBusy(): void {
    this.busyNow = true;
  }

  clearBusy(): void {
    this.busyNow = false;
  }

  get url(): string {
    const host = this.host.includes(':') ? `[${this.host}]` : this.host;
    return `http://${host}:${this.port}`;
  }

  /** Starts the HTTP server; with port 0 the first boot picks the port that later boots reuse. */
  async start(): Promise<void> {
    const app = await this.options.buildServer();
    try {
      await app.listen({ host: this.host, port: this.port });
    } catch (err) {
      await app.close();
      throw err;
    }
    if (this.stopped) {
      await app.close();
      return;
    }
    const address = app.server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.app = app;
    this.busyNow = false;
    this.options.log.info(`listening on ${this.url}`);
  }

  /**
   * Listens on `host` from now on (the LAN address moved, issue 15): the old address stops
   * answering, connections kept alive to it included. Back on the old one if the new one fails.
   */
  async moveTo(host: string): Promise<void> {
    if (host === this.host) return;
    const previous = this.host;
    this.host = host;
    if (!this.app || this.stopped) return;
    try {
      await moveServer(this.app, host);
    } catch (err) {
      this.options.log.error(`cannot listen on ${host}, staying on ${previous}`, err);
      this.host = previous;
      await moveServer(this.app, previous);
    }
    this.options.log.info(`listening on ${this.url}`);
  }

  async reboot(): Promise<void> {
    if (this.stopped || !this.app) return;
    this.busyNow = true;
    this.options.log.info(`rebooting: unreachable for ${this.options.rebootSeconds} s`);
    const app = this.app;
    this.app = undefined;
    await app.close();
    this.options.wentDown();
    // Should the system not go down (a refused reboot, a test's stub), the daemon still comes back.
    await this.options.halt?.().catch((err: unknown) => this.options.log.error('the system reboot failed', err instanceof Error ? err.message : err));
    this.scheduleBoot(this.options.rebootSeconds * 1000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.pendingBoot);
    const app = this.app;
    this.app = undefined;
    await app?.close();
  }

  private scheduleBoot(delayMs: number): void {
    this.pendingBoot = setTimeout(() => {
      this.pendingBoot = undefined;
      if (this.stopped) return;
      this.start().catch((err: unknown) => {
        // The port may still be held for a moment; a real device keeps trying too.
        this.options.log.error('boot failed, retrying', err);
        this.scheduleBoot(listenRetryMs);
      });
    }, delayMs);
  }
}
