import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDiagnosticsHost } from './diagnostics-host';

describe('isDiagnosticsHost', () => {
  it('accepts IPv4, IPv6 literals and host names', () => {
    for (const host of ['127.0.0.1', '::1', '2001:db8::8a2e:370:7334', '::ffff:192.0.2.1', 'openwrt.org', 'a-b.example.com']) {
      expect(isDiagnosticsHost(host)).toBe(true);
    }
  });

  it('never accepts a value holding a shell, option or control character', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'a1f.-:;$`|&()<> \n\t%/\\\'"'), maxLength: 24 }), (text) => {
        if (isDiagnosticsHost(text)) expect(text).toMatch(/^[A-Za-z0-9:][A-Za-z0-9.:-]*$/);
      }),
      { numRuns: 2000 },
    );
    for (const bad of ['a;b.com', 'a b.com', '-x.com', 'a\u0000b.com', '::1%lo', '::1/128', '1.2.3.4/8', 'é.com']) {
      expect(isDiagnosticsHost(bad)).toBe(false);
    }
  });
});
