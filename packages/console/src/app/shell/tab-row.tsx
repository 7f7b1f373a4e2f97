import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../ui/link';

export interface TabLink {
  to: string;
  label: string;
  /** 'page' on the current tab; 'true' on a group entry whose row holds the current tab. */
  current?: 'page' | 'true';
}

interface HiddenEdges {
  start: boolean;
  end: boolean;
}

function hiddenEdges(list: HTMLElement): HiddenEdges {
  return { start: list.scrollLeft > 1, end: list.scrollLeft + list.clientWidth < list.scrollWidth - 1 };
}

/**
 * One row of tabs. On a phone the row scrolls sideways and fades at each end that hides tabs, so
 * that a cut-off row reads as "more this way", not as the last tab.
 */
export function TabRow({ label, links, sub = false }: { label: string; links: readonly TabLink[]; sub?: boolean }) {
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const [hidden, setHidden] = useState<HiddenEdges>({ start: false, end: false });
  // The effects below work on the rendered tabs, so they run again when the tabs change.
  const labels = links.map((link) => link.label).join('\n');

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
    listRef.current?.querySelector('[aria-current]')?.scrollIntoView({ inline: 'nearest', block: 'nearest' });
  }, [pathname, labels]);

  const more = [hidden.start && 'start', hidden.end && 'end'].filter(Boolean).join(' ');
  return (
    <nav className={sub ? 'tab-bar tab-bar--sub' : 'tab-bar'} aria-label={label} data-more={more || undefined}>
      <ul ref={listRef} className="tab-bar__list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={link.current ? 'tab-bar__tab active' : 'tab-bar__tab'} aria-current={link.current} data-label={link.label}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
