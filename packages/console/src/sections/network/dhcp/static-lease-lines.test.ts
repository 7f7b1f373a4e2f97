import { describe, expect, it } from 'vitest';
import { parseLeaseLines } from './static-lease-lines';

describe('parseLeaseLines', () => {
  it('reads MAC, IP and an optional name in any order, skipping blank lines', () => {
    const text = '00:11:22:33:44:55 192.168.1.10 nas\n\n  192.168.1.11,AA:BB:CC:DD:EE:FF  \nprinter\t192.168.1.12\t00:11:22:33:44:66';
    expect(parseLeaseLines(text)).toEqual({
      hosts: [
        { line: 1, host: { mac: '00:11:22:33:44:55', ip: '192.168.1.10', name: 'nas' } },
        { line: 3, host: { mac: 'AA:BB:CC:DD:EE:FF', ip: '192.168.1.11', name: '' } },
        { line: 4, host: { mac: '00:11:22:33:44:66', ip: '192.168.1.12', name: 'printer' } },
      ],
      bad: [],
    });
  });

  it('names each bad line with its reason', () => {
    const text = ['00:11:22:33:44 192.168.1.10', '00:11:22:33:44:55 192.168.1.300', '00:11:22:33:44:55 1.2.3.4 a b', '00:11:22:33:44:55 00:11:22:33:44:66 1.2.3.4'].join('\n');
    expect(parseLeaseLines(text).bad).toEqual([
      { line: 1, text: '00:11:22:33:44 192.168.1.10', key: 'validation.mac' },
      { line: 2, text: '00:11:22:33:44:55 192.168.1.300', key: 'validation.ipv4' },
      { line: 3, text: '00:11:22:33:44:55 1.2.3.4 a b', key: 'network-dhcp.batchTooMany' },
      { line: 4, text: '00:11:22:33:44:55 00:11:22:33:44:66 1.2.3.4', key: 'validation.mac' },
    ]);
  });
});
