import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { areasReady } from '../../lib/i18n';
import { BootSpinner } from '../boot-spinner';
import { RouteErrorBoundary } from '../route-error-boundary';
import type { SectionDef } from '../sections';
import { SectionTabs } from './section-tabs';

/** A menu section: its title, its tabs and the current tab. */
export function SectionPage({ section }: { section: SectionDef }) {
  use(areasReady(section.id));
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t(`nav.section.${section.id}`);
  return (
    <div className="section-page">
      <h1 className="section-page__title">{title}</h1>
      <SectionTabs section={section} title={title} />
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
