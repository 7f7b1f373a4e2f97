// iwinfo's command-line output (iwinfo_cli.c; fixtures/ has samples with their source).
import type { ScanResult } from '../platform';

const MAC = /^([0-9A-F]{2}(?::[0-9A-F]{2}){5})\b/i;

/** `iwinfo <dev> scan`: one cell per network; a hidden network's ESSID is `unknown`. */
export function parseIwinfoScan(text: string): ScanResult[] {
  const results: ScanResult[] = [];
  let cell: ScanResult | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const address = /^Cell \d+ - Address: (\S+)/.exec(line);
    if (address?.[1]) {
      cell = { ssid: '', bssid: address[1].toUpperCase(), channel: 0, signalDbm: 0, encryption: 'none' };
      results.push(cell);
      continue;
    }
    if (!cell) continue;
    if (line.startsWith('ESSID: ')) cell.ssid = essid(line.slice('ESSID: '.length));
    const channel = /\bChannel: (\d+)/.exec(line);
    if (line.startsWith('Mode: ') && channel?.[1]) cell.channel = Number(channel[1]);
    const signal = /^Signal: (-?\d+) dBm/.exec(line);
    if (signal?.[1]) cell.signalDbm = Number(signal[1]);
    if (line.startsWith('Encryption: ')) cell.encryption = uciEncryption(line.slice('Encryption: '.length));
  }
  return results;
}

function essid(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : '';
}

/**
 * iwinfo's words for a network's security (format_encryption) as the wireless.encryption value
 * that joins it: "WPA2 PSK (CCMP)" is psk2+ccmp, "mixed WPA2/WPA3 PSK/SAE" is sae-mixed.
 */
export function uciEncryption(words: string): string {
  if (words === 'none' || words === 'unknown') return 'none';
  if (words.startsWith('WEP')) return 'wep';
  const [versions = '', suites = ''] = words.replace(/^mixed /, '').split(' ');
  const has = (v: string) => versions.split('/').includes(v);
  if (suites.includes('SAE')) return suites.includes('PSK') ? 'sae-mixed' : 'sae';
  if (suites.includes('OWE')) return 'owe';
  const enterprise = suites.includes('802.1X');
  if (has('WPA') && has('WPA2')) return enterprise ? 'wpa-mixed' : 'psk-mixed';
  if (has('WPA2') || has('WPA3')) return enterprise ? 'wpa2' : words.includes('TKIP') ? 'psk2' : 'psk2+ccmp';
  return enterprise ? 'wpa' : 'psk';
}

export interface IwinfoInfo {
  channel: number;
  txPowerDbm: number;
  /** the access point a station is associated with; '' when none (iwinfo prints 00:00:00:00:00:00) */
  accessPoint: string;
  signalDbm: number;
}

/** `iwinfo <dev> info`: the channel and transmit power the radio really uses, a station's AP and signal. */
export function parseIwinfoInfo(text: string): IwinfoInfo {
  const channel = /\bChannel: (\d+)/.exec(text)?.[1];
  const txPower = /\bTx-Power: (-?\d+) dBm/.exec(text)?.[1];
  const accessPoint = /\bAccess Point: ([0-9A-F:]{17})/i.exec(text)?.[1]?.toUpperCase() ?? '';
  const signal = /\bSignal: (-?\d+) dBm/.exec(text)?.[1];
  return {
    channel: Number(channel ?? 0),
    txPowerDbm: Number(txPower ?? 0),
    accessPoint: accessPoint === '00:00:00:00:00:00' ? '' : accessPoint,
    signalDbm: Number(signal ?? 0),
  };
}

/** `iwinfo <dev> assoclist`: the stations' MAC addresses, upper case. */
export function parseIwinfoAssoclist(text: string): string[] {
  return text
    .split('\n')
    .map((line) => MAC.exec(line)?.[1]?.toUpperCase())
    .filter((mac): mac is string => mac !== undefined);
}
