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

interface Choice {
  value: string;
  label: string;
  lang?: string;
}

/** One labelled group of radio items: the language, the menu style, the colour scheme. */
function ChoiceGroup({ label, value, choices, onChoose }: { label: string; value: string; choices: readonly Choice[]; onChoose: (value: string) => void }) {
  return (
    <DropdownMenu.Group>
      <DropdownMenu.Label className="dropdown__label">{label}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={value} onValueChange={onChoose}>
        {choices.map((choice) => (
          <DropdownMenu.RadioItem key={choice.value} value={choice.value} className="dropdown__item dropdown__item--radio" lang={choice.lang}>
            <DropdownMenu.ItemIndicator className="dropdown__indicator">✓</DropdownMenu.ItemIndicator>
            {choice.label}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </DropdownMenu.Group>
  );
}

function LanguageItems() {
  const { t } = useTranslation();
  const choices = languages.map((language) => ({ value: language.code, label: language.label, lang: language.code }));
  const choose = (value: string) => {
    if (isLanguage(value)) changeLanguage(value);
  };
  return <ChoiceGroup label={t('common.language')} value={storedLanguage()} choices={choices} onChoose={choose} />;
}

function MenuStyleItems() {
  const { t } = useTranslation();
  const style = useStore(menuStyleStore);
  const choices = [{ value: 'oldmenu', label: t('shell.iconMenu') }, { value: 'newmenu', label: t('shell.treeMenu') }];
  return <ChoiceGroup label={t('shell.menuStyle')} value={style} choices={choices} onChoose={(value) => setMenuStyle(value as MenuStyle)} />;
}

/** Issue 32.3: light, dark, or as the OS (auto). */
function SchemeItems() {
  const { t } = useTranslation();
  const scheme = useStore(schemeStore);
  const choices = schemeChoices.map((choice) => ({ value: choice, label: t(`shell.scheme_${choice}`) }));
  return <ChoiceGroup label={t('shell.scheme')} value={scheme} choices={choices} onChoose={(value) => chooseScheme(value as SchemeChoice)} />;
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
