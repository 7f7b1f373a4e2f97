import { describe, expect, it } from 'vitest';
import { deviceNamesOf, mergeKnownClients } from './known-clients';

const terminal = { hostname: 'iPhone-Li', name: 'li-phone', ip: '192.168.1.110', mac: 'f0:18:98:7f:51:ae', connection: 'wifi-5g', connectedSeconds: 1, rxBytes: 0, txBytes: 0 } as const;

describe('known clients (issue 43.4: one name per device)', () => {
  it('calls a device by the name given in the client list, not the one it asks for', () => {
    const [client] = mergeKnownClients([terminal] as never, []);
    expect(client).toMatchObject({ name: 'li-phone', mac: 'F0:18:98:7F:51:AE' });
    expect(mergeKnownClients([{ ...terminal, name: '' }] as never, [])[0]!.name).toBe('iPhone-Li');
  });

  it('finds a named device by its IP or its MAC in any case, and none for an unknown value', () => {
    const names = deviceNamesOf(mergeKnownClients([terminal] as never, []));
    expect(names.ofIp('192.168.1.110')).toBe('li-phone');
    expect(names.ofMac('f0:18:98:7f:51:ae')).toBe('li-phone');
    expect(names.ofIp('192.168.1.9')).toBeUndefined();
  });
});
