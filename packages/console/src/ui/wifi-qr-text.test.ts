import { describe, expect, it } from 'vitest';
import { escapeWifiQr, wifiQrText } from './wifi-qr-text';

describe('wifiQrText', () => {
  it('writes the WPA form a phone camera reads', () => {
    expect(wifiQrText({ ssid: 'ZBT-1A2B', password: '12345678', encryption: 'psk2+ccmp', hidden: '0' })).toBe('WIFI:T:WPA;S:ZBT-1A2B;P:12345678;;');
    expect(wifiQrText({ ssid: 'Mixed', password: 'abcdefgh', encryption: 'psk-mixed', hidden: '0' })).toBe('WIFI:T:WPA;S:Mixed;P:abcdefgh;;');
  });

  it('leaves the password out of an open network, even when one is stored', () => {
    expect(wifiQrText({ ssid: 'Cafe', password: 'stale-key-1', encryption: 'none', hidden: '0' })).toBe('WIFI:T:nopass;S:Cafe;;');
  });

  it('marks a hidden network so that the phone probes for it', () => {
    expect(wifiQrText({ ssid: 'Quiet', password: 'abcdefgh', encryption: 'psk2+ccmp', hidden: '1' })).toBe('WIFI:T:WPA;S:Quiet;P:abcdefgh;H:true;;');
  });

  it('escapes the five special characters so a name cannot end its field early', () => {
    expect(escapeWifiQr('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(wifiQrText({ ssid: 'Bob;P:evil', password: 'p;ss:w,rd"\\', encryption: 'psk2+ccmp', hidden: '0' })).toBe(
      'WIFI:T:WPA;S:Bob\\;P\\:evil;P:p\\;ss\\:w\\,rd\\"\\\\;;',
    );
  });

  it('keeps Chinese and emoji as they are', () => {
    expect(wifiQrText({ ssid: '咖啡店 ☕', password: '', encryption: 'none', hidden: '0' })).toBe('WIFI:T:nopass;S:咖啡店 ☕;;');
  });
});
