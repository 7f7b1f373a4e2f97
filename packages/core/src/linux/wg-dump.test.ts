import { describe, expect, it } from 'vitest';
import { parseWgDump } from './wg-dump';

// As wg prints it (wireguard-tools' show.c dump_print): made-up keys.
const dump = [
  'cGxhY2Vob2xkZXItcHJpdmF0ZS1rZXktbm90LXJlYWw=\tRm9vQmFyQmF6UXV4UXV1eENvcmdlR3JhdWx0R2FycA==\t51820\toff',
  'xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=\t(none)\t203.0.113.9:51821\t0.0.0.0/0\t1700000000\t12345\t678\t25',
  'Xt1Ov5DD/WiLJ8kOfgtUcjZaQ7nmeGszkDyasWYjxAI=\tRlBDeWh3czljeHdXb1Y0eEVMdGZKdmpKTit6UVZSUEk=\t(none)\t10.14.0.2/32\t0\t0\t0\toff',
  '',
].join('\n');

describe('parseWgDump', () => {
  it('reads each peer, never a private or preshared key', () => {
    const peers = parseWgDump(dump, 1_700_000_042);
    expect(peers).toEqual([
      { publicKey: 'xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=', endpoint: '203.0.113.9:51821', handshakeSecondsAgo: 42, rxBytes: 12345, txBytes: 678 },
      { publicKey: 'Xt1Ov5DD/WiLJ8kOfgtUcjZaQ7nmeGszkDyasWYjxAI=', endpoint: '', handshakeSecondsAgo: -1, rxBytes: 0, txBytes: 0 },
    ]);
    expect(JSON.stringify(peers)).not.toContain('cGxhY2Vob2xkZXI');
    expect(JSON.stringify(peers)).not.toContain('RlBDeWh3');
  });

  it('answers no peers for an interface line alone or nothing', () => {
    expect(parseWgDump(dump.split('\n')[0]!, 0)).toEqual([]);
    expect(parseWgDump('', 0)).toEqual([]);
  });
});
