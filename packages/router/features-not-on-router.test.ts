import { describe, expect, it } from 'vitest';
import { featuresNotOnRouter, routerMenuConf } from './features-not-on-router';

describe('the router build menu', () => {
  it('leaves out the tabs whose every op the router does not offer (the simulator only), never a page that can only say so', () => {
    const off = featuresNotOnRouter();
    // every tab's ops run on the router but the simulator's (issue 42.3: a real SIM is not the console's to break)
    expect([...off]).toEqual(['tool_simulator']);
    expect(routerMenuConf().tool).toMatchObject({ tool_simulator: '0', tool_diagnose: '1' });
    // the upgrade tab: its local upgrade is on the router, the URL and online ones are not (router-ops.ts)
    for (const feature of ['net_wan', 'net_lan', 'wifi_2', 'adv_dmz', 'reboot', 'mgnt_system', 'mgnt_backup_restore', 'mgnt_sysupgrade', 'srv_samba', 'mgnt_history']) expect(off).not.toContain(feature);
  });

  it("leaves out the vendor cloud's tabs, whose files no OpenWrt program reads, though their ops work", () => {
    const conf = routerMenuConf();
    expect(conf.srv).toMatchObject({ srv_cloud_login: '0', srv_cloud_control: '0', speech: '0' });
    expect(conf.srv).toMatchObject({ srv_samba: '1', srv_client_pptp: '1' });
    for (const feature of ['srv_cloud_login', 'srv_cloud_control', 'speech']) expect(featuresNotOnRouter()).not.toContain(feature);
  });
});
