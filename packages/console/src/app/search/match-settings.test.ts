import { describe, expect, it } from 'vitest';
import { matchSettings } from './match-settings';
import type { SearchIndex, SearchPage } from './search-index';

const index: SearchIndex = {
  pages: [
    { route: '/network/dhcp', features: ['net_dhcp'], title: 'DHCP', where: 'Network' },
    { route: '/system/settings', features: ['mgnt_system'], title: 'Time settings', where: 'System' },
    { route: '/wifi/5g', features: ['wifi_5'], title: '5G Wi-Fi', where: 'Wireless' },
    { route: '/network/dhcp-zh', features: ['net_dhcp'], title: 'DHCP', where: '网络' },
    { route: '/advanced/black_list', features: ['black_list'], title: '黑名单', where: '高级设置' },
    { route: '/system/update', features: ['update'], title: '系统升级', where: '系统' },
  ],
  entries: [
    { page: 0, kind: 'page', title: '' },
    { page: 0, kind: 'section', title: 'DHCP server' },
    { page: 0, kind: 'field', title: 'Lease time', hint: '1-1440; 2 minutes to 48 hours is recommended', section: 'DHCP server', options: ['leasetime'] },
    { page: 0, kind: 'field', title: 'Start IP (host number)', section: 'DHCP server', options: ['limit', 'start'] },
    { page: 1, kind: 'page', title: '' },
    { page: 1, kind: 'field', title: 'Time zone', options: ['zonename'] },
    { page: 2, kind: 'field', title: 'Work mode', options: ['htmode', 'legacy_rates'] },
    { page: 2, kind: 'field', title: 'Bandwidth', options: ['htmode'], named: true },
    { page: 2, kind: 'field', title: 'SSID', options: ['ssid'] },
    { page: 3, kind: 'field', title: '分配时间', aliases: ['租期', '租约'], hint: '建议 2 分钟到 48 小时', section: 'DHCP 服务器', options: ['leasetime'] },
    { page: 2, kind: 'field', title: 'Password', aliases: ['wi-fi password', 'passphrase'] },
    { page: 3, kind: 'field', title: '起始地址', section: 'DHCP 服务器' },
    { page: 4, kind: 'page', title: '', aliases: ['拉黑', 'MAC 过滤'] },
    { page: 5, kind: 'page', title: '', aliases: ['固件', '刷机'] },
    { page: 5, kind: 'field', title: '升级后保留配置' },
  ],
};

const everyTab = () => true;
const titles = (query: string, allowed: (page: SearchPage) => boolean = everyTab) => matchSettings(index, query, allowed).map((hit) => hit.title);

describe('matchSettings', () => {
  it('ranks the tab a query names before its section and its fields', () => {
    expect(titles('dhcp').slice(0, 2)).toEqual(['DHCP', 'DHCP server']);
    expect(matchSettings(index, 'dhcp', everyTab)[0]?.entry.kind).toBe('page');
  });

  it('ranks a label that starts with the query before one that only holds it', () => {
    // ...and one whose option holds it (leasetime) after both.
    expect(titles('time')).toEqual(['Time settings', 'Time zone', 'Lease time', '分配时间']);
  });

  it('finds Chinese labels by any part of them, and by their hint', () => {
    expect(titles('分配时间')).toEqual(['分配时间']);
    expect(titles('时间')).toEqual(['分配时间']);
    expect(titles('小时')).toEqual(['分配时间']);
  });

  it('finds a label by the other words administrators use for it, after a label that holds the word', () => {
    expect(titles('租期')).toEqual(['分配时间']);
    expect(titles('passphrase')).toEqual(['Password']);
    // "password" is the label itself; the alias "wi-fi password" adds no second hit
    expect(titles('wi-fi password')).toEqual(['Password']);
    expect(matchSettings(index, 'pass', everyTab)[0]?.title).toBe('Password');
  });

  it('finds a field by the OpenWrt option it is saved to, and says which', () => {
    const [hit, ...others] = matchSettings(index, 'leasetime', everyTab);
    expect(hit).toMatchObject({ title: 'Lease time', option: 'leasetime', page: { route: '/network/dhcp' } });
    expect(others.map((other) => other.title)).toEqual(['分配时间']);
    // Both write htmode; the field named after it first.
    expect(titles('htmode')).toEqual(['Bandwidth', 'Work mode']);
    expect(matchSettings(index, 'htmode', everyTab)[0]).toMatchObject({ option: 'htmode' });
  });

  it('prefers the label to an option of the same name, and names no option then', () => {
    expect(matchSettings(index, 'ssid', everyTab)[0]).toEqual(expect.objectContaining({ title: 'SSID' }));
    expect(matchSettings(index, 'ssid', everyTab)[0]?.option).toBeUndefined();
  });

  it('wants every word, and ranks words read together in the label first', () => {
    expect(titles('lease time')[0]).toBe('Lease time');
    expect(titles('dhcp lease')).toEqual(['Lease time', '分配时间']);
    expect(titles('lease bandwidth')).toEqual([]);
  });

  it('finds Chinese phrases typed without spaces: a Latin word joined to Chinese, two words run together', () => {
    expect(titles('MAC过滤')).toEqual(['黑名单']);
    expect(titles('mac 过滤')).toEqual(['黑名单']);
    expect(titles('固件升级')).toEqual(['系统升级']);
    expect(titles('DHCP分配时间')).toEqual(['分配时间']);
    // run-together words must each be found: a run no part of which is in the label finds nothing
    expect(titles('固件租期')).toEqual([]);
  });

  it('reads full-width letters and any case as the labels', () => {
    expect(titles('ＬＥＡＳＥＴＩＭＥ')[0]).toBe('Lease time');
  });

  it('finds nothing on tabs the permission file hides, and nothing for an empty query', () => {
    expect(titles('leasetime', (page) => !page.features.includes('net_dhcp'))).toEqual([]);
    expect(titles('  ')).toEqual([]);
  });
});
