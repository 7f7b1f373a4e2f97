// OpenWrt's real management stack for tests: ubusd, rpcd (with the package's ACL and plugin)
// and uhttpd (/ubus JSON-RPC and the console at /routerd/) over a throw-away root, in a private
// mount namespace (stack-inside.sh). Browser tests use it too: open `${stack.url}/routerd/`.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { installPackageFiles } from '../packaging/openwrt/install-files';
import { aclNeeds, mergeAclNeeds } from '../packages/router/src/ubus/acl-needs';
import type { AclNeeds } from '../packages/router/src/ubus/acl-needs-shape';
import { rpcdAclFile } from '../packages/router/src/ubus/rpcd-acl';
import { repoRoot, stackRootsDir, stockRpcdConfig, type OpenWrtTools, type OptionalProgram } from './tools';

/** rpcd's session id of a caller that has not signed in (rpcd session.c, RPC_DEFAULT_SESSION_ID) */
export const anonymousSession = '00000000000000000000000000000000';

/** A ubus answer: status 0 with data, another ubus status, or a JSON-RPC error code (negative). */
export interface RpcAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T;
}

export interface StackOptions {
  /** root's password (in ROOT/etc/shadow; /etc/config/rpcd says `$p$root` as on a router) */
  rootPassword: string;
  /** files of /etc/config by name */
  configs?: Record<string, string>;
  /** needs granted beside the package's own ACL (a test's packages), merged before generating */
  extraAcl?: AclNeeds;
  /** console build to install at /www/routerd (default: packages/router/dist/www/routerd) */
  consoleDir?: string;
  /** further files by path under ROOT (stand-ins for daemons the stack does not run), executable */
  extraFiles?: Record<string, string>;
  /**
   * Stand-ins for OpenWrt programs this machine lacks (sysupgrade, smbpasswd...): absolute path ->
   * script. They exist only in the stack's mount namespace (overlays over their folders, with the
   * machine's own files below), never on the machine.
   */
  programs?: Record<string, string>;
  /**
   * USB partitions as the kernel would list them: mount point under /mnt -> device (/dev/sda1).
   * Inside the namespace /mnt is a tmpfs of its own and each mount point a tmpfs whose source is
   * that device, so /proc/mounts, df and umount see a mounted partition; extraFiles under the
   * mount point (mnt/sda1/music/...) are copied onto it.
   */
  disks?: Record<string, string>;
  /**
   * Real block devices, for a real mount and mkfs (root only: loop devices): device name the
   * router would give (/dev/sda2) -> an image file. Each is attached to a loop device, which
   * exists inside the namespace under that name; `block info` remains a stand-in's.
   */
  blockDevices?: Record<string, string>;
  /** test-only rpcd ucode plugins by file name (a stand-in for procd's `system` object: the stack runs no procd) */
  ucodePlugins?: Record<string, string>;
  /**
   * ucode scripts by file name that stack-inside.sh runs beside rpcd, each its own process on the
   * stack's bus: stand-ins for a vendor's daemons that publish a ubus object (the cloud client's `cloud`)
   */
  ubusStandIns?: Record<string, string>;
  /**
   * OpenWrt's programs to run in place of their stand-ins, where the tools folder has them
   * (OpenWrtTools.optional; the others keep their stand-ins): procd's `service` object (procd on a
   * bus of its own, procd-service-bridge.uc), netifd in a network namespace of its own
   * (netifd-inside.sh), logd with logread, fstools' `block info`. OpenWrtStack.real says which ran.
   */
  real?: OptionalProgram[];
}

export interface OpenWrtStack {
  /** the test root: ROOT/etc/config is the stack's /etc/config */
  root: string;
  /** http://127.0.0.1:PORT (uhttpd) */
  url: string;
  /** the namespace's shell, parent of ubusd, rpcd and uhttpd (the bench limits their CPU) */
  pid: number;
  /** the OpenWrt programs running in place of their stand-ins */
  real: OptionalProgram[];
  rpc<T = Record<string, unknown>>(session: string, object: string, method: string, args?: Record<string, unknown>): Promise<RpcAnswer<T>>;
  /** `routerd login` as root; the session id, or throws with the answer */
  login(password: string): Promise<string>;
  readConfig(name: string): string;
  /** what OpenWrt's own `uci -c ROOT/etc/config show NAME` makes of the file */
  uciShow(name: string): string;
  stop(): Promise<void>;
}

function cryptHash(password: string): string {
  return execFileSync('openssl', ['passwd', '-6', '-stdin'], { input: `${password}\n`, encoding: 'utf8' }).trim();
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** What the programs of `real` need in the root: their wrappers over the stand-ins' paths. */
function realProgramFiles(prefix: string, real: OptionalProgram[]): Record<string, string> {
  const run = (program: string) => `LD_LIBRARY_PATH='${prefix}/lib' exec '${prefix}/sbin/${program}' "$@"`;
  const programs: Record<string, string> = {};
  if (real.includes('logd')) programs['/sbin/logread'] = `#!/bin/sh\n${run('logread')}\n`;
  // `info` only: `block mount` would also switch on swap sections for the whole machine
  if (real.includes('block')) programs['/sbin/block'] = `#!/bin/sh\n[ "$1" = info ] || { echo "block $1: not run in tests" >&2; exit 1; }\n${run('block')}\n`;
  return programs;
}

function makeRoot(prefix: string, options: StackOptions, real: OptionalProgram[]): string {
  mkdirSync(stackRootsDir, { recursive: true });
  const root = mkdtempSync(join(stackRootsDir, 'root-'));
  // etc/crontabs as base-files makes it (the reboot schedule writes /etc/crontabs/root)
  for (const dir of ['etc/config', 'etc/crontabs', 'tmp', 'run', 'www']) mkdirSync(join(root, dir), { recursive: true });
  installPackageFiles(root, options.consoleDir);
  if (options.extraAcl) writeFileSync(join(root, 'usr/share/rpcd/acl.d/routerd.json'), rpcdAclFile(mergeAclNeeds([aclNeeds, options.extraAcl])));
  // rpcd's stock unauthenticated.json (the rpcd package's file, not rpcd's sources), as the tools
  // folder has it: anyone may call session access/login, as on a router
  copyFileSync(join(prefix, 'share/rpcd/acl.d/unauthenticated.json'), join(root, 'usr/share/rpcd/acl.d/unauthenticated.json'));
  // as on a router with LuCI: groups beyond the console's that root's login (`list read '*'`) is
  // granted, so that the console's session shows it holds its own group only
  const everything = { ubus: { '*': ['*'] }, uci: ['*'], file: { '/*': ['read', 'write', 'exec'] } };
  writeFileSync(join(root, 'usr/share/rpcd/acl.d/luci-stand-in.json'), `${JSON.stringify({ 'luci-stand-in': { description: 'all', read: everything, write: everything } })}\n`);
  // rpcd's own (lookUpTools skips the layer where it is absent): root signs in with /etc/shadow's password
  const rpcdConfig = stockRpcdConfig(prefix);
  if (rpcdConfig === undefined) throw new Error("rpcd's stock /etc/config/rpcd is absent (../shared/openwrt/stock/rpcd)");
  writeFileSync(join(root, 'etc/config/rpcd'), rpcdConfig);
  for (const [path, text] of Object.entries(options.extraFiles ?? {})) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text, { mode: 0o755 });
  }
  for (const [name, text] of Object.entries(options.configs ?? {})) writeFileSync(join(root, 'etc/config', name), text);
  writeFileSync(join(root, 'etc/shadow'), `root:${cryptHash(options.rootPassword)}:20000:0:99999:7:::\n`, { mode: 0o600 });
  installPrograms(root, { ...options.programs, ...realProgramFiles(prefix, real) });
  writeFileSync(join(root, '.real'), real.map((program) => `${program}\n`).join(''));
  const disks = Object.entries(options.disks ?? {}).map(([mountpoint, device]) => `${device} ${mountpoint}\n`);
  if (disks.length) writeFileSync(join(root, '.fake-disks'), disks.join(''));
  for (const [name, source] of Object.entries(options.ucodePlugins ?? {})) writeFileSync(join(root, 'usr/share/rpcd/ucode', name), source);
  if (options.ubusStandIns) mkdirSync(join(root, '.ubus-stand-ins'));
  for (const [name, source] of Object.entries(options.ubusStandIns ?? {})) writeFileSync(join(root, '.ubus-stand-ins', name), source);
  // procd's `service` object, which stack-inside.sh runs beside rpcd (a router always has procd)
  if (!real.includes('procd')) copyFileSync(join(repoRoot, 'openwrt-test/procd-service-stand-in.uc'), join(root, '.procd-service.uc'));
  return root;
}

/**
 * ROOT/.fake/<folder>/<name> for each program, the folders in ROOT/.fake-dirs for stack-inside.sh
 * (under /etc: ROOT/etc itself). A folder this machine lacks (/usr/lib/ddns) is made inside the
 * overlay of the nearest one it has.
 */
function installPrograms(root: string, programs: Record<string, string>): void {
  const folders = new Set<string>();
  for (const [path, script] of Object.entries(programs)) {
    let existing = dirname(path);
    while (!existsSync(existing)) existing = dirname(existing);
    const folder = realpathSync(existing);
    const inEtc = folder === '/etc' || folder.startsWith('/etc/');
    const target = join(root, inEtc ? '' : '.fake', folder, relative(existing, path));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, script, { mode: 0o755 });
    if (!inEtc) folders.add(folder);
  }
  if (folders.size) writeFileSync(join(root, '.fake-dirs'), [...folders].map((folder) => `${folder}\n`).join(''));
}

async function rpcAt<T>(url: string, session: string, object: string, method: string, args: Record<string, unknown> = {}): Promise<RpcAnswer<T>> {
  const response = await fetch(`${url}/ubus`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'call', params: [session, object, method, args] }),
  });
  const answer = (await response.json()) as { result?: [number, T?]; error?: { code: number } };
  if (answer.error) return { status: answer.error.code };
  const [status, data] = answer.result ?? [-1];
  return { status, data };
}

// Ready once the plugin answers: a login as no account is refused by routerd.uc itself (status 6
// with its lockout data), without asking rpcd's session or touching the lockout record.
async function waitForPlugin(url: string, daemon: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    if (daemon.exitCode !== null) throw new Error(`the stack exited with ${daemon.exitCode}`);
    const probe = await rpcAt(url, anonymousSession, 'routerd', 'login', { username: '', password: '' }).catch(() => undefined);
    if (probe?.status === 6 && probe.data) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error('routerd login did not answer on /ubus within 30 s');
}

// Ready once each object is on the bus: uhttpd answers -32000 for an object nobody registered and
// refuses the anonymous session a registered one (-32002). The real netifd registers its objects
// after rpcd's plugin answers; on a loaded machine a test's first call came before them.
async function waitForObjects(url: string, daemon: ChildProcess, objects: Array<[string, string]>): Promise<void> {
  for (const [object, method] of objects) {
    for (let tries = 0; ; tries++) {
      if (daemon.exitCode !== null) throw new Error(`the stack exited with ${daemon.exitCode}`);
      const probe = await rpcAt(url, anonymousSession, object, method).catch(() => undefined);
      if (probe && probe.status !== -32000) break;
      if (tries >= 300) throw new Error(`${object} was not on the bus within 30 s`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
}

function fakeWorkDirs(root: string): string[] {
  const list = join(root, '.fake-dirs');
  return existsSync(list) ? readFileSync(list, 'utf8').split('\n').filter(Boolean).map((folder) => join(root, '.fake-work', folder, 'work')) : [];
}

/** Attaches each image to a free loop device (losetup -f) and lists them for stack-inside.sh. */
function attachBlockDevices(root: string, devices: Record<string, string>): string[] {
  const entries = Object.entries(devices);
  if (!entries.length) return [];
  if (process.getuid?.() !== 0) throw new Error('blockDevices needs root (loop devices)');
  const attached = entries.map(([device, image]) => [device, execFileSync('losetup', ['-f', '--show', image], { encoding: 'utf8' }).trim()] as const);
  writeFileSync(join(root, '.block-devices'), attached.map(([device, loop]) => `${device} ${loop}\n`).join(''));
  return attached.map(([, loop]) => loop);
}

export async function startStack(tools: OpenWrtTools, options: StackOptions): Promise<OpenWrtStack> {
  const real = (options.real ?? []).filter((program) => tools.optional.includes(program));
  const root = makeRoot(tools.prefix, options, real);
  const loops = attachBlockDevices(root, options.blockDevices ?? {});
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const namespace = process.getuid?.() === 0 ? ['-m'] : ['-r', '-m'];
  const script = join(repoRoot, 'openwrt-test/stack-inside.sh');
  const daemon = spawn('unshare', [...namespace, '--propagation', 'private', 'sh', script, tools.prefix, root, String(port)], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  daemon.stderr?.on("data", (chunk: Buffer) => { log += chunk.toString(); if (process.env.OPENWRT_STACK_LOG) process.stderr.write(chunk); });
  const stop = async () => {
    if (daemon.exitCode === null && daemon.pid) {
      const exited = new Promise((done) => daemon.once('exit', done));
      process.kill(-daemon.pid, 'SIGTERM');
      await exited;
    }
    // the namespace and its mounts are gone: the loop devices are free to detach
    for (const loop of loops) execFileSync('losetup', ['-d', loop]);
    // overlayfs leaves its work folder mode 000, which only root could remove as it is
    for (const work of [join(root, '.etc-work/work'), join(root, '.dev-work/work'), join(root, '.netifd-lib/work/work'), ...fakeWorkDirs(root)]) if (existsSync(work)) chmodSync(work, 0o700);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitForPlugin(url, daemon);
    if (real.includes('netifd')) await waitForObjects(url, daemon, [['network.device', 'status'], ['network.interface', 'dump'], ['network.interface.wan', 'status']]);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  const rpc = <T>(session: string, object: string, method: string, args?: Record<string, unknown>) => rpcAt<T>(url, session, object, method, args);
  return {
    root,
    url,
    pid: daemon.pid!,
    real,
    rpc,
    async login(password) {
      const answer = await rpc<{ ubus_rpc_session: string }>(anonymousSession, 'routerd', 'login', { username: 'root', password });
      if (answer.status !== 0 || !answer.data) throw new Error(`routerd login answered ${JSON.stringify(answer)}`);
      return answer.data.ubus_rpc_session;
    },
    readConfig: (name) => readFileSync(join(root, 'etc/config', name), 'utf8'),
    uciShow: (name) => execFileSync(join(tools.prefix, 'bin/uci'), ['-c', join(root, 'etc/config'), 'show', name], { encoding: 'utf8', env: { ...process.env, LD_LIBRARY_PATH: join(tools.prefix, 'lib') } }),
    stop,
  };
}
