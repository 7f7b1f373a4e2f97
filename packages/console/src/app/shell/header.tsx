import { useTranslation } from 'react-i18next';
import { useMenuConf } from '../../lib/menu-conf';
import { BrandLogo } from '../../ui/brand-logo';
import { Link } from '../../ui/link';
import { DeviceMenu } from './device-menu';
import { MobileNav } from './mobile-nav';
import { SmsBadge } from './sms-badge';
import { UserMenu } from './user-menu';

export function Header({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const conf = useMenuConf();
  return (
    <header className="app-header">
      {mobile && <MobileNav />}
      <Link to="/home" className="app-header__brand" aria-label={t('shell.homeLink')}>
        <BrandLogo corporation={conf?.config?.corporation} />
        <span className="app-header__product">{t('common.productName')}</span>
      </Link>
      <div className="app-header__actions">
        <SmsBadge />
        <DeviceMenu />
        <UserMenu showMenuStyle={!mobile} />
      </div>
    </header>
  );
}
