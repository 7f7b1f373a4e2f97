import { useTranslation } from 'react-i18next';
import { useMenuConf } from '../../lib/menu-conf';
import { BrandLogo } from '../../ui/brand-logo';
import { Link } from '../../ui/link';
import { SearchButton } from '../search/search-button';
import { lazyHeaderMenu } from './header-menu-button';
import { DeviceMenuLabel, MobileNavLabel, UserMenuLabel } from './header-menu-labels';
import { SmsBadge } from './sms-badge';

const DeviceMenu = lazyHeaderMenu(() => import('./device-menu').then((module) => module.DeviceMenu));
const MobileNav = lazyHeaderMenu(() => import('./mobile-nav').then((module) => module.MobileNav), { className: 'icon-button app-header__menu-button', popup: 'dialog' });
const UserMenu = lazyHeaderMenu<{ showMenuStyle: boolean }>(() => import('./user-menu').then((module) => module.UserMenu));

export function Header({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const conf = useMenuConf();
  return (
    <header className="app-header">
      {mobile && <MobileNav trigger={<MobileNavLabel />} />}
      <Link to="/home" className="app-header__brand" aria-label={t('shell.homeLink')}>
        <BrandLogo corporation={conf?.config?.corporation} />
        <span className="app-header__product">{t('common.productName')}</span>
      </Link>
      <div className="app-header__actions">
        <SearchButton />
        <SmsBadge />
        <DeviceMenu trigger={<DeviceMenuLabel />} />
        <UserMenu trigger={<UserMenuLabel />} showMenuStyle={!mobile} />
      </div>
    </header>
  );
}
