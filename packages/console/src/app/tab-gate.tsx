import type { ReactNode } from 'react';
import { useMenuConf } from '../lib/menu-conf';
import { isTabEnabled } from './menu';
import { NotFoundPage } from './not-found-page';
import type { TabDef } from './sections';

/** Spec 2: a tab whose feature(s) menu_conf.json does not mark '1' does not exist. */
export function TabGate({ tab, children }: { tab: TabDef; children: ReactNode }) {
  const conf = useMenuConf();
  return conf && isTabEnabled(conf, tab) ? children : <NotFoundPage />;
}
