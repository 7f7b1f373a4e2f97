// The files the router's SIM watch service (packaging/openwrt/files/usr/share/routerd/simwatch.uc)
// keeps for the console, and the console's grant to read them. Browser-safe and light: the
// router's dispatcher bundle loads it (simwatch-rules.ts, with the contract's checks, does not).
import type { AclNeeds } from './acl-needs-shape';

/** Where the service keeps its files on the router; the console reads the /tmp ones (rpcd `file read`). */
export const simWatchFiles = {
  /** tmpfs (RAM): this month's counts per slot, rewritten each step */
  usage: '/tmp/routerd-simwatch/usage.json',
  /** tmpfs: the last switches, oldest first */
  switches: '/tmp/routerd-simwatch/switches.json',
  /** tmpfs: the radio's last 24 h, one sample a minute ({version: 1, samples}, as the daemon's copy) */
  radioHistory: '/tmp/routerd-simwatch/radio-history.json',
} as const;

/** The console reads the service's files (router-sim-watch.ts, router-radio-history.ts); merged into the ACL in acl-needs.ts. */
export const simWatchAclNeeds: AclNeeds = {
  ubus: {},
  uci: { read: [], write: [] },
  fileExec: [],
  fileRead: [simWatchFiles.usage, simWatchFiles.switches, simWatchFiles.radioHistory],
  fileWrite: [],
};
