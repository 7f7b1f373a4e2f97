import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UciStore } from '../../store/uci-store';
import type { DdnsLink, DdnsReply } from '@rc/core/platform/platform';
import { DdnsUpdater } from './ddns-updater';

let root: string;
let store: UciStore;
let sent: string[];
let reply: DdnsReply;
let localIp: string;
const link: DdnsLink = {
  send: async (update) => {
    sent.push(update.ip);
    return reply;
  },
  resolve: async () => '',
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ddns-'));
  await mkdir(path.join(root, 'config'));
  store = new UciStore({ configDir: path.join(root, 'config'), stateDir: path.join(root, 'state') });
  await store.recover();
  sent = [];
  reply = 'good';
  localIp = '10.1.2.3';
});

afterEach(() => rm(root, { recursive: true, force: true }));

async function configure(enabled: string, loglines = 100): Promise<void> {
  await writeFile(
    path.join(root, 'config', 'ddns'),
    `config ddns 'global'\n\toption ddns_loglines '${loglines}'\n\nconfig service 'myddns_ipv4'\n\toption enabled '${enabled}'\n\toption service_name 'dyndns.org'\n\toption domain 'home.example.org'\n\toption username 'u'\n\toption password 'p'\n\toption check_interval '10'\n\toption check_unit 'minutes'\n\toption retry_interval '30'\n\toption retry_unit 'seconds'\n`,
  );
}

const updater = () => new DdnsUpdater({ store, link, localIp: async () => localIp, clock: async () => '120000', onError: (err) => { throw err; } });

describe('DDNS updater (dynamic_dns_updater.sh on the simulated router)', () => {
  it('does nothing while the service is disabled', async () => {
    await configure('0');
    const service = updater();
    await service.tick(0);
    expect(sent).toEqual([]);
    expect(await service.log()).toEqual([]);
  });

  it('checks every check_interval and retries a failure after retry_interval', async () => {
    await configure('1');
    const service = updater();
    reply = 'badauth';
    await service.tick(0);
    await service.tick(29_000);
    expect(sent).toHaveLength(1);
    reply = 'good';
    await service.tick(30_000);
    expect(sent).toHaveLength(2);
    await service.tick(30_000 + 599_000);
    expect(sent).toHaveLength(2);
    localIp = '10.9.9.9';
    await service.tick(30_000 + 600_000);
    expect(sent).toEqual(['10.1.2.3', '10.1.2.3', '10.9.9.9']);
    expect(service.status()).toMatchObject({ registeredIp: '10.9.9.9', lastAnswer: 'good', lastUpdateAt: 630_000 });
  });

  it('keeps ddns_loglines lines of log, newest last', async () => {
    await configure('1', 100);
    const service = updater();
    for (let i = 0; i < 40; i++) await service.tick(i * 1000, true);
    const lines = await service.log();
    expect(lines).toHaveLength(100);
    expect(lines.at(-1)).toBe(' 120000       : Waiting 600 seconds (Check Interval)');
  });

  it('words a forced update of an address the provider already holds as ddns-scripts does, not "Update needed"', async () => {
    await configure('1');
    const service = new DdnsUpdater({ store, link: { ...link, resolve: async () => localIp }, localIp: async () => localIp, clock: async () => '120000', onError: (err) => { throw err; } });
    await service.tick(0, true);
    const lines = await service.log();
    expect(lines).toContain(" 120000  info : Forced Update - L: '10.1.2.3' == R: '10.1.2.3'");
    expect(lines.some((line) => line.includes('Update needed'))).toBe(false);
  });
});
