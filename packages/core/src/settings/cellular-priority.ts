// Spec 2's "4G priority" as netifd reads it: the default route with the lower `metric` wins, so
// the modem is preferred when network.wwan's metric is below network.wan's (no metric is 0).
import { getOption, getSection } from '../uci/uci-edit';
import type { UciPackage, UciSection } from '../uci/uci-types';

export function isCellularPreferred(network: UciPackage): boolean {
  return metricOf(getSection(network, 'wwan')) < metricOf(getSection(network, 'wan'));
}

function metricOf(section: UciSection | undefined): number {
  const metric = Number(section ? getOption(section, 'metric') : undefined);
  return Number.isInteger(metric) ? metric : 0;
}
