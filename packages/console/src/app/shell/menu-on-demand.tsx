import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export interface OnDemandMenuProps {
  /** what the menu's button shows */
  trigger: ReactNode;
  /** open at once: the menu was loaded by a press of its button */
  defaultOpen: boolean;
}

type MenuModule<P> = { default: ComponentType<P & OnDemandMenuProps> };

/**
 * A header menu whose code (radix's menu, floating-ui, its dialogs) loads when the pointer or the
 * focus reaches its button, and opens on the press that needed it: the home page does not carry
 * it (DESIGN budgets). Until then the button is a plain one that looks the same.
 */
export function menuOnDemand<P extends object>(load: () => Promise<MenuModule<P>>): ComponentType<P & { trigger: ReactNode }> {
  let loading: Promise<MenuModule<P>> | undefined;
  // A chunk that did not arrive (the device rebooting) is fetched again on the next press.
  const loadOnce = () => (loading ??= load().catch((error: unknown) => ((loading = undefined), Promise.reject(error))));
  const Menu = lazy(loadOnce);
  return function OnDemandMenu(props: P & { trigger: ReactNode }) {
    const [pressed, setPressed] = useState(false);
    const button = (
      <button
        type="button"
        className="header-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={() => void loadOnce().catch(() => undefined)}
        onFocus={() => void loadOnce().catch(() => undefined)}
        onClick={() => setPressed(true)}
      >
        {props.trigger}
      </button>
    );
    if (!pressed) return button;
    return (
      <Suspense fallback={button}>
        <Menu {...props} defaultOpen />
      </Suspense>
    );
  };
}
