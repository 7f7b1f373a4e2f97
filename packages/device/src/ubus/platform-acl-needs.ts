// What the platform of the router runtime calls over ubus (see acl-needs.ts): every object and
// method, every `file exec` command line (rpcd matches "<path> <params joined by spaces>" with
// fnmatch, flags 0: `*` spans spaces and slashes) and every file read or written. Built from the
// same constants the code runs with; test-support/fake-ubus.ts refuses in tests any call not declared here.
import type { AclNeeds } from './acl-needs';
import { routerPrograms as p } from './router-programs';
import { crontabPath } from './crontab';
import { pptpOptionsPath } from './pptp-options';
import { redirectsConfPath } from './sysctl-redirects';
import { firmwareImagePath, leaseFile, logLines, watchcatScript } from './ubus-platform';
import { conntrackPaths } from './router-realtime';
import { probeName, wanPingArgs } from './router-wan-detect';
import { ntpdArgs } from './router-ntp';
import { saeProbeArgs } from './router-wifi-support';
import { cellInfoArgs, locationArgs, signalGetArgs, signalSetupArgs, uqmiCellArgs, uqmiSignalArgs } from './router-radio';
import { diagnosticsAclPatterns } from './router-diagnostics';
import { ddnsFilePatterns } from './router-ddns';
import { schedulePackage } from '../system/schedule/reboot-schedule';
import { smsReadFile } from './router-sms';
import { packageFiles } from './router-packages';
import { backgroundMethods } from './router-background';
import { cloudMethods, cloudObject } from './ubus-cloud';
import { diskModelPattern, linkProbe, mkfsArgs, shareRoot, storageFiles } from './router-storage';

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
    routerd: ['ddns_update', 'diagnostics_stop', ...backgroundMethods],
    file: ['read', 'write', 'exec', 'list'],
    // a vendor's cloud client, where its image ships one (ubus-cloud.ts)
    [cloudObject]: cloudMethods,
  },
  // read through the store the core hands the platform (readConfig): what a save writes outside UCI
  uci: { read: [schedulePackage, 'network', 'firewall', 'sims'], write: [] },
  fileExec: [
    `${p.ping.path} ${wanPingArgs.join(' ')} *`,
    `${p.nslookup.path} ${probeName}`,
    `${p.ntpd.path} ${ntpdArgs.join(' ')} *`,
    // the clock (get_web_msg, sync_time) and set_localtime's date -s @<epoch seconds> (platform/linux/date-args.ts)
    `${p.date.path} +%s`,
    `${p.date.path} -s @*`,
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
    `${p.mmcli.path} -J -m any`,
    `${p.mmcli.path} -J -i any`,
    `${p.mmcli.path} -J -i /org/freedesktop/ModemManager1/SIM/*`,
    `${p.mmcli.path} -m any --set-primary-sim-slot=1`,
    `${p.mmcli.path} -m any --set-primary-sim-slot=2`,
    // SMS and USSD (router-sms.ts): the text is one argument, checked by the contract first.
    `${p.mmcli.path} -J -m any --messaging-list-sms`,
    `${p.mmcli.path} -J -s /org/freedesktop/ModemManager1/SMS/*`,
    `${p.mmcli.path} -s /org/freedesktop/ModemManager1/SMS/* --send`,
    `${p.mmcli.path} -m any --messaging-create-sms=number=*`,
    `${p.mmcli.path} -m any --messaging-delete-sms=/org/freedesktop/ModemManager1/SMS/*`,
    `${p.mmcli.path} -m any --3gpp-ussd-initiate=*`,
    ...[signalGetArgs, signalSetupArgs, cellInfoArgs, locationArgs].map((args) => `${p.mmcli.path} ${args.join(' ')}`),
    ...[uqmiSignalArgs, uqmiCellArgs].map((args) => `${p.uqmi.path} ${args.join(' ')}`),
    `${p.hostapd.path} ${saeProbeArgs.join(' ')}`,
    ...diagnosticsAclPatterns((tool) => p[tool].path),
    // Disk management and File sharing (router-storage.ts): umount only of a mount point /proc/mounts lists
    `${p.block.path} info`,
    `${p.df.path} -k ${shareRoot}/*`,
    `${p.umount.path} /*`,
    `${p.readlink.path} -f ${shareRoot}/*`,
    `${p.mkdir.path} -p ${shareRoot}/*`,
    `${p.mount.path} -t * /dev/* ${shareRoot}/*`,
    // each mkfs with and without a label (the device is always last): routerd.uc background_start runs
    // it under procd only when rpcd says the session may `file exec` that line
    ...Object.values(mkfsArgs).flatMap(({ program, args }) => [args('*', '/dev/*'), args('', '/dev/*')].map((a) => `${p[program].path} ${a.join(' ')}`)),
  ],
  fileList: [`${shareRoot}/*`, linkProbe.dir],
  fileRead: ['/proc/stat', conntrackPaths.count, conntrackPaths.max, '/proc/net/arp', '/proc/net/route', '/proc/net/dev', leaseFile, watchcatScript, crontabPath, pptpOptionsPath, redirectsConfPath, smsReadFile, ...ddnsFilePatterns, ...Object.values(packageFiles), storageFiles.partitions, storageFiles.mounts, diskModelPattern],
  fileWrite: [crontabPath, pptpOptionsPath, redirectsConfPath, smsReadFile],
};
