// The serving cell over ubus against a fake rpcd answering recorded mmcli / uqmi output: the exact
// argument arrays run, each granted by the ACL the platform declares (the fake refuses the rest).
import { describe, expect, it } from 'vitest';
import { FakeUbus } from '../../../device/test-support/fake-ubus';
import { fixture } from '../../../device/test-support/ubus-recordings';
import { platformAclNeeds } from './platform-acl-needs';
import { UbusPlatform } from './ubus-platform';
import { UbusCallError, UbusStatus } from './ubus';

const ok = (stdout = '') => ({ code: 0, stdout });
const mmcli = '/usr/bin/mmcli';
const notFound = new UbusCallError('file', 'exec', UbusStatus.notFound);

describe('cellRadio over ubus', () => {
  it('reads modem, signal, cell info and location together, and turns the extended signal on once (--signal-setup=60)', async () => {
    const idle = JSON.stringify({ modem: { signal: { refresh: { rate: '0' }, lte: { rsrp: '--' } } } });
    let signalReads = 0;
    const ubus = new FakeUbus(platformAclNeeds)
      .onExec(mmcli, ['-J', '-m', 'any'], ok(fixture('mmcli-modem.json')))
      .onExec(mmcli, ['-m', 'any', '--signal-setup=60'], ok('successfully setup signal quality information\n'))
      .onExec(mmcli, ['-J', '-m', 'any', '--get-cell-info'], ok(fixture('mmcli-cell-info.json')))
      .onExec(mmcli, ['-J', '-m', 'any', '--location-get'], ok(fixture('mmcli-location.json')));
    ubus.on('file', 'exec', () => (signalReads++ === 0 ? ok(idle) : ok(fixture('mmcli-signal.json'))));
    const platform = new UbusPlatform(ubus);
    expect(await platform.cellRadio()).toMatchObject({ band: 'B3', arfcn: 1650, pci: 28, cellId: 188643842, tac: 23071, rsrp: -93, sinr: 14.4 });
    await platform.cellRadio();
    expect(ubus.execs()).toEqual([
      // every reading asked at once (one batch, issue 41), then the setup and the signal again
      `${mmcli} -J -m any`,
      `${mmcli} -J -m any --signal-get`,
      `${mmcli} -J -m any --get-cell-info`,
      `${mmcli} -J -m any --location-get`,
      `${mmcli} -m any --signal-setup=60`,
      `${mmcli} -J -m any --signal-get`,
      `${mmcli} -J -m any`,
      `${mmcli} -J -m any --signal-get`,
      `${mmcli} -J -m any --get-cell-info`,
      `${mmcli} -J -m any --location-get`,
    ]);
  });

  it("asks uqmi where ModemManager is not installed, and answers no radio where neither is", async () => {
    const ubus = new FakeUbus(platformAclNeeds)
      .onExec(mmcli, ['-J', '-m', 'any'], notFound)
      .onExec('/sbin/uqmi', ['-d', '/dev/cdc-wdm0', '--get-signal-info'], ok(fixture('uqmi-signal-info.json')))
      .onExec('/sbin/uqmi', ['-d', '/dev/cdc-wdm0', '--get-cell-location-info'], ok(fixture('uqmi-cell-location-info.json')));
    const platform = new UbusPlatform(ubus);
    expect(await platform.cellRadio()).toMatchObject({ technology: 'lte', rsrp: -85, rsrq: -9, sinr: 12.4, rssi: -61, cellId: 0x0b3e7a02, pci: 28, tac: 23071, arfcn: 1650, band: 'B3' });
    // a modem without that QMI message: the signal alone
    ubus.onExec('/sbin/uqmi', ['-d', '/dev/cdc-wdm0', '--get-cell-location-info'], { code: 1, stderr: 'Not supported\n' });
    expect(await platform.cellRadio()).toMatchObject({ technology: 'lte', rsrp: -85, cellId: null, pci: null });
    ubus.onExec('/sbin/uqmi', ['-d', '/dev/cdc-wdm0', '--get-signal-info'], notFound);
    expect(await platform.cellRadio()).toBeUndefined();
  });
});
