import { describe, expect, it } from 'vitest';
import { withMppe } from './pptp-options';

// openwrt/openwrt package/network/services/ppp/files/etc/ppp/options.pptp, as shipped.
const stock = 'debug\nnoipdefault\nnoauth\nnobsdcomp\nnodeflate\nidle 0\nmppe required,no40,no56,stateless\nmaxfail 0\n';

describe('options.pptp and the MPPE switch', () => {
  it('comments the MPPE line out, marked, so that pppd_options nomppe wins', () => {
    const off = withMppe(stock, false);
    expect(off).toContain('#mppe required,no40,no56,stateless # routerd: MPPE off\n');
    expect(off.split('\n').filter((line) => /^\s*mppe/.test(line))).toEqual([]);
    expect(withMppe(off, false)).toBe(off);
  });

  it('puts the stock line back when MPPE is required again, and leaves an administrator\'s own comments', () => {
    expect(withMppe(withMppe(stock, false), true)).toBe(stock);
    const own = '#mppe required # kept off by hand\n';
    expect(withMppe(own, true)).toBe(own);
  });
});
