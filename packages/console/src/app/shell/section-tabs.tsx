import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMenuConf } from '../../lib/menu-conf';
import { NavLink } from '../../ui/link';
import { enabledTabs, tabPath } from '../menu';
import type { SectionDef } from '../sections';

interface HiddenEdges {
  start: boolean;
  end: boolean;
}

function hiddenEdges(list: HTMLElement): HiddenEdges {
  return { start: list.scrollLeft > 1, end: list.scrollLeft + list.clientWidth < list.scrollWidth - 1 };
}

/**
 * The tabs menu_conf.json enables, as one row. On a phone the row scrolls sideways and fades at
 * each end that hides tabs, so that a cut-off row reads as "more this way", not as the last tab.
 */
export function SectionTabs({ section, title }: { section: SectionDef; title: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const [hidden, setHidden] = useState<HiddenEdges>({ start: false, end: false });
  const tabs = enabledTabs(section, useMenuConf()).map((tab) => ({ to: tabPath(section, tab), label: t(`nav.${section.id}.${tab.key}`) }));
  // The effects below work on the rendered tabs, so they run again when the tabs change.
  const labels = tabs.map((tab) => tab.label).join('\n');

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () =>
      setHidden((current) => {
        const next = hiddenEdges(list);
        return next.start === current.start && next.end === current.end ? current : next;
      });
    update();
    list.addEventListener('scroll', update, { passive: true });
    // The row's width (rotation, window) and each tab's (language, web font) move the ends.
    const observer = new ResizeObserver(update);
    for (const element of [list, ...list.children]) observer.observe(element);
    return () => {
      list.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [labels]);

  // The current tab in view, also when it is the ninth of nine on a phone.
  useLayoutEffect(() => {
    listRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ inline: 'nearest', block: 'nearest' });
  }, [pathname, labels]);

  const more = [hidden.start && 'start', hidden.end && 'end'].filter(Boolean).join(' ');
  return (
    <nav className="tab-bar" aria-label={t('shell.sectionTabs', { section: title })} data-more={more || undefined}>
      <ul ref={listRef} className="tab-bar__list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} className="tab-bar__tab">
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
