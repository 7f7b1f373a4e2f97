// The command line as the e2e harness and an administrator use it: a real process.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { generateKeyPairSync } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const mainTs = fileURLToPath(new URL('./main.ts', import.meta.url));
const children: ChildProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

function daemon(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: string[] = [];
  const listening = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const url = /^listening on (http:\/\/\S+)$/.exec(line)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`daemon exited with ${code}: ${lines.join('\n')}`)));
  });
  // Not every test waits for the URL; an exit before it must not count as an unhandled rejection.
  listening.catch(() => undefined);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, lines, listening, exited };
}

async function dataFolder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'rc-main-'));
  folders.push(dir);
  return path.join(dir, 'data');
}

describe('node main.js', () => {
  it('starts on port 0, prints the URL it listens on and the initial password once, stops on SIGTERM', async () => {
    const data = await dataFolder();
    const first = daemon(['--host', '127.0.0.1', '--port', '0', '--data', data], { DEVICE_INITIAL_PASSWORD: 'Cli-Pass-123' });
    const url = await first.listening;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.lines[0]).toBe(`initial admin password: Cli-Pass-123 (kept in ${path.join(data, 'factory', 'initial-password')})`);
    const login = await fetch(`${url}/cgi-bin/webapi?op=login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Cli-Pass-123' }),
    });
    const { code, access_token: token } = (await login.json()) as { code: string; access_token: string };
    expect(code).toBe('1');
    expect((await fetch(`${url}/cgi-bin/webapi?op=get_web_msg&access_token=${token}`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.lines.join('\n')).not.toContain(token);

    const second = daemon(['--port', '0'], { DEVICE_DATA: data });
    await second.listening;
    expect(second.lines.join('\n')).not.toContain('Cli-Pass-123');
  });

  it('says which firmware keys it trusts: the test key on the simulated router, on linux only the release key (issue 26.5)', async () => {
    const keyLine = (lines: string[]) => lines.find((line) => line.startsWith('firmware keys trusted:'));
    const simulated = daemon(['--port', '0', '--data', await dataFolder()]);
    await simulated.listening;
    expect(keyLine(simulated.lines)).toMatch(/^firmware keys trusted: rc-test-2026 \(the repository's public TEST key/);

    const folder = await dataFolder();
    await mkdir(folder, { recursive: true });
    const releaseKey = path.join(folder, 'vendor.pub.pem');
    await writeFile(releaseKey, generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }));
    const linux = daemon(['--port', '0', '--data', folder, '--platform', 'linux', '--release-key', releaseKey, '--release-key-id', 'vendor-2027']);
    await linux.listening;
    expect(keyLine(linux.lines)).toBe(`firmware keys trusted: vendor-2027 (--release-key ${releaseKey})`);
  });

  it('prints its flags and environment variables with --help', async () => {
    const help = daemon(['--help']);
    expect(await help.exited).toBe(0);
    expect(help.lines.join('\n')).toContain('DEVICE_REBOOT_SECONDS');
    expect(help.lines.join('\n')).toMatch(/--trust-test-key .* \(default: on with --platform simulated only\)/);
  });

  it('refuses a bad flag with exit code 2', async () => {
    const bad = daemon(['--platform', 'toaster']);
    expect(await bad.exited).toBe(2);
  });
});
