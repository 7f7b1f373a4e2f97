import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sections } from '../../src/app/sections';
import type { SearchEntry, SearchIndex } from '../../src/app/search/search-index';
import { readAliases } from './aliases.ts';
import { buildSearchIndex, declaredTabs, defaultSources } from './build-index.ts';
import { pageFiles } from './page-declarations.ts';
import { matchSettings } from '../../src/app/search/match-settings';

const sources = defaultSources();
const tabs = declaredTabs(sources);
const indexes = new Map(['en', 'zh-CN', 'zh-TW'].map((language) => [language, buildSearchIndex(tabs, language, sources)]));

function entriesOf(index: SearchIndex | undefined, route: string): SearchEntry[] {
  const page = index?.pages.findIndex((candidate) => candidate.route === route) ?? -1;
  return index?.entries.filter((entry) => entry.page === page) ?? [];
}

function locale(language: string, area: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(sources.consoleSrc, 'locales', language, `${area}.json`), 'utf8')) as Record<string, unknown>;
}

describe('the settings index, built from the page declarations', () => {
  it('reads the route table as declared: every tab, its features, group and page', () => {
    const declared = sections.flatMap((section) => section.tabs.filter((tab) => tab.page).map((tab) => ({ route: `/${section.id}/${tab.path}`, features: [tab.feature, ...(tab.orFeatures ?? [])], group: tab.group })));
    expect(tabs.map(({ tab }) => ({ route: `/${tab.section}/${tab.path}`, features: tab.features, group: tab.group }))).toEqual(declared);
  });

  it('finds the DHCP lease time in every language with the option dnsmasq reads (dhcp.lan.leasetime)', () => {
    for (const [language, index] of indexes) {
      const field = entriesOf(index, '/network/dhcp').find((entry) => entry.kind === 'field' && entry.title === locale(language, 'network-dhcp').leaseTime);
      expect(field, language).toMatchObject({ section: locale(language, 'network-dhcp').title, options: ['leasetime'] });
      expect(field?.hint, language).toBeTruthy();
    }
  });

  it('learns option names from the device code that writes them: through a local constant, and the field of the same name', () => {
    const en = indexes.get('en');
    const field = (route: string, title: string) => entriesOf(en, route).find((entry) => entry.kind === 'field' && entry.title === title);
    expect(field('/network/wan', 'Primary DNS')?.options).toContain('dns');
    expect(field('/network/wan', 'Connection type')?.options).toContain('proto');
    expect(field('/wifi/5g', 'Bandwidth')).toMatchObject({ options: ['htmode'], named: true });
    expect(field('/wifi/5g', 'Work mode')?.options).toContain('htmode');
    expect(field('/wifi/5g', 'Work mode')?.named).toBeUndefined();
    expect(field('/wifi/2.4g', 'SSID')?.options).toEqual(['ssid']);
    // A field the device writes nowhere under its own name gets none by it.
    expect(field('/network/dhcp', 'Start IP (host number)')?.options).not.toContain('end');
  });

  it('indexes a custom page by its title and sections, a folded field as folded, a list field as the list\'s', () => {
    const en = indexes.get('en');
    const history = entriesOf(en, '/system/history');
    expect(history.map((entry) => entry.kind)).toEqual(['page', 'section']);
    expect(entriesOf(en, '/wifi/2.4g').find((entry) => entry.title === 'WMM')?.fold).toBe(true);
    expect(entriesOf(en, '/network/dhcp').find((entry) => entry.kind === 'field' && entry.title === 'Host name')).toMatchObject({ list: true, section: locale('en', 'network-dhcp').staticTitle });
  });

  it('reads fields declared apart from their form, one per value of the parameter their texts are made of', () => {
    const usage = locale('zh-CN', 'network-sims').usage as Record<string, string>;
    const caps = entriesOf(indexes.get('zh-CN'), '/network/sims').filter((entry) => entry.section === locale('zh-CN', 'network-sims').capsTitle);
    expect(caps.map((entry) => entry.title)).toEqual(['sim1ResetDay', 'sim2ResetDay', 'sim1CapMb', 'sim2CapMb', 'sim1CapAction', 'sim2CapAction'].map((key) => usage[key]));
    const cellular = entriesOf(indexes.get('en'), '/network/net_type').find((entry) => entry.title === 'APN');
    expect(cellular?.section).toBe(locale('en', 'network-net-type').title);
  });

  it('misses no form: every page module that declares fields has them in the index', () => {
    for (const { tab } of tabs) {
      const declares = pageFiles(tab.page, sources.consoleSrc).some((file) => /\b(SettingsForm|ListEditor)\b[^>]*\bfields=\{/s.test(readFileSync(file, 'utf8')) && /\bname: ['`]/.test(readFileSync(file, 'utf8')));
      const indexed = entriesOf(indexes.get('en'), `/${tab.section}/${tab.path}`).some((entry) => entry.kind === 'field');
      if (declares) expect(indexed, `/${tab.section}/${tab.path}`).toBe(true);
    }
  });

  it('gives labels and tabs the other words administrators search by, in their own language', () => {
    const field = (language: string) => entriesOf(indexes.get(language), '/network/dhcp').find((entry) => entry.kind === 'field' && entry.title === locale(language, 'network-dhcp').leaseTime);
    expect(field('zh-CN')?.aliases).toContain('租期');
    expect(field('zh-TW')?.aliases).toContain('租期');
    expect(field('en')?.aliases).toContain('lease duration');
    expect(entriesOf(indexes.get('en'), '/advanced/dispatch')[0]).toMatchObject({ kind: 'page', aliases: expect.arrayContaining(['port mapping']) });
  });

  it('fails the build when an alias names a key the index has not (a renamed label)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'aliases-'));
    writeFileSync(join(folder, 'en.json'), JSON.stringify({ 'network-dhcp.leaseTime': ['lease'], 'network-dhcp.renamedAway': ['gone'] }));
    expect(() => buildSearchIndex(tabs, 'en', sources, readAliases('en', folder))).toThrow(/aliases for keys the index has not: network-dhcp\.renamedAway/);
    writeFileSync(join(folder, 'en.json'), JSON.stringify({ 'network-dhcp.leaseTime': 'lease' }));
    expect(() => readAliases('en', folder)).toThrow(/lists of words/);
  });

  it('fails the build when a declared label has no string', () => {
    const broken = tabs.map((declared) => (declared.tab.path === 'dhcp' ? { ...declared, declarations: { ...declared.declarations, fields: [{ name: 'x', label: 'network-dhcp.noSuchLabel' }] } } : declared));
    expect(() => buildSearchIndex(broken, 'zh-CN', sources)).toThrow(/no zh-CN string for network-dhcp\.noSuchLabel/);
  });
});

describe('the audit\'s searches (issue 42.5) against the built index, in every language', () => {
  const everyTab = () => true;
  const routesFound = (language: string, query: string) => {
    const index = indexes.get(language);
    return index ? matchSettings(index, query, everyTab).map((hit) => hit.page.menu ?? hit.page.route) : [];
  };
  const cases: Record<string, [query: string, route: string][]> = {
    'zh-CN': [['MAC过滤', '/advanced/black_list'], ['固件升级', '/system/update'], ['WPA3', '/wifi/2.4g'], ['RSRP', '/network/net_type'], ['管理员密码', 'user'], ['主题', 'user'], ['深色', 'user']],
    en: [['WPA3', '/wifi/2.4g'], ['RSRP', '/network/net_type'], ['mac filter', '/advanced/black_list'], ['firmware upgrade', '/system/update'], ['admin password', 'user'], ['theme', 'user'], ['dark', 'user']],
    'zh-TW': [['MAC過濾', '/advanced/black_list'], ['韌體升級', '/system/update'], ['WPA3', '/wifi/2.4g'], ['RSRP', '/network/net_type'], ['管理員密碼', 'user'], ['主題', 'user'], ['深色', 'user']],
  };
  for (const [language, queries] of Object.entries(cases)) {
    it(`finds each in ${language}`, () => {
      for (const [query, route] of queries) expect(routesFound(language, query), `${language} ${query}`).toContain(route);
    });
  }
});
