import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyComponent } from '../lazy-component';

export interface HeaderMenuProps {
  /** what the trigger shows, the same before and after the menu's code arrived */
  trigger: ReactNode;
  /** opened by the click that loaded it */
  defaultOpen?: boolean;
}

/**
 * DESIGN budgets: a header menu's code (Radix's dropdown and dialog, 31 KB gzip) is not part of
 * the home page's first paint. Until then the trigger is a plain button that looks the same;
 * pointing at it or focusing it fetches the menu, and the click that asked for it opens it.
 */
export function lazyHeaderMenu<P extends object>(load: () => Promise<ComponentType<HeaderMenuProps & P>>, look: { className: string; popup: 'menu' | 'dialog' } = { className: 'header-menu__trigger', popup: 'menu' }) {
  let loading: Promise<ComponentType<HeaderMenuProps & P>> | undefined;
  const preload = () => (loading ??= load());
  const Menu = lazyComponent<HeaderMenuProps & P>(preload);
  return function HeaderMenuButton(props: { trigger: ReactNode } & P) {
    const { trigger } = props;
    const [wanted, setWanted] = useState(false);
    const plain = (
      <button type="button" className={look.className} aria-haspopup={look.popup} aria-expanded={false} onPointerEnter={() => void preload()} onFocus={() => void preload()} onClick={() => setWanted(true)}>
        {trigger}
      </button>
    );
    if (!wanted) return plain;
    return (
      <Suspense fallback={plain}>
        <Menu {...props} defaultOpen />
      </Suspense>
    );
  };
}
