import { useTranslation } from 'react-i18next';
import { formatDeviceTime, type DeviceTimePart } from './device-time';
import { refs } from './op-refs';
import { useOp } from './use-op';

/**
 * Formats times in the device's zone, as the footer does (issue 19.5): the Home chart's axis and
 * "Updated at" must not show the browser's zone beside the footer's device time.
 */
export function useDeviceClock(): (epochMs: number, part?: DeviceTimePart) => string {
  const { i18n } = useTranslation();
  const device = useOp(refs.get_web_msg, {});
  const zonename = typeof device.data?.zonename === 'string' ? device.data.zonename : '';
  const timezone = typeof device.data?.timezone === 'string' ? device.data.timezone : '';
  return (epochMs, part = 'clock') => formatDeviceTime(epochMs, zonename, timezone, i18n.language, part);
}
