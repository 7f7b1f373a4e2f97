import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { schemeChoices, type SchemeChoice } from '../../lib/color-scheme';
import { changeLanguage, isLanguage, languages, storedLanguage } from '../../lib/i18n';
import { useStore } from '../../lib/store';
import { chooseScheme, schemeStore } from '../../lib/use-color-scheme';
import { Icon } from '../../ui/icons';
import { ChangePasswordDialog } from './change-password-dialog';
import { menuStyleStore, setMenuStyle, type MenuStyle } from './menu-style';
import { signOut } from './sign-out';
import type { HeaderMenuProps } from './header-menu-button';

function LanguageItems() {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Group>
      <DropdownMenu.Label className="dropdown__label">{t('common.language')}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={storedLanguage()} onValueChange={(value) => isLanguage(value) && changeLanguage(value)}>
        {languages.map((language) => (
          <DropdownMenu.RadioItem key={language.code} value={language.code} className="dropdown__item dropdown__item--radio" lang={language.code}>
            <DropdownMenu.ItemIndicator className="dropdown__indicator">✓</DropdownMenu.ItemIndicator>
            {language.label}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </DropdownMenu.Group>
  );
}

function MenuStyleItems() {
  const { t } = useTranslation();
  const style = useStore(menuStyleStore);
  return (
    <DropdownMenu.Group>
      <DropdownMenu.Label className="dropdown__label">{t('shell.menuStyle')}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={style} onValueChange={(value) => setMenuStyle(value as MenuStyle)}>
        <DropdownMenu.RadioItem value="oldmenu" className="dropdown__item dropdown__item--radio">
          <DropdownMenu.ItemIndicator className="dropdown__indicator">✓</DropdownMenu.ItemIndicator>
          {t('shell.iconMenu')}
        </DropdownMenu.RadioItem>
        <DropdownMenu.RadioItem value="newmenu" className="dropdown__item dropdown__item--radio">
          <DropdownMenu.ItemIndicator className="dropdown__indicator">✓</DropdownMenu.ItemIndicator>
          {t('shell.treeMenu')}
        </DropdownMenu.RadioItem>
      </DropdownMenu.RadioGroup>
    </DropdownMenu.Group>
  );
}

/** Issue 32.3: light, dark, or as the OS (auto). */
function SchemeItems() {
  const { t } = useTranslation();
  const scheme = useStore(schemeStore);
  return (
    <DropdownMenu.Group>
      <DropdownMenu.Label className="dropdown__label">{t('shell.scheme')}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={scheme} onValueChange={(value) => chooseScheme(value as SchemeChoice)}>
        {schemeChoices.map((choice) => (
          <DropdownMenu.RadioItem key={choice} value={choice} className="dropdown__item dropdown__item--radio">
            <DropdownMenu.ItemIndicator className="dropdown__indicator">✓</DropdownMenu.ItemIndicator>
            {t(`shell.scheme_${choice}`)}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </DropdownMenu.Group>
  );
}

/** Spec 2: the user menu: language, change admin password, logout (and the menu style, the colour scheme). */
export function UserMenu({ trigger, defaultOpen, showMenuStyle }: HeaderMenuProps & { showMenuStyle: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [changing, setChanging] = useState(false);

  async function logout() {
    await signOut();
    const from = `${location.pathname}${location.search}`;
    navigate(`/login?redirect=${encodeURIComponent(from)}`, { replace: true });
  }

  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger className="header-menu__trigger">{trigger}</DropdownMenu.Trigger>
        <DropdownMenu.Content className="dropdown" align="end" sideOffset={6}>
          <LanguageItems />
          <DropdownMenu.Separator className="dropdown__separator" />
          <SchemeItems />
          {showMenuStyle && (
            <>
              <DropdownMenu.Separator className="dropdown__separator" />
              <MenuStyleItems />
            </>
          )}
          <DropdownMenu.Separator className="dropdown__separator" />
          <DropdownMenu.Item className="dropdown__item" onSelect={() => setChanging(true)}>
            <Icon name="key" size={18} />
            {t('password.change')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="dropdown__item" onSelect={() => void logout()}>
            <Icon name="logout" size={18} />
            {t('shell.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <ChangePasswordDialog open={changing} onOpenChange={setChanging} onChanged={() => void logout()} />
    </>
  );
}
