// STUB, router build only: stands in for ubus-platform's UbusPlatform
// (packages/device/src/ubus/ubus-platform.ts, `new UbusPlatform(ubus)`) until that lands on this
// branch. Every Platform call answers router.notAvailable; nothing is made up.
import type { Platform } from '../../device/src/platform/platform';
import { notOnRouter } from '../../device/src/ubus/not-on-router';
import type { Ubus } from '../../device/src/ubus/ubus';

export function ubusPlatform(_ubus: Ubus): Platform {
  return notOnRouter<Platform>('the router platform (ubus-platform)');
}
