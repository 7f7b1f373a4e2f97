// Which strings load when (DESIGN budgets). A locale file `<area>.json` belongs to:
// - 'login': the login page's areas, loaded at start;
// - a section ('network', 'wifi', ...) when its name starts with it ('wifi-band.json') or
//   sectionAreas names it, loaded with that section;
// - 'widgets' when sectionAreas says so: shared widgets that only section pages show (the
//   client picker), loaded with every section but not with the home page;
// - 'shell' otherwise (menus, footer, home, shared widgets), loaded at sign-in.
export const loginAreas = ['common', 'login', 'result'];
export const sectionGroups = ['network', 'wifi', 'advanced', 'service', 'system', 'utils'] as const;

export type AreaGroup = 'login' | 'shell' | 'widgets' | (typeof sectionGroups)[number];

// Areas named after what the device's messages call them ('acl.priority', not 'advanced-acl...':
// a device message key has no hyphen), loaded with the one section whose pages show them.
const sectionAreas: Readonly<Record<string, AreaGroup>> = {
  // QoS and NAT acceleration's messages (each refuses while the other is on): Network's pages only.
  qos: 'network',
  // The SMS tab's and the SIM rules' refusals (issue 31): Network's pages only.
  sms: 'network',
  failover: 'network',
  security: 'advanced',
  dmz: 'advanced',
  ddns: 'advanced',
  forwarding: 'advanced',
  netwatchdog: 'advanced',
  parental: 'advanced',
  acl: 'advanced',
  history: 'system',
  // What a saved change or a restore changes, option by option: History and Backup and restore.
  changes: 'system',
  // The confirmation dialog after a risky save loads them with it (app-layout.tsx).
  apply: 'system',
  // The first-start wizard (issue 32.2) loads System's strings with it (app/shell/first-start-gate.tsx).
  firstStart: 'system',
  // Device messages of one section's pages only: the upgrade, backup, time and log pages; Utilities.
  backup: 'system',
  firmware: 'system',
  ntp: 'system',
  syslog: 'system',
  diagnostics: 'utils',
  survey: 'utils',
  // The simulator's refusals (issue 42.3): its tab only.
  simulator: 'utils',
  vpn: 'service',
  wireguard: 'service',
  openvpn: 'service',
  cloud: 'service',
  speech: 'service',
  portal: 'service',
  dispatch: 'service',
  disk: 'service',
  samba: 'service',
  // The known-clients picker of IP and MAC fields on Network, Wi-Fi, Advanced and Service pages,
  // and the list editor of their rules and entries: no home-page widget shows them.
  clients: 'widgets',
  list: 'widgets',
  // The black list's page (Advanced) and its refusal of the own device (Network's terminals tab):
  // no home-page widget blocks a device.
  blacklist: 'widgets',
};

export function areaGroup(area: string): AreaGroup {
  if (loginAreas.includes(area)) return 'login';
  const own = sectionAreas[area];
  if (own) return own;
  const head = area.split('-')[0];
  return sectionGroups.find((group) => group === head) ?? 'shell';
}
