import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMenuConf } from '../../lib/menu-conf';
import { enabledTabs, stripEntries, tabPath, type StripEntry } from '../menu';
import type { SectionDef } from '../sections';
import { TabRow, type TabLink } from './tab-row';
import './section-tabs.css';

/**
 * The tabs menu_conf.json enables, as one strip. A group (VPN: the client types and WireGuard)
 * is one entry of the strip that opens its first tab; its tabs form a second row while one of
 * them is open. Every tab keeps its own URL (spec 2).
 */
export function SectionTabs({ section, title }: { section: SectionDef; title: string }) {
  const { t } = useTranslation();
  const here = useLocation().pathname.toLowerCase();
  const entries = stripEntries(enabledTabs(section, useMenuConf()));
  const isHere = (to: string) => here === to.toLowerCase() || here.startsWith(`${to.toLowerCase()}/`);
  const linksOf = (entry: StripEntry): TabLink[] =>
    entry.tabs.map((tab) => {
      const to = tabPath(section, tab);
      return { to, label: t(`nav.${section.id}.${tab.key}`), current: isHere(to) ? 'page' : undefined };
    });
  const open = entries.find((entry) => entry.tabs.length > 1 && linksOf(entry).some((link) => link.current));

  const strip = entries.map((entry): TabLink => {
    const [first, ...rest] = linksOf(entry);
    if (rest.length === 0 || !entry.group) return first!;
    return { to: first!.to, label: t(`nav.group.${entry.group}`), current: entry === open ? 'true' : undefined };
  });
  return (
    <>
      <TabRow label={t('shell.sectionTabs', { section: title })} links={strip} />
      {open?.group && <TabRow sub label={t('shell.sectionTabs', { section: t(`nav.group.${open.group}`) })} links={linksOf(open)} />}
    </>
  );
}
