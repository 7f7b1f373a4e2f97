import { useTranslation } from 'react-i18next';
import { useMenuConf } from '../../lib/menu-conf';
import { Icon } from '../../ui/icons';
import { NavLink } from '../../ui/link';
import { navEntries } from './nav-entries';

/** The icon menu ('oldmenu'): one entry per section, the section page shows its tabs. */
export function IconNav() {
  const { t } = useTranslation();
  const entries = navEntries(useMenuConf());
  return (
    <ul className="icon-nav">
      {entries.map((entry) => (
        <li key={entry.id}>
          <NavLink to={entry.path} className="icon-nav__link">
            <Icon name={entry.icon} size={22} />
            <span className="icon-nav__label">{t(`nav.section.${entry.id}`)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
