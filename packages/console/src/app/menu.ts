import { isFeatureEnabled, type MenuConf } from '@rc/contract/features';
import type { SectionDef, TabDef } from './sections';

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
