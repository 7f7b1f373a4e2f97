// What a restore may write (issue 39.3): per UCI package, per section type, the options a page of
// this console writes (settings/ and ops/: restorable-options.test.ts reads their setOption calls
// and fails on one missing here) and the options OpenWrt's stock file of that package holds (the
// same test restores ../shared/openwrt's stock files and fails on anything not restored), each
// with the kind of value it takes. Anything else in a backup is listed as not restored: a
// deny-list of what runs programs (dhcpscript, tftp_root, confdir, a firewall include, watchcat's
// run_script...) can never be complete, this list can. A path option takes only the stock path.
// Browser-safe: the router build runs the same restore in the browser.
import { isHostname, isIpOrHostname, isMac, isNetworkHost } from '@rc/contract/datatypes';
import { isShareDirectory } from '@rc/contract/ops/service/samba-fields';

/** Whether one value (one item of a list) is of the kind the option takes. */
export type ValueKind = (value: string) => boolean;

const PRINTABLE_RE = /^[^\x00-\x1f\x7f]*$/;
/** Free text a page writes (a name, a description, a password): one line, bounded. */
const text: ValueKind = (value) => value.length <= 1024 && PRINTABLE_RE.test(value);
/** config_get_bool's words (functions.sh). */
const bool: ValueKind = (value) => /^(0|1|on|off|true|false|yes|no|enabled|disabled)$/.test(value);
const uint: ValueKind = (value) => /^\d{1,10}$/.test(value);
/** A UCI name or a Linux device name: lan, wan6, br-lan, radio0, lan1, eth0.2, @wan. */
const name: ValueKind = (value) => /^@?[A-Za-z0-9_][A-Za-z0-9_.:-]{0,63}$/.test(value);
/** Addresses, prefixes, masks, MACs and port ranges: nothing a shell or a path reads. */
const address: ValueKind = (value) => /^[0-9A-Fa-f:./!-]{0,64}$/.test(value);
/** Words a program matches against a table of its own (proto 'udp', target 'ACCEPT', htmode 'VHT80'). */
const word: ValueKind = (value) => /^[A-Za-z0-9_.+:-]{0,64}$/.test(value);
const host: ValueKind = (value) => isNetworkHost(value) || isIpOrHostname(value) || isHostname(value);
const mac: ValueKind = (value) => isMac(value);
/** uhttpd's listen_http: address:port, [v6]:port. */
const listen: ValueKind = (value) => /^[0-9A-Fa-f:.[\]]{1,64}$/.test(value);
const oneOf = (...values: string[]): ValueKind => (value) => values.includes(value);
/**
 * A file of an `openvpn` folder, by a plain name: the OpenVPN page's PEMs (settings/openvpn-pem-files.ts:
 * /etc/openvpn on a router, beside the config folder on the daemon) and the stock samples' files; read by openvpn, never run.
 */
const openvpnFile: ValueKind = (value) => /^(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/openvpn\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(value) && !value.split('/').includes('..');
/** Words separated by spaces: firewall4's `proto 'tcp udp'`. */
const words: ValueKind = (value) => value.length <= 128 && value.split(' ').every(word);
/** pptp's pppd_options: only the words the PPTP page writes (ppp-tunnel-settings.ts). */
const pppdWords: ValueKind = (value) => value.split(/\s+/).every((part) => part === '' || part === 'nomppe');

type Options = Record<string, ValueKind>;

/** firewall4's zone of a rule: a zone's name, or '*' for any. */
const zone: ValueKind = (value) => value === '*' || name(value);

const firewallMatch: Options = {
  name: text, src: zone, dest: zone, proto: words, src_ip: address, dest_ip: address, src_mac: mac, src_port: address, dest_port: address,
  src_dport: address, target: word, family: word, enabled: bool, icmp_type: (value) => /^[A-Za-z0-9/_-]{1,32}$/.test(value), limit: (value) => /^\d{1,9}\/[a-z]{1,8}$/.test(value), start_time: word, stop_time: word,
  weekdays: text, reflection: bool,
};

const openvpnOptions: Options = {
  enabled: bool, enable: bool, client: bool, dev: name, dev_type: word, proto: word, port: uint, remote: text, nobind: bool,
  ca: openvpnFile, cert: openvpnFile, key: openvpnFile, dh: openvpnFile, config: openvpnFile, username: text, password: text, server: text, keepalive: text, persist_key: bool, persist_tun: bool,
  user: oneOf('nobody'), group: oneOf('nogroup'), verb: uint, resolv_retry: word, ovpnproto: word,
  // the stock samples keep openvpn's state files in /tmp
  status: oneOf('/tmp/openvpn-status.log'), ifconfig_pool_persist: oneOf('/tmp/ipp.txt'),
};

const wireguardPeer: Options = {
  description: text, public_key: text, preshared_key: text, allowed_ips: address, route_allowed_ips: bool, endpoint_host: host,
  endpoint_port: uint, persistent_keepalive: uint,
};

const networkInterface: Options = {
  // network: OpenWrt's generated file, the WAN, LAN, 4G, guest, PPTP/L2TP, WireGuard and OpenVPN pages
  device: (value) => name(value) || /^\/dev\/(cdc-wdm|ttyUSB|ttyACM|wwan)\d{1,2}$/.test(value), proto: word, ipaddr: address, netmask: address, gateway: address, dns: address, peerdns: bool, ip6assign: uint,
  username: text, password: text, metric: uint, disabled: bool, auto: bool, mtu: uint, defaultroute: bool, server: host,
  apn: text, pincode: text, auth: word, allowedauth: word, pdptype: word, iptype: word, dialnumber: text, delegate: bool,
  pppd_options: pppdWords, addresses: address, private_key: text, listen_port: uint, ipv6: word, macaddr: mac,
  ...openvpnOptions,
};

/** package -> section type -> option -> kind. */
export const RESTORABLE: Record<string, Record<string, Options>> = {
  network: {
    interface: networkInterface,
    device: { name, type: word, ports: name, macaddr: mac, mtu: uint, bridge_empty: bool },
    globals: { ula_prefix: address, packet_steering: bool },
    route: { interface: name, target: address, netmask: address, gateway: address, metric: uint },
    switch: { name, reset: bool, enable_vlan: bool },
    switch_vlan: { device: name, vlan: uint, ports: text },
    wireguard_wg0: wireguardPeer,
  },
  wireless: {
    'wifi-device': {
      type: word, path: (value) => /^[A-Za-z0-9_.:/-]{1,128}$/.test(value) && !value.split('/').includes('..'), band: word, channel: word,
      htmode: word, cell_density: uint, disabled: bool, country: word, txpower: uint, legacy_rates: bool, frag: uint, rts: uint,
    },
    'wifi-iface': {
      device: name, network: name, mode: word, ssid: text, encryption: word, key: text, macfilter: word, maclist: mac, isolate: bool,
      ieee80211w: uint, disabled: bool, bssid: mac, hidden: bool, macaddr: mac, wmm: bool,
    },
  },
  dhcp: {
    dnsmasq: {
      // dnsmasq's shipped dhcp.conf; its files only where it keeps them
      domainneeded: bool, boguspriv: bool, filterwin2k: bool, localise_queries: bool, rebind_protection: bool, rebind_localhost: bool,
      local: oneOf('/lan/'), domain: name, expandhosts: bool, nonegcache: bool, cachesize: uint, authoritative: bool, readethers: bool,
      leasefile: oneOf('/tmp/dhcp.leases'), resolvfile: oneOf('/tmp/resolv.conf.d/resolv.conf.auto'), nonwildcard: bool, localservice: bool,
      fast_dns_retry: uint, ednspacket_max: uint, filter_aaaa: bool, filter_a: bool,
    },
    dhcp: { interface: name, start: uint, limit: uint, leasetime: word, ignore: bool, dhcpv6: word, ra: word, ra_slaac: bool, ra_flags: word },
    host: { name: text, mac, ip: address },
    odhcpd: { maindhcp: bool, leasefile: oneOf('/tmp/hosts/odhcpd'), leasetrigger: oneOf('/usr/sbin/odhcpd-update'), loglevel: uint, piofolder: oneOf('/tmp/odhcpd-piofolder') },
  },
  firewall: {
    defaults: {
      syn_flood: bool, synflood_protect: bool, input: word, output: word, forward: word, flow_offloading: bool, flow_offloading_hw: bool,
      accept_redirects: bool,
    },
    zone: { name, network: name, input: word, output: word, forward: word, masq: bool, mtu_fix: bool },
    forwarding: { src: name, dest: name },
    rule: firewallMatch,
    redirect: firewallMatch,
  },
  system: {
    system: { hostname: (value) => isHostname(value), timezone: text, zonename: text, ttylogin: bool, log_size: uint, urandom_seed: bool },
    timeserver: { enabled: bool, enable_server: bool, server: host },
  },
  sims: {
    slot: { enabled: bool, cap_action: word, cap_mb: uint, reset_day: uint },
    policy: {
      primary: word, failover: bool, failback: bool, ping_switch: bool, ping_host: host, ping_failures: uint, signal_switch: bool,
      signal_dbm: (value) => /^-?\d{1,4}$/.test(value), signal_minutes: uint, switch_delay: uint,
    },
  },
  cellular: { operator: { country: text, isp: text } },
  'nft-qos': {
    default: { limit_enable: bool, limit_type: word },
    download: { hostname: text, ipaddr: address, rate: uint, unit: word },
    upload: { hostname: text, ipaddr: address, rate: uint, unit: word },
  },
  speech: { speech: { enabled: bool, platform: word, allow_wifi: bool, allow_guest_wifi: bool, allow_devices: bool, allow_traffic: bool, allow_reboot: bool } },
  cloud: { login: { enabled: bool, server: host, account: text, remark: text }, control: { enabled: bool, remark: text } },
  samba4: {
    // samba.init writes smb.conf from these; a share's path is checked on the disk too (restorable-shares.ts)
    samba: { workgroup: text, charset: word, description: text },
    sambashare: { name: text, path: isShareDirectory, read_only: word, guest_ok: word, users: text },
    sambashare_off: { name: text, path: isShareDirectory, read_only: word, guest_ok: word, users: text },
  },
  openvpn: { openvpn: openvpnOptions },
  wifidogx: {
    wifidogx: {
      enabled: bool, auth_server_hostname: host, auth_server_port: uint, auth_server_path: text, auth_server_ssl: bool, auth_server_ssl_port: uint,
      auth_server_mode: word, check_interval: uint, client_timeout: uint, client_timeout_min: uint, trusted_domains: host, trusted_macs: mac,
    },
    gateway: { gateway_id: text, gateway_name: name, gateway_channel: text },
  },
  mwan3: {
    globals: { mmx_mask: (value) => /^0x[0-9A-Fa-f]{1,8}$/.test(value) },
    interface: { enabled: bool, track_ip: host, family: word, reliability: uint },
    member: { interface: name, metric: uint, weight: uint },
    policy: { use_member: name },
    // sticky and timeout: mwan3's stock https rule keeps a host on one uplink for a while (mwan3.sh's sticky ipset)
    rule: { src_ip: address, dest_ip: address, proto: word, dest_port: address, use_policy: name, family: word, sticky: bool, timeout: uint },
  },
  fstab: {
    // block-mount: a mount only under /mnt (never /overlay or /etc), no swap section
    global: { anon_swap: bool, anon_mount: bool, auto_swap: bool, auto_mount: bool, delay_root: uint, check_fs: bool },
    mount: { target: isShareDirectory, uuid: (value) => /^[0-9A-Fa-f-]{4,36}$/.test(value), enabled: bool },
  },
  autoreboot: { schedule: { enabled: bool, method: word, time: word, weekday: word } },
  // watchcat: only the page's two modes (restart_iface, ping_reboot); run_script and its script never
  watchcat: {
    // forcedelay: watchcat's shipped section's (seconds before a hard reboot after a soft one hangs)
    watchcat: { mode: oneOf('ping_reboot', 'restart_iface'), pinghosts: (value) => value.split(' ').every(host), pingperiod: word, period: word, interface: name, forcedelay: word },
    watchcat_off: { mode: oneOf('ping_reboot', 'restart_iface'), pinghosts: (value) => value.split(' ').every((part) => part === '' || host(part)), pingperiod: word, period: word, interface: name, forcedelay: word },
  },
  // Files the console's pages never write, restored only as OpenWrt ships them (a router's session
  // may not read them: router-restore.ts lists them as skipped there).
  dropbear: { dropbear: { enable: bool, PasswordAuth: bool, RootPasswordAuth: bool, Port: uint, Interface: name, GatewayPorts: bool } },
  uhttpd: {
    uhttpd: {
      listen_http: listen, listen_https: listen, redirect_https: bool, home: oneOf('/www'), rfc1918_filter: bool, max_requests: uint,
      max_connections: uint, cert: oneOf('/etc/uhttpd.crt'), key: oneOf('/etc/uhttpd.key'), cgi_prefix: oneOf('/cgi-bin'),
      lua_prefix: oneOf('/cgi-bin/luci=/usr/lib/lua/luci/sgi/uhttpd.lua'), ucode_prefix: oneOf('/cgi-bin/luci=/usr/share/ucode/luci/uhttpd.uc'),
      ubus_prefix: oneOf('/ubus'), script_timeout: uint, network_timeout: uint, http_keepalive: uint, tcp_keepalive: uint,
    },
    cert: { days: uint, key_type: word, bits: uint, ec_curve: word, country: word, state: text, location: text, commonname: text },
  },
  // rpcd's own login for root as shipped: another account or password would be a way in of its own
  rpcd: {
    rpcd: { socket: oneOf('/var/run/ubus/ubus.sock'), timeout: uint },
    login: { username: oneOf('root'), password: oneOf('$p$root'), read: oneOf('*'), write: oneOf('*') },
    // an empty section of its own name, as the shared stock file has it
    policy: {},
  },
  ddns: {
    ddns: { ddns_dateformat: text, ddns_loglines: uint, upd_privateip: bool },
    service: {
      enabled: bool, service_name: host, update_url: text, domain: host, lookup_host: host, username: text, password: text, remark: text,
      interface: name, ip_source: oneOf('network'), ip_network: name, use_api_check: bool, use_ipv6: bool, use_https: bool,
      check_interval: uint, check_unit: word, retry_interval: uint, retry_unit: word
    },
  },
};
