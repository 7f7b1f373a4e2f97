import { Navigate } from 'react-router';
import { useMenuConf } from '../lib/menu-conf';
import { firstEnabledTab, tabPath } from './menu';
import { NotFoundPage } from './not-found-page';
import type { SectionDef } from './sections';

/** Spec 2: a section's default redirect is its first tab that menu_conf.json enables. */
export function SectionIndex({ section }: { section: SectionDef }) {
  const conf = useMenuConf();
  const tab = conf && firstEnabledTab(section, conf);
  return tab ? <Navigate to={tabPath(section, tab)} replace /> : <NotFoundPage />;
}
