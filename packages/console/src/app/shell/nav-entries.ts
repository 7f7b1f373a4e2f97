import type { MenuConf } from '@rc/contract/features';
import type { IconName } from '../../ui/icons';
import { enabledTabs } from '../menu';
import { sections, type SectionDef, type SectionId } from '../sections';

export interface NavEntry {
  id: 'home' | SectionId;
  path: string;
  icon: IconName;
  section?: SectionDef;
}

const icons: Record<NavEntry['id'], IconName> = {
  home: 'home',
  network: 'network',
  wifi: 'wifi',
  advanced: 'advanced',
  service: 'service',
  system: 'system',
  utils: 'utils',
};

/** Spec 2: the seven main entries; a section with no enabled tab is left out. */
export function navEntries(conf: MenuConf | undefined): NavEntry[] {
  const home: NavEntry = { id: 'home', path: '/home', icon: icons.home };
  const shown = sections.filter((section) => enabledTabs(section, conf).length > 0);
  return [home, ...shown.map((section) => ({ id: section.id, path: `/${section.id}`, icon: icons[section.id], section }))];
}
