// The label facts of one unit (serial, MACs, modem IMEI and SIM ICCID, factory Wi-Fi key), drawn
// with crypto randomness at first start and then kept in <data>/factory/identity.json, as a
// factory would burn them in. Never from the simulation's seed: two units must not share a key
// (ETSI EN 303 645 5.1) nor a MAC.
import type { DeviceModel } from '../config';
import { deviceModels } from './device-models';
import { randomInt } from 'node:crypto';
import { generateInitialPassword } from './initial-password';
import type { DeviceIdentity } from '@rc/core/device-identity';

export function createIdentity(model: DeviceModel): DeviceIdentity {
  const profile = deviceModels[model];
  const base = [...profile.macPrefix, randomInt(256), randomInt(256), randomInt(253) & 0xfc];
  const mac = (offset: number) => formatMac([...base.slice(0, 5), (base[5] ?? 0) + offset]);
  return {
    model,
    serial: profile.serialPrefix + digits(10),
    lanMac: mac(0),
    wanMac: mac(1),
    radio2gMac: mac(2),
    radio5gMac: mac(3),
    imei: withLuhn('86' + digits(12)),
    iccid: withLuhn('898600' + digits(13)),
    // 12 characters of the label alphabet: about 70 bits, typed from the label like the password.
    wifiKey: generateInitialPassword(),
  };
}

/** ZBT-1A2B: the last two bytes of the LAN MAC, as printed on the label. */
export function defaultSsid(identity: DeviceIdentity): string {
  const tail = identity.lanMac.split(':').slice(4).join('');
  return `${deviceModels[identity.model].ssidPrefix}-${tail}`;
}

function formatMac(bytes: number[]): string {
  return bytes.map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
}

function digits(count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += String(randomInt(10));
  return text;
}

// IMEI and ICCID end with a Luhn check digit.
export function withLuhn(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}
