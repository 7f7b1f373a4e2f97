// STUB, router build only: stands in for ubus-platform's UbusPlatform
// (packages/device/src/ubus/ubus-platform.ts, `new UbusPlatform(ubus)`) until that lands on this
// branch. Every Platform call answers router.notAvailable; nothing is made up.
import type { Platform } from '../../device/src/platform/platform';
import { NotOnRouterError } from '../../device/src/ubus/not-on-router';
import type { Ubus } from '../../device/src/ubus/ubus';

export function ubusPlatform(_ubus: Ubus): Platform {
  const refuse = async () => {
    throw new NotOnRouterError('the router platform (ubus-platform)');
  };
  // Every method refuses when called (a rejection, as a real call fails); no optional part exists.
  return new Proxy(Object.create(null) as Platform, { get: (_target, key) => (key === 'then' || key === 'powerActions' || key === 'systemUpgrade' ? undefined : refuse) });
}
