// Issue 18: every Network tab once more, its browser tests unchanged, against a daemon on
// `--platform openwrt` in a fake root (stub reload_config, ubus, iwinfo... answering real outputs).
// Each file's tests run in their own describe with their own device and browser.
import { describe, expect, it } from 'vitest';
import { startDevice } from './support/device';

process.env.E2E_PLATFORM = 'openwrt';

describe('the daemon on the openwrt platform', () => {
  it('starts with the UCI files in the fake /etc/config and seeds reload_config', async () => {
    const device = await startDevice();
    try {
      expect(device.output()).toMatch(/listening on/);
      await expect.poll(async () => (await device.openwrt!.commands()).map((c) => c.program)).toContain('reload_config');
    } finally {
      await device.stop();
    }
  });
});

describe('Network > LAN on openwrt', async () => {
  await import('./network-lan.test');
});
describe('Network > DHCP on openwrt', async () => {
  await import('./network-dhcp.test');
});
describe('Network > WAN on openwrt', async () => {
  await import('./network-wan.test');
});
describe('Network > Router on openwrt', async () => {
  await import('./network-router.test');
});
describe('Network > NAT on openwrt', async () => {
  await import('./network-nat.test');
});
describe('Network > QoS on openwrt', async () => {
  await import('./network-qos.test');
});
describe('Network > Terminal on openwrt', async () => {
  await import('./network-terminal.test');
});
describe('Network > 3G/4G on openwrt', async () => {
  await import('./network-net-type.test');
});
describe('Network > SIMs on openwrt', async () => {
  await import('./network-sims.test');
});
