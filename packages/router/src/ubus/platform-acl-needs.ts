// What the platform of the router runtime calls over ubus (see acl-needs.ts): every object and
// method, every `file exec` command line (rpcd matches "<path> <params joined by spaces>" with
// fnmatch, flags 0: `*` spans spaces and slashes, so these are fixed lines), the argument shapes
// of the programs whose arguments vary (exec-shapes.ts) and every file read or written. Built from the
// same constants the code runs with; test-support/fake-ubus.ts refuses in tests any call not declared here.
import type { AclNeeds } from './acl-needs-shape';
import { routerPrograms as p, shapedExec } from './router-programs';
import { crontabPath } from './crontab';
import { pptpOptionsPath } from './pptp-options';
import { redirectsConfPath } from './sysctl-redirects';
import { firmwareImagePath, leaseFile, logLines, watchcatScript } from './router-paths';
import { conntrackPaths } from './router-realtime';
import { probeName, wanPingArgs } from './router-wan-detect';
import { ntpdArgs } from './router-ntp';
import { saeProbeArgs } from './router-wifi-support';
import { uqmiCellArgs, uqmiSignalArgs } from './router-radio';
import { diagnosticsExecShapes } from './router-diagnostics';
import { networkHost } from './exec-shapes';
import { mmcliExecShapes } from './mmcli-exec-shapes';
import { ddnsFilePatterns } from './router-ddns';
import { schedulePackage } from '@rc/core/schedule/reboot-schedule';
import { smsReadFile } from './router-sms';
import { packageFiles } from './router-packages';
import { backgroundMethods } from './router-background';
import { cloudMethods, cloudObject } from './ubus-cloud';
import { diskModelPattern, linkProbe, shareRoot, storageExecShapes, storageFiles } from './router-storage';

const interfaceControl = ['status', 'up', 'down'];

export const platformAclNeeds: AclNeeds = {
  ubus: {
    system: ['info', 'reboot'],
    'network.interface.wan': interfaceControl,
    'network.interface.pptp': interfaceControl,
    'network.interface.l2tp': interfaceControl,
    'network.interface.wwan': ['status'],
    'network.interface.apclient': ['status'],
    // the realtime graphs: which device each of wan, wwan and lan is (router-realtime.ts)
    'network.interface': ['dump'],
    'network.device': ['status'],
    'network.wireless': ['status'],
    iwinfo: ['devices', 'info', 'assoclist', 'scan'],
    rc: ['list'],
    // DDNS's update now (router-ddns.ts ddnsUpdateNow), Diagnostics' Stop (router-diagnostics.ts
    // stopDiagnostics), mkfs under procd (router-background.ts)
    // and the programs whose arguments vary (router-programs.ts shapedExec)
    routerd: ['ddns_update', 'diagnostics_stop', ...backgroundMethods, shapedExec[1]],
    file: ['read', 'write', 'exec', 'list'],
    // a vendor's cloud client, where its image ships one (ubus-cloud.ts)
    [cloudObject]: cloudMethods,
  },
  // read through the store the core hands the platform (readConfig): what a save writes outside UCI
  uci: { read: [schedulePackage, 'network', 'firewall', 'sims'], write: [] },
  // Fixed command lines only: a program whose arguments vary runs through routerd.uc `exec`
  // (execShapes below); rpcd-acl.test.ts fails on any wildcard exec-shapes.ts deems unsafe.
  fileExec: [
    `${p.logread.path} -l ${logLines}`,
    `${p.logread.path} -e ModemManager`,
    `${p.sysctl.path} -e -p ${redirectsConfPath}`,
    `${p.sysupgrade.path} -T ${firmwareImagePath}`,
    `${p.sysupgrade.path} ${firmwareImagePath}`,
    `${p.sysupgrade.path} -n ${firmwareImagePath}`,
    `${p.firstboot.path} -y`,
    `${p.cron.path} reload`,
    `${p.wg.path} show wg0 dump`,
    `${p.wg.path} --version`,
    ...[uqmiSignalArgs, uqmiCellArgs].map((args) => `${p.uqmi.path} ${args.join(' ')}`),
    `${p.hostapd.path} ${saeProbeArgs.join(' ')}`,
    // Disk management (router-storage.ts); its mount, umount, mkfs and the rest are execShapes
    `${p.block.path} info`,
  ],
  execShapes: [
    // the WAN checks (router-wan-detect.ts): the gateway's or a fixed address, a fixed name
    { command: p.ping.path, params: [...wanPingArgs, networkHost] },
    { command: p.nslookup.path, params: [probeName] },
    // sync_time (router-ntp.ts): ntpd takes -S <program> too, so the server is one host argument
    { command: p.ntpd.path, params: [...ntpdArgs, networkHost] },
    // the clock (get_web_msg, sync_time) and set_localtime's date -s @<epoch seconds> (core linux/date-args.ts)
    { command: p.date.path, params: ['+%s'] },
    { command: p.date.path, params: ['-s', { match: '@[0-9]{1,12}' }] },
    ...mmcliExecShapes,
    ...diagnosticsExecShapes(),
    ...storageExecShapes,
  ],
  // the 4G data device beside its control device, for watchcat up to 24.10 (watchcat-interface.ts)
  fileList: [`${shareRoot}/*`, linkProbe.dir, '/sys/class/usbmisc/*/device/net'],
  fileRead: ['/proc/stat', conntrackPaths.count, conntrackPaths.max, '/proc/net/arp', '/proc/net/route', '/proc/net/dev', leaseFile, watchcatScript, crontabPath, pptpOptionsPath, redirectsConfPath, smsReadFile, ...ddnsFilePatterns, ...Object.values(packageFiles), storageFiles.partitions, storageFiles.mounts, diskModelPattern],
  fileWrite: [crontabPath, pptpOptionsPath, redirectsConfPath, smsReadFile],
};
