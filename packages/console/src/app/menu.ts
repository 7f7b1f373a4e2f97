import { isFeatureEnabled, type MenuConf } from '@rc/contract/features';
import type { SectionDef, TabDef } from './sections';

/** Spec 2: a tab is shown only when the permission file marks its feature '1'. */
export function enabledTabs(section: SectionDef, conf: MenuConf | undefined): TabDef[] {
  if (!conf) return [];
  return section.tabs.filter((tab) => isFeatureEnabled(conf, tab.feature));
}

/** Spec 2: a section's default redirect is its first enabled tab. */
export function firstEnabledTab(section: SectionDef, conf: MenuConf): TabDef | undefined {
  return enabledTabs(section, conf)[0];
}

export function tabPath(section: SectionDef, tab: TabDef): string {
  return `/${section.id}/${tab.path}`;
}
