import { isFeatureEnabled, type MenuConf } from '@rc/contract/features';
import type { SectionDef, TabDef, TabGroup } from './sections';

/** Spec 2: a tab is shown only when the permission file marks its feature (or one of its features) '1'. */
export function isTabEnabled(conf: MenuConf, tab: TabDef): boolean {
  return [tab.feature, ...(tab.orFeatures ?? [])].some((feature) => isFeatureEnabled(conf, feature));
}

export function enabledTabs(section: SectionDef, conf: MenuConf | undefined): TabDef[] {
  if (!conf) return [];
  return section.tabs.filter((tab) => isTabEnabled(conf, tab));
}

/** Spec 2: a section's default redirect is its first enabled tab. */
export function firstEnabledTab(section: SectionDef, conf: MenuConf): TabDef | undefined {
  return enabledTabs(section, conf)[0];
}

export function tabPath(section: SectionDef, tab: TabDef): string {
  return `/${section.id}/${tab.path}`;
}

/** One entry of a section's strip: a lone tab, or a group's tabs in menu order. */
export interface StripEntry {
  group?: TabGroup;
  tabs: TabDef[];
}

/** Spec 2's tabs as the strip shows them: each group once, where its first tab stands. */
export function stripEntries(tabs: readonly TabDef[]): StripEntry[] {
  const entries: StripEntry[] = [];
  const byGroup = new Map<TabGroup, StripEntry>();
  for (const tab of tabs) {
    const known = tab.group && byGroup.get(tab.group);
    if (known) known.tabs.push(tab);
    else {
      const entry: StripEntry = { group: tab.group, tabs: [tab] };
      if (tab.group) byGroup.set(tab.group, entry);
      entries.push(entry);
    }
  }
  return entries;
}
