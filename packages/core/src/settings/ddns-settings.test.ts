import { describe, expect, it } from 'vitest';
import { parseUci } from '../uci/uci-parse';
import { readDdns } from './ddns-settings';

const file = (unit: string) => `package ddns\n\nconfig service 'myddns'\n\toption service_name 'duckdns.org'\n\toption check_interval '5'\n\toption check_unit '${unit}'\n`;

describe('readDdns', () => {
  it('reads check_interval in its check_unit', () => {
    expect(readDdns(parseUci(file('hours'), 'ddns')).interval).toBe(5 * 3600);
  });

  it.each(['constructor', 'toString', '__proto__', 'parsecs'])("takes ddns-scripts' default interval for a check_unit of %s", (unit) => {
    expect(readDdns(parseUci(file(unit), 'ddns')).interval).toBe(600);
  });
});
