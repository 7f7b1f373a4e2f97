// routerd.uc's programs under procd on the real stack (issue 27): background_start runs only an
// argument array of a background shape (exec-shapes.json: mkfs with a label and a /dev/sd*,
// mmcblk* or nvme* device, issue 39.5), as an instance of procd's `routerd-jobs` service (the stand-in of procd-service-stand-in.uc);
// background_status follows it to its exit code and background_forget drops it once it ended.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type OpenWrtStack } from './stack';
import { consoleBuildDir } from './tools';

const tools = inject('openwrtTools');
const password = 'router-admin-1';
// e2fsprogs' mkfs.ext4 as a stand-in that takes a while; a label FAIL makes it fail as mke2fs does (status 1)
const programs = { '/usr/sbin/mkfs.ext4': '#!/bin/sh\nsleep 2\ncase "$*" in *FAIL*) exit 1;; esac\nexit 0\n' };

interface Jobs {
  jobs: Record<string, { running: boolean; exitCode?: number; seconds: number }>;
}

describe.skipIf(!tools)('programs under procd through the routerd plugin', () => {
  let stack: OpenWrtStack;
  let session: string;
  beforeAll(async () => {
    if (!tools) return;
    stack = await startStack(tools, { rootPassword: password, consoleDir: consoleBuildDir(), programs });
    session = await stack.login(password);
  });
  afterAll(() => stack?.stop());

  const start = (name: string, line: string[]) => stack.rpc(session, 'routerd', 'background_start', { name, command: line[0], params: line.slice(1) });
  const status = async () => (await stack.rpc<Jobs>(session, 'routerd', 'background_status')).data?.jobs ?? {};
  const forget = (name: string) => stack.rpc(session, 'routerd', 'background_forget', { name });
  const ended = async (name: string) => {
    await expect.poll(async () => (await status())[name]?.running, { timeout: 10_000 }).toBe(false);
    return (await status())[name];
  };

  it('runs nothing but an argument array of its shape, and no malformed job', async () => {
    // the shapes allow mkfs.ext4 -F [-L <label>] /dev/<device> only
    expect((await start('format-sda2', ['/usr/sbin/mkfs.ext4', '-F', '-O', 'x', '/dev/sda2'])).status).toBe(6);
    expect((await start('format-sda2', ['/bin/sh', '-c', 'id'])).status).toBe(6);
    expect((await start('../x', ['/usr/sbin/mkfs.ext4', '-F', '/dev/sda2'])).status).toBe(2);
    expect((await start('format-sda2', ['usr/sbin/../../bin/sh', '-c', 'id'])).status).toBe(2);
    // a program that is not installed: NOT_FOUND, as rpcd's file exec answers it
    expect((await start('format-sda2', ['/usr/sbin/mkfs.exfat', '/dev/sda2'])).status).toBe(4);
    expect(await status()).toEqual({});
  });

  it('follows a job from running to its exit code, refusing a second start or a forget while it runs', async () => {
    expect((await start('format-sda2', ['/usr/sbin/mkfs.ext4', '-F', '-L', 'DATA', '/dev/sda2'])).status).toBe(0);
    expect((await status())['format-sda2']).toMatchObject({ running: true });
    // procd would restart a running instance whose command changed, and SIGTERM a deleted one
    expect((await start('format-sda2', ['/usr/sbin/mkfs.ext4', '-F', '/dev/sda2'])).status).toBe(8);
    expect((await forget('format-sda2')).status).toBe(8);
    expect(await ended('format-sda2')).toEqual({ running: false, exitCode: 0, seconds: expect.any(Number) });
    expect((await forget('format-sda2')).status).toBe(0);
    expect(await status()).toEqual({});
  });

  it('keeps a failed job\'s exit status until it is started again', async () => {
    expect((await start('format-sdb1', ['/usr/sbin/mkfs.ext4', '-F', '-L', 'FAIL', '/dev/sdb1'])).status).toBe(0);
    expect(await ended('format-sdb1')).toMatchObject({ running: false, exitCode: 1 });
    expect((await status())['format-sdb1']).toMatchObject({ exitCode: 1 });
    expect((await start('format-sdb1', ['/usr/sbin/mkfs.ext4', '-F', '/dev/sdb1'])).status).toBe(0);
    expect((await status())['format-sdb1']).toMatchObject({ running: true });
    expect(await ended('format-sdb1')).toMatchObject({ exitCode: 0 });
    expect((await forget('format-sdb1')).status).toBe(0);
  });
});
