// UCI options that make an OpenWrt program run another program, load a plugin or reach outside the
// storage roots (issue 26.1): a restore leaves one out (core backup/restorable-files.ts), and a
// page's save drops one it does not own. Taken from the programs that read them:
// - openvpn: net/openvpn/files/openvpn.init (24.10, start_uci_instance: up, down, route_up,
//   route_pre_down, ipchange, script_security, config) and openvpn.options (OPENVPN_PARAMS written
//   as `name value` lines of the generated config: plugin, *_verify, client_connect...);
// - ddns-scripts: net/ddns-scripts/files/usr/lib/ddns/dynamic_dns_updater.sh (update_script,
//   ip_script run) and dynamic_dns_functions.sh do_transfer, which evals a command holding
//   '$update_url' and '$user_agent' in single quotes and cacert, bind_network unquoted;
//   ddns.global ddns_rundir / ddns_logdir are created and written wherever they point;
// - ppp: openwrt package/network/services/ppp/files/ppp.sh ppp_generic_setup passes `connect`,
//   `disconnect` and the words of `pppd_options` to pppd (pppd(8): plugin, connect, init, pty...);
// - samba4: net/samba4/files/samba.init smb_add_share (path, force_root -> force user = root,
//   vfs_objects, which Samba also loads from an absolute path);
// - block-mount: openwrt package/system/fstools block.c mounts `config mount` target (/overlay is
//   extroot);
// - dropbear: package/network/services/dropbear/files/dropbear.init (ForceCommand -> -c,
//   BannerFile -> -b shown before login, keyfile / rsakeyfile chowned and chmodded 0600);
// - uhttpd: package/network/services/uhttpd/files/uhttpd.config (interpreter, lua_prefix,
//   ucode_prefix, cgi_prefix, home: what it executes and serves);
// - rpcd: package/system/rpcd/files/rpcd.config (`config login`: a password other than
//   `$p$<user>` plants a ubus login of its own; socket).
// Pure data and predicates; the device walks a parsed package with it.
import { isShareDirectory } from './ops/service/samba-fields';

/** true: any value is unsafe; a function: whether this one value is. */
type UnsafeRule = true | ((value: string) => boolean);

// The storage roots are the Samba page's: /mnt/<partition>..., without `.` or `..` segments.
const notInStorageRoot = (path: string) => !isShareDirectory(path);
const notUnder = (dir: string) => (path: string) => !path.startsWith(`${dir}/`) || path.split('/').includes('..');
/** Whether a value ddns-scripts puts in single quotes of an eval would end them or substitute a command there. */
export function breaksQuotedShellWord(value: string): boolean {
  return /['`]|\$\(/.test(value);
}

// Unquoted in an eval: anything but a plain word.
const notPlainWord = (value: string) => !/^[A-Za-z0-9._:@/+-]*$/.test(value);
const notOneOf = (...allowed: string[]) => (value: string) => !allowed.includes(value);
// config_get_bool's false words; any other value turns the option on.
const isOn = (value: string) => !['0', 'no', 'off', 'false', 'disabled', ''].includes(value);

// pppd(8) options that run a program, load a plugin or read/write a file named by the option.
const PPPD_UNSAFE_WORDS = new Set(['plugin', 'connect', 'disconnect', 'init', 'pty', 'welcome', 'socket', 'ip-up-script', 'ip-down-script', 'ipv6-up-script', 'ipv6-down-script', 'file', 'call', 'logfile', 'record']);

/** Whether pppd_options holds a word that makes pppd run or load something. */
export function hasUnsafePppdWord(options: string): boolean {
  return options.split(/\s+/).some((word) => PPPD_UNSAFE_WORDS.has(word));
}

/** pppd_options words without the unsafe ones and the argument each takes. */
export function safePppdWords(words: readonly string[]): string[] {
  return words.filter((word, index) => !PPPD_UNSAFE_WORDS.has(word) && !PPPD_UNSAFE_WORDS.has(words[index - 1] ?? ''));
}

const openvpnRuns = [
  // openvpn.init: run through openvpn-hotplug as user_up, user_down...
  'up', 'down', 'route_up', 'route_pre_down', 'ipchange',
  // openvpn.options OPENVPN_PARAMS that run a program or load a library
  'auth_user_pass_verify', 'client_connect', 'client_disconnect', 'learn_address', 'tls_verify', 'tls_crypt_v2_verify', 'plugin', 'engine',
  // the environment of every script openvpn starts: hotplug.d/openvpn/01-user runs $user_up...,
  // and an LD_PRELOAD would load a library into each
  'setenv',
];
// openvpn.options files it writes; the shipped samples keep them in /tmp (status, ifconfig_pool_persist).
const openvpnWrites = ['log', 'log_append', 'status', 'tmp_dir', 'replay_persist', 'ifconfig_pool_persist'];

type SectionRules = Record<string, UnsafeRule>;

const openvpnSection: SectionRules = {
  ...Object.fromEntries(openvpnRuns.map((name) => [name, true])),
  ...Object.fromEntries(openvpnWrites.map((name) => [name, (path: string) => notUnder('/tmp')(path) && notUnder('/var')(path)])),
  // script-security 2 or more lets openvpn run external programs (openvpn(8)).
  script_security: (value) => Number(value) !== 0 && Number(value) !== 1,
  // A whole openvpn config file read instead of the UCI section; OpenWrt keeps them in /etc/openvpn.
  config: notUnder('/etc/openvpn'),
};

// force_root makes Samba `force user = root`; a vfs module named by a path is loaded from it.
const sambaShare: SectionRules = { path: notInStorageRoot, force_root: isOn, vfs_objects: (value) => value.includes('/') };

const UNSAFE: Record<string, Record<string, SectionRules>> = {
  openvpn: { openvpn: openvpnSection },
  ddns: {
    service: {
      update_script: true,
      ip_script: true,
      update_url: breaksQuotedShellWord,
      user_agent: breaksQuotedShellWord,
      cacert: notPlainWord,
      bind_network: notPlainWord,
      dns_server: notPlainWord,
      proxy: notPlainWord,
    },
    ddns: { ddns_rundir: notUnder('/var'), ddns_logdir: notUnder('/var') },
  },
  network: {
    // After 24.10 openvpn's sections are `proto 'openvpn'` interfaces (60_openvpn_migrate.sh, proto/openvpn.uc).
    interface: { ...openvpnSection, connect: true, disconnect: true, pppd_options: hasUnsafePppdWord },
  },
  samba4: {
    sambashare: sambaShare,
    // samba-settings.ts keeps a switched-off share as this type: it comes back when switched on.
    sambashare_off: sambaShare,
  },
  fstab: {
    mount: { target: notInStorageRoot },
  },
  dropbear: {
    dropbear: {
      ForceCommand: true,
      BannerFile: notOneOf('/etc/banner'),
      keyfile: notUnder('/etc/dropbear'),
      rsakeyfile: notUnder('/etc/dropbear'),
    },
  },
  uhttpd: {
    // uhttpd.config's shipped values (LuCI adds the lua / ucode handler); any other runs or serves more.
    uhttpd: {
      interpreter: true,
      lua_prefix: notOneOf('/cgi-bin/luci=/usr/lib/lua/luci/sgi/uhttpd.lua', '/luci=/usr/lib/lua/luci/sgi/uhttpd.lua'),
      ucode_prefix: notOneOf('/cgi-bin/luci=/usr/share/ucode/luci/uhttpd.uc'),
      cgi_prefix: notOneOf('/cgi-bin'),
      home: notOneOf('/www'),
      config: notOneOf('/etc/httpd.conf'),
    },
  },
  rpcd: {
    rpcd: { socket: notOneOf('/var/run/ubus/ubus.sock', '/var/run/ubus.sock') },
    login: { password: (value) => !/^\$p\$[a-z_][a-z0-9_-]*$/.test(value) },
  },
};

// Packages whose options become lines of a generated file (openvpn's conf, smb.conf) or words of an
// eval (ddns-scripts): a newline in any value starts a line or command of its own.
const NO_NEWLINE_PACKAGES = new Set(['openvpn', 'samba4', 'ddns']);

const rules = new Map(Object.entries(UNSAFE).map(([pkg, types]) => [pkg, new Map(Object.entries(types).map(([type, options]) => [type, new Map(Object.entries(options))]))]));

/** Whether this option, with these values, makes its program run or reach what it must not. */
export function isUnsafeOption(pkg: string, sectionType: string, option: string, values: readonly string[]): boolean {
  if (NO_NEWLINE_PACKAGES.has(pkg) && values.some((value) => /[\r\n]/.test(value))) return true;
  const rule = rules.get(pkg)?.get(sectionType)?.get(option);
  // An empty value is an option not set: every program here skips it.
  return rule !== undefined && values.some((value) => value !== '' && (rule === true || rule(value)));
}

/** Whether any rule concerns this package (the others are never walked). */
export function mayHoldUnsafeOptions(pkg: string): boolean {
  return rules.has(pkg);
}
