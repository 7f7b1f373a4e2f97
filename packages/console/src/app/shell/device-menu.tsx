import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import { menuOnDemand } from './menu-on-demand';

const DeviceMenuDropdown = menuOnDemand(() => import('./device-menu-dropdown'));

/** Spec 2: the device menu (device-menu-dropdown.tsx), loaded when reached for. */
export function DeviceMenu() {
  const { t } = useTranslation();
  return (
    <DeviceMenuDropdown
      trigger={
        <>
          {/* Not spec 2's "close icon": an "×" reads as closing the header (issue 30.13). The menu
              restarts the device; its icon costs the home page nothing (DESIGN budgets). */}
          <Icon name="reboot" />
          <span className="header-menu__label">{t('shell.deviceMenu')}</span>
          <Icon name="chevronDown" size={14} className="header-menu__chevron" />
        </>
      }
    />
  );
}
