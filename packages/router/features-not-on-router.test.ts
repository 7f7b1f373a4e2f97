import { describe, expect, it } from 'vitest';
import { featuresNotOnRouter } from './features-not-on-router';

describe('the router build menu', () => {
  it('leaves out the tabs whose every op the router does not offer yet, never a page that can only say so', () => {
    const off = featuresNotOnRouter();
    for (const feature of ['speech']) expect(off).toContain(feature);
    // the upgrade tab: its local upgrade is on the router, the URL and online ones are not (router-ops.ts)
    for (const feature of ['net_wan', 'net_lan', 'wifi_2', 'adv_dmz', 'reboot', 'mgnt_system', 'mgnt_backup_restore', 'mgnt_sysupgrade', 'srv_samba', 'mgnt_history']) expect(off).not.toContain(feature);
  });
});
