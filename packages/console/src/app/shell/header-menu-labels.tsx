import { useTranslation } from 'react-i18next';
import { getRole } from '../../lib/session';
import { Icon } from '../../ui/icons';

/** The device menu's trigger. Not spec 2's "close icon": an "×" reads as closing the header (issue 30.13). */
export function DeviceMenuLabel() {
  const { t } = useTranslation();
  return (
    <>
      <Icon name="reboot" />
      <span className="header-menu__label">{t('shell.deviceMenu')}</span>
      <Icon name="chevronDown" size={14} className="header-menu__chevron" />
    </>
  );
}

export function UserMenuLabel() {
  const { t } = useTranslation();
  return (
    <>
      <Icon name="user" />
      <span className="header-menu__label">{getRole()}</span>
      <span className="visually-hidden" data-menu-label="user">{t('shell.userMenu')}</span>
      <Icon name="chevronDown" size={14} className="header-menu__chevron" />
    </>
  );
}

export function MobileNavLabel() {
  const { t } = useTranslation();
  return (
    <>
      <Icon name="menu" size={22} />
      <span className="visually-hidden">{t('shell.openMenu')}</span>
    </>
  );
}
