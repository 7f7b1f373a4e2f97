// The settings search's index, one per language, built from the pages' declarations at build time
// (scripts/settings-index) and loaded with the search dialog.

export interface SearchPage {
  /** hash route: '/network/dhcp' */
  route: string;
  /** menu_conf.json features of which one shows the tab (spec 3) */
  features: string[];
  /** translated tab name */
  title: string;
  /** translated menu section (and group) the tab sits in */
  where: string;
  /** not a tab but the header's user menu, on every page: its items are opened, not a route */
  menu?: 'user';
}

export type SearchEntryKind = 'page' | 'section' | 'field';

export interface SearchEntry {
  /** index into SearchIndex.pages */
  page: number;
  kind: SearchEntryKind;
  /** translated label or heading, as the page shows it */
  title: string;
  /** other words administrators search it by (scripts/settings-index/aliases) */
  aliases?: string[];
  /** translated hint under the field */
  hint?: string;
  /** translated choices of a select (`WPA3-SAE`) */
  choices?: string[];
  /** translated heading of the form or section the field is in */
  section?: string;
  /** OpenWrt UCI options the field is saved to */
  options?: string[];
  /** the first of them is the field's own name (`htmode`) */
  named?: true;
  /** in the collapsed "advanced settings" group */
  fold?: true;
  /** a field of a list's add dialog: the result lands on the list */
  list?: true;
}

export interface SearchIndex {
  pages: SearchPage[];
  entries: SearchEntry[];
}

export const searchLanguages = ['en', 'zh-CN', 'zh-TW'] as const;
export type SearchLanguage = (typeof searchLanguages)[number];
