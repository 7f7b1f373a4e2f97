import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/store';
import { IconNav } from './icon-nav';
import { menuStyleStore } from './menu-style';
import { TreeNav } from './tree-nav';

/** The left navigation of the desktop layout, in the style the user chose. */
export function SideNav() {
  const { t } = useTranslation();
  const style = useStore(menuStyleStore);
  return (
    <nav className={`side-nav side-nav--${style}`} aria-label={t('shell.mainNav')}>
      {style === 'newmenu' ? <TreeNav /> : <IconNav />}
    </nav>
  );
}
