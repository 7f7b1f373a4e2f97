import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMenuConf } from '../../lib/menu-conf';
import { Icon } from '../../ui/icons';
import { NavLink } from '../../ui/link';
import { enabledTabs, stripEntries, tabPath } from '../menu';
import { navEntries, type NavEntry } from './nav-entries';

function currentSection(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

function TreeBranch({ entry, expanded, onToggle }: { entry: NavEntry; expanded: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const conf = useMenuConf();
  const { section } = entry;
  if (!section) return null;
  const listId = `tree-nav-${entry.id}`;
  return (
    <li>
      <button type="button" className="tree-nav__branch" aria-expanded={expanded} aria-controls={listId} onClick={onToggle}>
        <Icon name={entry.icon} />
        <span className="tree-nav__label">{t(`nav.section.${entry.id}`)}</span>
        <Icon name="chevronDown" size={16} className="tree-nav__chevron" />
      </button>
      <ul id={listId} className="tree-nav__children" hidden={!expanded}>
        {stripEntries(enabledTabs(section, conf)).map((strip) => {
          const leaves = strip.tabs.map((tab) => (
            <li key={tab.path}>
              <NavLink to={tabPath(section, tab)} className="tree-nav__leaf">
                {t(`nav.${section.id}.${tab.key}`)}
              </NavLink>
            </li>
          ));
          if (!strip.group || strip.tabs.length < 2) return leaves;
          // Issue 43.5: a group of the desktop strip (VPN, Cloud, Storage) stays one entry here.
          const groupId = `${listId}-${strip.group}`;
          return (
            <li key={strip.group}>
              <span id={groupId} className="tree-nav__group-label">
                {t(`nav.group.${strip.group}`)}
              </span>
              <ul className="tree-nav__group" aria-labelledby={groupId}>
                {leaves}
              </ul>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** The tree menu ('newmenu', and the mobile slide-in): sections unfold into their tabs. */
export function TreeNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set([currentSection(pathname)]));
  const entries = navEntries(useMenuConf());
  // Issue 19.4: a page reached another way (Time to Restart, a Home button) opens its section.
  const section = currentSection(pathname);
  useEffect(() => {
    setOpen((current) => (current.has(section) ? current : new Set([...current, section])));
  }, [section]);
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul className="tree-nav">
      {entries.map((entry) =>
        entry.section ? (
          <TreeBranch key={entry.id} entry={entry} expanded={open.has(entry.id)} onToggle={() => toggle(entry.id)} />
        ) : (
          <li key={entry.id}>
            <NavLink to={entry.path} className="tree-nav__branch">
              <Icon name={entry.icon} />
              <span className="tree-nav__label">{t(`nav.section.${entry.id}`)}</span>
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}
