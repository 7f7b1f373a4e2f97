import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import { lazyComponent } from '../lazy-component';
import './search-button.css';

// DESIGN budgets: the header carries this button only; the dialog and its index load when asked for.
let loading: Promise<typeof import('./settings-search')> | undefined;
const preload = () => (loading ??= import('./settings-search'));
const SettingsSearch = lazyComponent(() => preload().then((module) => module.SettingsSearch));

/** Keys that are typed into a field, not shortcuts, while one has focus. */
function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/** `/` (outside fields) and Ctrl-K / ⌘K open the search, unless a dialog is open already. */
function useSearchKeys(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
      const k = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      if (!(slash || k) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

/** Issue 32.1: the header's "Search settings" (an icon on a phone). */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const show = useCallback(() => {
    setAsked(true);
    setOpen(true);
  }, []);
  useSearchKeys(show);
  return (
    <>
      <button type="button" className="header-search" aria-haspopup="dialog" aria-keyshortcuts="/ Control+K Meta+K" onPointerEnter={() => void preload()} onFocus={() => void preload()} onClick={show}>
        <Icon name="search" />
        <span className="header-menu__label">{t('shell.search.open')}</span>
        <kbd className="header-search__key" aria-hidden="true">/</kbd>
      </button>
      {asked && (
        <Suspense fallback={null}>
          <SettingsSearch open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
