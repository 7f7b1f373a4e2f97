import { describe, expect, it } from 'vitest';

type Catalog = Record<string, unknown>;

// The interface tabs' own strings: every language holds the same keys (spec 1: zh-CN, en; zh-TW complete too).
const files = import.meta.glob<Catalog>('../../locales/*/network-{wan,net-type,sims,lan}.json', { eager: true, import: 'default' });

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => leafKeys(inner, prefix ? `${prefix}.${key}` : key));
}

describe('locale files of the WAN, 3G/4G, SIMs and LAN tabs', () => {
  it.each(['network-wan', 'network-net-type', 'network-sims', 'network-lan'])('%s holds the same keys in zh-CN, en and zh-TW', (area) => {
    const keys = ['zh-CN', 'en', 'zh-TW'].map((language) => leafKeys(files[`../../locales/${language}/${area}.json`]).sort());
    expect(keys[0]?.length).toBeGreaterThan(0);
    expect(keys[1]).toEqual(keys[0]);
    expect(keys[2]).toEqual(keys[0]);
  });
});
