import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { areasReady } from '../../lib/i18n';
import { useMenuConf } from '../../lib/menu-conf';
import { NavLink } from '../../ui/link';
import { BootSpinner } from '../boot-spinner';
import { enabledTabs, tabPath } from '../menu';
import { RouteErrorBoundary } from '../route-error-boundary';
import type { SectionDef } from '../sections';

/** A menu section: its title, the tabs menu_conf.json enables, and the current tab. */
export function SectionPage({ section }: { section: SectionDef }) {
  use(areasReady(section.id));
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = enabledTabs(section, useMenuConf());
  const title = t(`nav.section.${section.id}`);
  return (
    <div className="section-page">
      <h1 className="section-page__title">{title}</h1>
      <nav className="tab-bar" aria-label={t('shell.sectionTabs', { section: title })}>
        <ul className="tab-bar__list">
          {tabs.map((tab) => (
            <li key={tab.path}>
              <NavLink to={tabPath(section, tab)} className="tab-bar__tab">
                {t(`nav.${section.id}.${tab.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="section-page__content">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<BootSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </div>
    </div>
  );
}
