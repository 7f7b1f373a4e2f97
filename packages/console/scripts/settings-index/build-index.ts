// The settings search's index (src/app/search/search-index.ts), built from what the pages
// declare: the route table's tabs, their sections and fields, the UCI options the device's
// settings code writes them to, and the strings of one language.
import { join } from 'node:path';
import type { SearchEntry, SearchIndex, SearchPage } from '../../src/app/search/search-index.ts';
import { readAliases, type Aliases } from './aliases.ts';
import { localeStrings, type Translate } from './locale-strings.ts';
import { readPageDeclarations, type PageDeclarations } from './page-declarations.ts';
import { readRouteTable, type RouteTab } from './route-table.ts';
import { optionsOfField, uciWritesOf } from './uci-options.ts';

export interface IndexSources {
  /** packages/console/src */
  consoleSrc: string;
  /** packages/core/src: the handlers (ops/) and the settings code */
  deviceSrc: string;
}

export interface DeclaredTab {
  tab: RouteTab;
  declarations: PageDeclarations;
  /** field name -> UCI options */
  options: Map<string, string[]>;
}

export function defaultSources(): IndexSources {
  const packages = join(import.meta.dirname, '../../..');
  return { consoleSrc: join(packages, 'console/src'), deviceSrc: join(packages, 'core/src') };
}

/** Every tab of the route table with what its page declares (the same for every language). */
export function declaredTabs(sources: IndexSources): DeclaredTab[] {
  return readRouteTable(join(sources.consoleSrc, 'app/sections.ts')).map((tab) => {
    const declarations = readPageDeclarations(tab.page, sources.consoleSrc);
    const writes = uciWritesOf(declarations.contractModules, sources.deviceSrc);
    const options = new Map(declarations.fields.map((field) => [field.name, optionsOfField(field.name, writes)]));
    return { tab, declarations, options };
  });
}

export function buildSearchIndex(tabs: readonly DeclaredTab[], language: string, sources: IndexSources, aliases: Aliases = readAliases(language)): SearchIndex {
  const t = localeStrings(join(sources.consoleSrc, 'locales'), language);
  const index: SearchIndex = { pages: [], entries: [] };
  for (const declared of tabs) {
    const page = index.pages.push(searchPage(declared.tab, t)) - 1;
    addEntries(index.entries, page, declared, t, aliases);
  }
  addUserMenu(index, t, aliases);
  const unused = aliases.unused();
  if (unused.length > 0) throw new Error(`settings index: ${language} aliases for keys the index has not: ${unused.join(', ')}`);
  return index;
}

// The settings of the header's user menu (src/app/shell/user-menu.tsx): the admin password
// and the colour scheme, found like the fields of a tab.
const userMenuItems = [
  { label: 'password.change', choices: [] },
  { label: 'shell.scheme', choices: ['shell.scheme_auto', 'shell.scheme_light', 'shell.scheme_dark'] },
] as const;

function addUserMenu(index: SearchIndex, t: Translate, aliases: Aliases): void {
  const page = index.pages.push({ route: '', menu: 'user', features: [], title: t('shell.userMenu'), where: t('shell.userMenu') }) - 1;
  for (const item of userMenuItems) {
    const choices = item.choices.map((key) => t(key));
    index.entries.push({ page, kind: 'field', title: t(item.label), ...aliasesOf(aliases, item.label), ...(choices.length > 0 ? { choices } : {}) });
  }
}

function aliasesOf(aliases: Aliases, key: string): Pick<SearchEntry, 'aliases'> {
  const words = aliases.of(key);
  return words ? { aliases: words } : {};
}

function searchPage(tab: RouteTab, t: Translate): SearchPage {
  const where = [t(`nav.section.${tab.section}`), ...(tab.group ? [t(`nav.group.${tab.group}`)] : [])].join(' › ');
  return { route: `/${tab.section}/${tab.path}`, features: tab.features, title: t(`nav.${tab.section}.${tab.key}`), where };
}

function addEntries(entries: SearchEntry[], page: number, { tab, declarations, options }: DeclaredTab, t: Translate, aliases: Aliases): void {
  const seen = new Set<string>();
  const add = (entry: SearchEntry) => {
    const key = `${entry.kind}\n${entry.title}\n${entry.section ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    entries.push(entry);
  };
  add({ page, kind: 'page', title: '', ...aliasesOf(aliases, `nav.${tab.section}.${tab.key}`) });
  for (const section of declarations.sections) add({ page, kind: 'section', title: t(section), ...aliasesOf(aliases, section) });
  for (const field of declarations.fields) {
    const uci = options.get(field.name) ?? [];
    add({
      page,
      kind: 'field',
      title: t(field.label),
      ...aliasesOf(aliases, field.label),
      ...(field.hint ? { hint: t(field.hint) } : {}),
      ...(field.choices ? { choices: [...new Set(field.choices.flatMap((key) => t.all(key)))] } : {}),
      ...(field.section ? { section: t(field.section) } : {}),
      ...(uci.length > 0 ? { options: uci } : {}),
      ...(uci[0] === field.name.toLowerCase() ? { named: true as const } : {}),
      ...(field.fold ? { fold: true as const } : {}),
      ...(field.list ? { list: true as const } : {}),
    });
  }
}
