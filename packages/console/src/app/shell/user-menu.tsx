import { useTranslation } from 'react-i18next';
import { getRole } from '../../lib/session';
import { Icon } from '../../ui/icons';
import { menuOnDemand } from './menu-on-demand';

const UserMenuDropdown = menuOnDemand(() => import('./user-menu-dropdown'));

/** Spec 2: the user menu (user-menu-dropdown.tsx), loaded when reached for. */
export function UserMenu({ showMenuStyle }: { showMenuStyle: boolean }) {
  const { t } = useTranslation();
  return (
    <UserMenuDropdown
      showMenuStyle={showMenuStyle}
      trigger={
        <>
          <Icon name="user" />
          <span className="header-menu__label">{getRole()}</span>
          <span className="visually-hidden">{t('shell.userMenu')}</span>
          <Icon name="chevronDown" size={14} className="header-menu__chevron" />
        </>
      }
    />
  );
}
