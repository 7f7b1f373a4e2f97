import { isIP } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockTimeSchema, isClockTime, isHttpUrl, isIpv6, isNetworkHost, networkHostSchema, weekdaysSchema } from './datatypes';

// Without the type guard: a string the rule refuses is still a string.
const acceptsIpv6 = (value: string): boolean => isIpv6(value);

describe('isIpv6', () => {
  it('accepts every address fast-check generates in RFC 4291 text form', () => {
    fc.assert(fc.property(fc.ipV6(), (address) => isIpv6(address)), { numRuns: 3000 });
  });

  it('agrees with the Node resolver on strings made of address characters', () => {
    const text = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF:.%'), maxLength: 46 });
    fc.assert(
      fc.property(text, (value) => {
        // Node also accepts a zone index ('%eth0') and a leading-zero IPv4 tail; we refuse both on purpose.
        if (acceptsIpv6(value)) expect(isIP(value)).toBe(6);
        else if (isIP(value) === 6) expect(value.includes('%') || /(^|[:.])0\d/.test(value)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('reads the usual forms and refuses the broken ones', () => {
    for (const good of ['::', '::1', 'fe80::1', '2001:db8::8a2e:370:7334', '::ffff:192.0.2.1', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7::', '1::8']) {
      expect(isIpv6(good), good).toBe(true);
    }
    for (const bad of ['', ':', ':::', '1:2:3:4:5:6:7:8:9', '1::2::3', '12345::', 'fe80::1%eth0', '::1/128', 'g::1', '1.2.3.4', '::1.2.3', ' ::1', '::ffff:01.2.3.4']) {
      expect(isIpv6(bad), bad).toBe(false);
    }
  });
});

describe('isNetworkHost (diagnostics and NTP servers)', () => {
  it('accepts IPv4, IPv6 and host names', () => {
    for (const host of ['127.0.0.1', '::1', '2001:db8::1', 'localhost', 'openwrt.org', 'pool.ntp.org']) expect(isNetworkHost(host), host).toBe(true);
  });

  it('refuses shell syntax, options, spaces and names over 255 characters', () => {
    for (const host of ['127.0.0.1;touch /tmp/x', '$(id)', '`id`', '-f', '--help', 'a'.repeat(300), '127.0.0.1 ', 'a|b.com', 'fe80::1%$(id)']) {
      expect(isNetworkHost(host), host).toBe(false);
      expect(networkHostSchema().safeParse(host).success).toBe(false);
    }
  });

  it('never accepts a value that could be read as an option or hold a shell character', () => {
    const text = fc.string({ unit: fc.constantFrom(...'a1f.-:;$`|&()<> \n%/\\\'"'), maxLength: 24 });
    fc.assert(fc.property(text, (value) => !isNetworkHost(value) || /^[A-Za-z0-9:][A-Za-z0-9.:-]*$/.test(value)), { numRuns: 3000 });
  });

  it('answers the empty value with its own key', () => {
    const result = networkHostSchema('validation.networkHost', 'diagnostics.hostRequired').safeParse('');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['diagnostics.hostRequired']);
  });
});

describe('isHttpUrl', () => {
  it('accepts http and https URLs with a host', () => {
    for (const url of ['http://127.0.0.1:8080/fw.bin', 'https://firmware.example.com/zbt/V1.0.4.bin', 'http://[::1]/a?b=c']) expect(isHttpUrl(url), url).toBe(true);
  });

  it('refuses other schemes, credentials, spaces and control characters', () => {
    for (const url of ['ftp://h/fw.bin', 'file:///etc/passwd', 'javascript:alert(1)', 'http://user:pw@h/fw', 'http:// h/fw', 'http://h/f w', 'http://h/\n', 'h/fw.bin', '', 'http://h\\@evil/']) {
      expect(isHttpUrl(url), url).toBe(false);
    }
  });
});

describe('clock time and weekdays', () => {
  it('takes 24-hour HH:MM only', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => isClockTime(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)));
    for (const bad of ['24:00', '7:30', '07:60', '07:5', '0730', ' 07:30', '07:30:00']) expect(clockTimeSchema().safeParse(bad).success, bad).toBe(false);
  });

  it('takes each weekday at most once and at least one', () => {
    expect(weekdaysSchema().parse(['mon', 'fri'])).toEqual(['mon', 'fri']);
    for (const bad of [[], ['mon', 'mon'], ['monday'], 'mon', ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'mon']]) {
      expect(weekdaysSchema().safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe('validation.weekdays');
    }
  });
});
