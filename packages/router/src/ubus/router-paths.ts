// Files and limits on the router that the platform (ubus-platform.ts) uses and the ACL
// (core-acl-needs.ts, platform-acl-needs.ts) grants: apart from both, since the platform's
// modules import the ACL's parts.
// Where the firmware image waits in RAM before sysupgrade checks and flashes it (LuCI's path; the
// firmware service names it <imageDir>/firmware.bin).
export const imageDir = '/tmp';
export const firmwareImagePath = `${imageDir}/firmware.bin`;
export const leaseFile = '/tmp/dhcp.leases';
export const watchcatScript = '/usr/bin/watchcat.sh';
// ubox logread -l: the newest lines only, so that the answer stays within rpcd's 256 KiB of output.
export const logLines = '1000';
