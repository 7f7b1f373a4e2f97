import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../ui/icons';
import type { HeaderMenuProps } from './header-menu-button';
import { TreeNav } from './tree-nav';

/** Spec 1: below 800 px the left menu becomes a slide-in (focus trap, Escape, focus return). */
export function MobileNav({ trigger, defaultOpen = false }: HeaderMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const { pathname } = useLocation();
  // Closes once a link took the administrator elsewhere (not on mount: the click that loaded it opens it).
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setOpen(false);
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button app-header__menu-button">{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer__overlay" />
        <Dialog.Content className="drawer" aria-describedby={undefined}>
          <div className="drawer__header">
            <Dialog.Title className="drawer__title">{t('shell.mainNav')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('shell.closeMenu')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <nav className="side-nav side-nav--newmenu side-nav--drawer" aria-label={t('shell.mainNav')}>
            <TreeNav />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
