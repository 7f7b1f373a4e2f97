// What the radios and wpad support over ubus, against recorded answers: HE from iwinfo's htmodes,
// SAE from `hostapd -vsae`, each call granted by the platform's ACL.
import { describe, expect, it } from 'vitest';
import { FakeUbus } from '../../../device/test-support/fake-ubus';
import { jsonFixture } from '../../../device/test-support/ubus-recordings';
import { platformAclNeeds } from './platform-acl-needs';
import { UbusPlatform } from './ubus-platform';

function router(saeExit: number) {
  const info = jsonFixture('iwinfo-info.json');
  const ubus = new FakeUbus(platformAclNeeds)
    .on('network.wireless', 'status', jsonFixture('ubus-network-wireless.json'))
    // phy0 is the fixture's 802.11n radio; phy1 an 802.11ax one.
    .on('iwinfo', 'info', ({ device }: Record<string, unknown>) => (device === 'phy0-ap0' ? info : { ...info, htmodes: ['HT20', 'HT40', 'VHT20', 'VHT40', 'VHT80', 'HE20', 'HE40', 'HE80'] }))
    .onExec('/usr/sbin/hostapd', ['-vsae'], { code: saeExit });
  return { ubus, platform: new UbusPlatform(ubus) };
}

describe('wifiSupport over ubus', () => {
  it("reports HE per radio from iwinfo's htmodes, and SAE where hostapd -vsae exits 0", async () => {
    const { ubus, platform } = router(0);
    expect(await platform.wifiSupport()).toEqual({ he: { '2g': false, '5g': true }, sae: true });
    expect(ubus.execs()).toEqual(['/usr/sbin/hostapd -vsae']);
  });

  it('reports no SAE for a wpad built without it (wpad-mini: exit 255)', async () => {
    const { platform } = router(255);
    expect((await platform.wifiSupport()).sae).toBe(false);
  });
});
