import type { ReactNode } from 'react';
import { isFeatureEnabled } from '@rc/contract/features';
import { useMenuConf } from '../lib/menu-conf';
import { NotFoundPage } from './not-found-page';
import type { TabDef } from './sections';

/** Spec 2: a tab whose feature menu_conf.json does not mark '1' does not exist. */
export function TabGate({ tab, children }: { tab: TabDef; children: ReactNode }) {
  const conf = useMenuConf();
  return conf && isFeatureEnabled(conf, tab.feature) ? children : <NotFoundPage />;
}
