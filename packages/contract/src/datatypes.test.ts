import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  ValidationKey,
  checkDhcpRange,
  dhcpHostSchema,
  emptyOr,
  intAtLeast,
  intInRange,
  intToIpv4,
  ipOrHostnameSchema,
  ipv4CidrSchema,
  ipv4Schema,
  ipv4ToInt,
  isDhcpHost,
  isHostname,
  isIntInRange,
  isIpOrHostname,
  isIpv4,
  isIpv4Cidr,
  isMac,
  isNetmask,
  isPort,
  isPortList,
  isSsid,
  isWifiPassword,
  macSchema,
  meetsDhcpGapHint,
  netmaskSchema,
  netmaskToPrefix,
  optionalIpv4,
  parseMacLines,
  portListSchema,
  portSchema,
  prefixToNetmask,
  requiredString,
  ssidSchema,
  wifiPasswordSchema,
  hostnameSchema,
} from './datatypes';

// Characters that would change the meaning of a value on a shell line or in a config file.
const INJECTIONS = [';', '$(', '`', ' ', '|', '&', '>', '<', "'", '"', '\\', '\n', '\t', '*', '/', '#'];

const octet = fc.integer({ min: 0, max: 255 });
const prefix = fc.integer({ min: 0, max: 32 });
const port = fc.integer({ min: 1, max: 65535 });
const hostname = fc.domain().filter((name) => name.length >= 3 && name.length <= 255);
const injection = fc.constantFrom(...INJECTIONS);

/** Inserts `piece` at a generated position of `value`. */
function spliced(value: fc.Arbitrary<string>, piece: fc.Arbitrary<string>) {
  return fc
    .tuple(value, piece, fc.nat())
    .map(([text, inserted, at]) => text.slice(0, at % (text.length + 1)) + inserted + text.slice(at % (text.length + 1)));
}

function maskFromBits(bits: string): string {
  return [0, 8, 16, 24].map((start) => parseInt(bits.slice(start, start + 8), 2)).join('.');
}

const contiguousMask = prefix.map((length) => maskFromBits('1'.repeat(length).padEnd(32, '0')));
const maskWithHole = fc
  .integer({ min: 0, max: 0xffffffff })
  .map((value) => value.toString(2).padStart(32, '0'))
  .filter((bits) => bits.includes('01'))
  .map(maskFromBits);

const macGroups = (count: number) =>
  fc.array(fc.tuple(octet, fc.boolean()), { minLength: count, maxLength: count }).map((groups) =>
    groups.map(([byte, upper]) => byte.toString(16).padStart(2, '0')[upper ? 'toUpperCase' : 'toLowerCase']()).join(':'),
  );
const mac = macGroups(6);

const portRange = fc
  .tuple(port, port)
  .filter(([a, b]) => a !== b)
  .map(([a, b]) => `${Math.min(a, b)}:${Math.max(a, b)}`);
const portItem = fc.oneof(port.map(String), portRange);
const portList = fc.array(portItem, { minLength: 1, maxLength: 12 }).map((items) => items.join(','));

/** A refused value answers one issue, carrying `key`, whatever rule or type check failed. */
function expectKey(schema: z.ZodType, value: unknown, key: string) {
  const result = schema.safeParse(value);
  expect(result.success, `${JSON.stringify(value)} should be refused`).toBe(false);
  expect(result.error?.issues.map((issue) => issue.message), JSON.stringify(value)).toEqual([key]);
}

describe('isIpv4', () => {
  it('accepts the dotted quads an administrator types', () => {
    for (const ip of ['192.168.1.1', '0.0.0.0', '255.255.255.255', '10.0.0.254', '8.8.8.8']) expect(isIpv4(ip)).toBe(true);
  });

  it('refuses near misses: octet 256, three or five octets, empty octets, signs, spaces', () => {
    const bad = [
      '256.1.1.1', '1.1.1.256', '1.1.1', '1.1.1.1.1', '1..1.1', '.1.1.1.1', '1.1.1.1.', '+1.1.1.1',
      '1.1.1.+1', ' 1.1.1.1', '1.1.1.1 ', '1.1.1.1\n', '1. 1.1.1', '', '-1.1.1.1', '1.1.1.-1', 'a.b.c.d',
      '0x7f.0.0.1', '1e2.1.1.1', '١.١.١.١', '1.1.1.1/24',
    ];
    for (const ip of bad) expect(isIpv4(ip), ip).toBe(false);
  });

  it('refuses leading zeros, which inet_aton would read as octal', () => {
    for (const ip of ['010.0.0.1', '192.168.01.1', '1.1.1.00', '00.0.0.0']) expect(isIpv4(ip), ip).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 3232235777, ['1.1.1.1'], {}]) expect(isIpv4(value)).toBe(false);
  });

  it('accepts every generated address', () => {
    fc.assert(fc.property(fc.ipV4(), (ip) => isIpv4(ip)));
  });

  it('accepts an inet_aton spelling only when it is the canonical dotted decimal', () => {
    fc.assert(
      fc.property(fc.ipV4Extended(), (ip) => {
        const parts = ip.split('.');
        const canonical = parts.length === 4 && parts.every((part) => String(Number(part)) === part && Number(part) <= 255);
        return isIpv4(ip) === canonical;
      }),
    );
  });

  it('refuses an address with an octet above 255', () => {
    const high = fc.integer({ min: 256, max: 99999 });
    fc.assert(
      fc.property(fc.tuple(octet, octet, octet), high, fc.nat(3), (octets, bad, at) => {
        const parts: number[] = [...octets];
        parts.splice(at, 0, bad);
        return !isIpv4(parts.join('.'));
      }),
    );
  });

  it('refuses three or five octets', () => {
    fc.assert(fc.property(fc.array(octet, { minLength: 1, maxLength: 8 }).filter((o) => o.length !== 4), (o) => !isIpv4(o.join('.'))));
  });

  it('refuses any address with an injected character', () => {
    fc.assert(fc.property(spliced(fc.ipV4(), injection), (ip) => !isIpv4(ip)));
  });

  it('round-trips through its 32-bit number', () => {
    fc.assert(fc.property(fc.ipV4(), (ip) => intToIpv4(ipv4ToInt(ip) ?? -1) === ip));
    expect(ipv4ToInt('1.1.1')).toBeUndefined();
  });
});

describe('isIpv4Cidr', () => {
  it('accepts an address with a /0-32 prefix', () => {
    for (const value of ['192.168.1.0/24', '0.0.0.0/0', '10.1.2.3/32', '172.16.0.0/12']) expect(isIpv4Cidr(value)).toBe(true);
  });

  it('refuses a missing, empty, signed, zero-padded or oversized prefix', () => {
    for (const value of ['192.168.1.0', '192.168.1.0/', '1.1.1.1/33', '1.1.1.1/-1', '1.1.1.1/+8', '1.1.1.1/08', '1.1.1.1/24/8', '1.1.1/24', '1.1.1.1 /24']) {
      expect(isIpv4Cidr(value), value).toBe(false);
    }
  });

  it('accepts every generated address and prefix', () => {
    fc.assert(fc.property(fc.ipV4(), prefix, (ip, length) => isIpv4Cidr(`${ip}/${length}`)));
  });

  it('refuses every prefix above 32', () => {
    fc.assert(fc.property(fc.ipV4(), fc.integer({ min: 33, max: 10_000 }), (ip, length) => !isIpv4Cidr(`${ip}/${length}`)));
  });

  it('refuses any value with an injected character', () => {
    fc.assert(fc.property(spliced(fc.tuple(fc.ipV4(), prefix).map(([ip, p]) => `${ip}/${p}`), injection.filter((c) => c !== '/')), (v) => !isIpv4Cidr(v)));
  });
});

describe('isNetmask', () => {
  it('accepts contiguous masks from 0.0.0.0 to 255.255.255.255', () => {
    for (const mask of ['255.255.255.0', '255.255.0.0', '255.255.255.252', '255.255.255.255', '0.0.0.0', '128.0.0.0', '255.255.254.0']) {
      expect(isNetmask(mask), mask).toBe(true);
    }
  });

  it('refuses a mask with a hole and anything not an address', () => {
    for (const mask of ['255.0.255.0', '255.255.255.1', '0.255.255.255', '255.255.253.0', '255.255.255', '255.255.255.0.', '24', '']) {
      expect(isNetmask(mask), mask).toBe(false);
    }
  });

  it('accepts every contiguous mask and converts it to its prefix and back', () => {
    fc.assert(
      fc.property(prefix, (length) => {
        const mask = maskFromBits('1'.repeat(length).padEnd(32, '0'));
        return isNetmask(mask) && netmaskToPrefix(mask) === length && prefixToNetmask(length) === mask;
      }),
    );
  });

  it('refuses every mask with a hole', () => {
    fc.assert(fc.property(maskWithHole, (mask) => !isNetmask(mask) && netmaskToPrefix(mask) === undefined));
  });

  it('accepts only the 33 contiguous masks among all addresses', () => {
    fc.assert(fc.property(fc.ipV4(), (ip) => isNetmask(ip) === [...Array(33).keys()].map(prefixToNetmask).includes(ip)));
  });

  it('refuses a prefix outside 0-32 as a programming error', () => {
    expect(() => prefixToNetmask(33)).toThrow(RangeError);
  });
});

describe('isHostname and isIpOrHostname', () => {
  it('accepts host names the diagnostics page and DDNS use', () => {
    for (const name of ['www.baidu.com', 'openwrt.org', 'router', 'my-nas.lan', 'xn--fiqs8s.cn', 'a.b', '1and1.com', 'ABC.example']) {
      expect(isHostname(name), name).toBe(true);
      expect(isIpOrHostname(name), name).toBe(true);
    }
  });

  it('refuses names of fewer than 3 or more than 255 characters', () => {
    expect(isHostname('ab')).toBe(false);
    const label = 'a'.repeat(63);
    const long = [label, label, label, 'a'.repeat(61)].join('.');
    expect(long.length).toBe(253);
    expect(isHostname(long)).toBe(true);
    expect(isHostname(`${long}.ab`)).toBe(false);
  });

  it('refuses a leading hyphen, so that ping never reads the value as an option', () => {
    for (const name of ['-c1.example.com', '-router', '--help', 'a.-b.com', 'a-.example.com']) expect(isIpOrHostname(name), name).toBe(false);
  });

  it('refuses a trailing dot, empty labels and non-letter characters', () => {
    for (const name of ['example.com.', '.example.com', 'a..b', 'under_score.com', 'exa mple.com', '例子.cn', 'host:80']) {
      expect(isHostname(name), name).toBe(false);
    }
  });

  it('refuses a name that inet_aton would read as an address', () => {
    for (const name of ['256.1.1.1', '1.2.3.04', '123', '10.1', '1.0x7f', '0x7f000001']) expect(isIpOrHostname(name), name).toBe(false);
  });

  it('accepts every generated domain within the length rules', () => {
    fc.assert(fc.property(hostname, (name) => isHostname(name) && isIpOrHostname(name)));
  });

  it('accepts every generated address as an IP or host name', () => {
    fc.assert(fc.property(fc.ipV4(), (ip) => isIpOrHostname(ip)));
  });

  it('refuses a label of 64 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{64}$/), hostname, (label, name) => !isHostname(`${label}.${name}`) && !isHostname(`${name}.${label}x`)),
    );
  });

  it('refuses a leading hyphen or a trailing dot on any generated domain', () => {
    fc.assert(fc.property(hostname, (name) => !isIpOrHostname(`-${name}`) && !isIpOrHostname(`${name}.`)));
  });

  it('refuses any domain or address with a shell metacharacter or space in it', () => {
    fc.assert(fc.property(spliced(fc.oneof(hostname, fc.ipV4()), injection), (value) => !isIpOrHostname(value)));
  });
});

describe('isMac', () => {
  it('accepts the 00:11:22:33:44:55 form in either case', () => {
    for (const value of ['00:11:22:33:44:55', 'AA:bb:CC:dd:EE:ff', 'ff:ff:ff:ff:ff:ff']) expect(isMac(value)).toBe(true);
  });

  it('refuses other separators, groups and digits', () => {
    for (const value of ['00-11-22-33-44-55', '001122334455', '00:11:22:33:44', '00:11:22:33:44:55:66', '00:11:22:33:44:5g', '0:11:22:33:44:55', '00:11:22:33:44:55 ', '']) {
      expect(isMac(value), value).toBe(false);
    }
  });

  it('accepts every generated MAC', () => {
    fc.assert(fc.property(mac, (value) => isMac(value)));
  });

  it('refuses 5 or 7 groups and a non-hex digit', () => {
    fc.assert(fc.property(macGroups(5), macGroups(7), (five, seven) => !isMac(five) && !isMac(seven)));
    fc.assert(
      fc.property(mac, fc.nat(16), fc.constantFrom('g', 'G', 'z', ' ', '-'), (value, at, letter) => {
        const index = [0, 1, 3, 4, 6, 7, 9, 10, 12, 13, 15, 16][at % 12] ?? 0;
        return !isMac(value.slice(0, index) + letter + value.slice(index + 1));
      }),
    );
  });
});

describe('isPort and isPortList', () => {
  it('accepts 1-65535 as a number or a decimal string', () => {
    for (const value of [1, 80, 65535, '1', '8080', '65535']) expect(isPort(value), String(value)).toBe(true);
  });

  it('refuses 0, 65536, fractions, signs, leading zeros and spaces', () => {
    for (const value of [0, 65536, -1, 1.5, NaN, Infinity, '0', '65536', '080', '+80', ' 80', '80 ', '8e1', '0x50', '', '80.0', null]) {
      expect(isPort(value), String(value)).toBe(false);
    }
  });

  it('accepts every port in range, both ways', () => {
    fc.assert(fc.property(port, (value) => isPort(value) && isPort(String(value))));
  });

  it('refuses every integer outside 1-65535', () => {
    const outside = fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 65536 }));
    fc.assert(fc.property(outside, (value) => !isPort(value) && !isPort(String(value))));
  });

  it('accepts DMZ excluded ports: commas and a:b ranges', () => {
    for (const value of ['80', '80,443', '1000:2000', '21,80,8000:8080,65534:65535']) expect(isPortList(value), value).toBe(true);
  });

  it('refuses empty items, reversed or equal ranges, spaces and bad ports', () => {
    const bad = ['', ',', '80,', ',80', '80,,443', '2000:1000', '80:80', '1:2:3', ':80', '80:', '0', '65536', '1:65536', '80, 443', '80;443', '80-90'];
    for (const value of bad) expect(isPortList(value), value).toBe(false);
  });

  it('accepts every generated list of ports and ranges', () => {
    fc.assert(fc.property(portList, (value) => isPortList(value)));
  });

  it('refuses a range a:b with a >= b', () => {
    fc.assert(fc.property(port, port, portList, (a, b, rest) => !isPortList(`${rest},${Math.max(a, b)}:${Math.min(a, b)}`)));
  });

  it('refuses port 0 or 65536 and an empty item anywhere in a list', () => {
    const badItem = fc.constantFrom('0', '65536', '', '1:0', '0:80');
    fc.assert(
      fc.property(fc.array(portItem, { maxLength: 6 }), badItem, fc.nat(), (items, bad, at) => {
        items.splice(at % (items.length + 1), 0, bad);
        return !isPortList(items.join(','));
      }),
    );
  });

  it('refuses any list with an injected character', () => {
    fc.assert(fc.property(spliced(portList, injection), (value) => !isPortList(value)));
  });

  it('checks integers in any range the same way', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -2000, max: 2000 }), (a, b, n) => {
        const [min, max] = [Math.min(a, b), Math.max(a, b)];
        const inside = n >= min && n <= max;
        return isIntInRange(n, min, max) === inside && isIntInRange(String(n), min, max) === inside;
      }),
    );
  });
});

describe('parseMacLines', () => {
  it('splits a pasted list, ignores blank lines and reports bad lines by number', () => {
    const text = '00:11:22:33:44:55\r\n\n  AA:BB:CC:DD:EE:FF  \nnot-a-mac\n\n00:11:22:33:44\n';
    expect(parseMacLines(text)).toEqual({
      valid: ['00:11:22:33:44:55', 'AA:BB:CC:DD:EE:FF'],
      invalid: [
        { line: 4, value: 'not-a-mac' },
        { line: 6, value: '00:11:22:33:44' },
      ],
    });
    expect(parseMacLines('')).toEqual({ valid: [], invalid: [] });
  });

  it('keeps every valid MAC in order and names the line of every other entry', () => {
    const line = fc.oneof(
      mac.map((value) => ({ value, ok: true })),
      fc.constantFrom('', '   ').map((value) => ({ value, ok: undefined })),
      fc.stringMatching(/^[!-~]{1,20}$/).filter((v) => !isMac(v)).map((value) => ({ value, ok: false })),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const parsed = parseMacLines(lines.map((l) => l.value).join('\n'));
        const expectedInvalid = lines.flatMap((l, index) => (l.ok === false ? [{ line: index + 1, value: l.value }] : []));
        expect(parsed.valid).toEqual(lines.filter((l) => l.ok).map((l) => l.value));
        expect(parsed.invalid).toEqual(expectedInvalid);
      }),
    );
  });
});

describe('DHCP range', () => {
  it('accepts the defaults and answers -4 or -6 as the spec says', () => {
    const refused = (code: string, field: string, key: string) => ({ code, errors: [{ field, key }] });
    expect(checkDhcpRange(100, 250)).toBeUndefined();
    expect(checkDhcpRange(0, 250)).toEqual(refused('-4', 'start', ValidationKey.dhcpOutOfRange));
    expect(checkDhcpRange(100, 255)).toEqual(refused('-4', 'end', ValidationKey.dhcpOutOfRange));
    expect(checkDhcpRange(100.5, 200)).toEqual(refused('-4', 'start', ValidationKey.dhcpOutOfRange));
    expect(checkDhcpRange(200, 100)).toEqual(refused('-6', 'end', ValidationKey.dhcpEndNotAfterStart));
    expect(checkDhcpRange(100, 100)).toEqual(refused('-6', 'end', ValidationKey.dhcpEndNotAfterStart));
  });

  it('passes exactly the ranges with start and end in 1-254 and end after start', () => {
    const host = fc.integer({ min: -10, max: 300 });
    fc.assert(
      fc.property(host, host, (start, end) => {
        const inRange = isDhcpHost(start) && isDhcpHost(end);
        const verdict = checkDhcpRange(start, end);
        if (!inRange) return verdict?.code === '-4';
        return end > start ? verdict === undefined : verdict?.code === '-6';
      }),
    );
  });

  it('recommends an end more than 10 above the start', () => {
    expect(meetsDhcpGapHint(100, 111)).toBe(true);
    expect(meetsDhcpGapHint(100, 110)).toBe(false);
  });
});

describe('Wi-Fi', () => {
  it('takes an SSID of 1-32 bytes without control characters', () => {
    expect(isSsid('OpenWrt')).toBe(true);
    expect(isSsid('my wifi 5G')).toBe(true);
    expect(isSsid('路由器'.repeat(3))).toBe(true);
    expect(isSsid('a'.repeat(32))).toBe(true);
    expect(isSsid('a'.repeat(33))).toBe(false);
    expect(isSsid('路由器'.repeat(4))).toBe(false);
    expect(isSsid('')).toBe(false);
    expect(isSsid('evil\nssid=x')).toBe(false);
  });

  it('takes a WPA passphrase of 8-63 printable characters or a 64-digit hex key', () => {
    expect(isWifiPassword('12345678')).toBe(true);
    expect(isWifiPassword('pass word!')).toBe(true);
    expect(isWifiPassword('a'.repeat(63))).toBe(true);
    expect(isWifiPassword('ab'.repeat(32))).toBe(true);
    expect(isWifiPassword('1234567')).toBe(false);
    expect(isWifiPassword('a'.repeat(64))).toBe(true);
    expect(isWifiPassword('g'.repeat(64))).toBe(false);
    expect(isWifiPassword('密码密码密码密码')).toBe(false);
    expect(isWifiPassword('12345678\n')).toBe(false);
  });

  it('accepts every printable passphrase of 8-63 characters', () => {
    fc.assert(fc.property(fc.stringMatching(/^[ -~]{8,63}$/), (value) => isWifiPassword(value)));
    fc.assert(fc.property(fc.stringMatching(/^[ -~]{0,7}$/), (value) => !isWifiPassword(value)));
  });
});

describe('zod builders answer i18n keys', () => {
  it('gives each rule its own key, for a wrong value and a wrong type alike', () => {
    const cases: [z.ZodType, unknown[], string][] = [
      [ipv4Schema(), ['256.1.1.1', '', 42, null], 'validation.ipv4'],
      [ipv4CidrSchema(), ['1.1.1.1/33', '1.1.1.1', 42], 'validation.ipv4Cidr'],
      [netmaskSchema(), ['255.0.255.0', 24, undefined], 'validation.netmask'],
      [hostnameSchema(), ['-x.com', 'ab', 'a'.repeat(256), 7], 'validation.hostname'],
      [ipOrHostnameSchema(), ['1.1.1.1;reboot', '$(reboot)', '`id`', 'a b', '', false], 'validation.ipOrHostname'],
      [macSchema(), ['00:11:22:33:44', '00:11:22:33:44:5g', 1], 'validation.mac'],
      [portSchema(), [0, 65536, '0', '65536', '80 ', 1.5, 'http', null, true], 'validation.port'],
      [portListSchema(), ['', '90:80', '80,,81', 80], 'validation.portList'],
      [ssidSchema(), ['', 'a'.repeat(33), 3], 'validation.ssid'],
      [wifiPasswordSchema(), ['short', 'a'.repeat(65), 12345678], 'validation.wifiPassword'],
      [wifiPasswordSchema(), ['éééééééé', '密码密码密码密码', '12345678\n'], 'validation.wifiPasswordAscii'],
      [wifiPasswordSchema(), ['g'.repeat(64), `${'a'.repeat(63)}é`], 'validation.wifiPskHex'],
      [dhcpHostSchema(), [0, 255, '255'], 'validation.dhcpOutOfRange'],
      [optionalIpv4(), ['1.1.1', ' ', null], 'validation.ipv4'],
    ];
    for (const [schema, values, key] of cases) for (const value of values) expectKey(schema, value, key);
  });

  it('uses the key a page passes instead of the default', () => {
    expectKey(ipv4Schema('lan.ipaddrInvalid'), '1.1.1', 'lan.ipaddrInvalid');
    expectKey(intInRange(0, 999, 'acl.priorityRange'), 1000, 'acl.priorityRange');
    expectKey(intAtLeast(600, 'ddns.intervalMin'), '599', 'ddns.intervalMin');
  });

  it('answers the number for a port given as a number or a string', () => {
    expect(portSchema().parse('8080')).toBe(8080);
    expect(portSchema().parse(443)).toBe(443);
    expect(intAtLeast(600, 'k').parse('86400')).toBe(86400);
  });

  it('accepts every valid generated value through its schema', () => {
    fc.assert(fc.property(fc.ipV4(), (ip) => ipv4Schema().safeParse(ip).success && optionalIpv4().safeParse(ip).success));
    fc.assert(fc.property(contiguousMask, (mask) => netmaskSchema().safeParse(mask).success));
    fc.assert(fc.property(hostname, (name) => ipOrHostnameSchema().safeParse(name).success && hostnameSchema().safeParse(name).success));
    fc.assert(fc.property(mac, (value) => macSchema().safeParse(value).success));
    fc.assert(fc.property(port, (value) => portSchema().parse(String(value)) === value));
    fc.assert(fc.property(portList, (value) => portListSchema().safeParse(value).success));
  });

  it('lets an optional field be empty', () => {
    expect(optionalIpv4().parse('')).toBe('');
    expect(emptyOr(macSchema(), ValidationKey.mac).parse('')).toBe('');
  });

  it('requires text and refuses control characters in it', () => {
    expectKey(requiredString('ddns.usernameRequired'), '', 'ddns.usernameRequired');
    expectKey(requiredString(), 'user\nname', ValidationKey.text);
    expectKey(requiredString(ValidationKey.required, 4), 'toolong', ValidationKey.text);
    expect(requiredString().parse('admin')).toBe('admin');
  });
});
