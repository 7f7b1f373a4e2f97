// Test support: the router build's dispatcher over a fake router's bus (fake-router-bus.ts), with
// the daemon's handlers and the router's own (router-ops.ts), signed in as root.
import { ops } from '@rc/contract/registry';
import { handlers } from '../src/daemon-ops/handlers';
import { silentLogger } from '@rc/core/log';
import type { Platform } from '@rc/core/platform/platform';
import { partlyOnRouter } from '@rc/core/errors/not-on-router';
import { RouterApply } from '../../router/src/ubus/router-apply';
import { createRouterDispatcher, type RouterDispatch } from '../../router/src/ubus/router-dispatcher';
import { routerOwnOps } from '../../router/src/ubus/router-ops';
import { UbusConfigStore } from '../../router/src/ubus/ubus-config-store';
import { UbusPlatform } from '../../router/src/ubus/ubus-platform';
import { parseUci } from '@rc/core/uci/uci-parse';
import type { FakeRouter } from './fake-router-bus';
import type { FakeFiles } from './fake-rpcd-uci';
import { contractRouterOp } from '../../router/src/ubus/router-contract-op';

/**
 * The dispatcher of a console on `router`, `platform` the parts of the ubus platform a test needs,
 * or the whole of it (what it lacks, as the cloud link, then absent as on a router).
 */
export function routerConsoleOn(router: FakeRouter, platform: Partial<Platform> | UbusPlatform): RouterDispatch {
  const apply = new RouterApply(router.ubus, 60);
  const busy = { active: false };
  const own = routerOwnOps({ ubus: router.ubus, apply, busy });
  const table = ops as unknown as Record<string, (typeof ops)['login']>;
  const all = handlers as unknown as Record<string, never>;
  return createRouterDispatcher({
    ubus: router.ubus,
    store: new UbusConfigStore(router.ubus),
    platform: platform instanceof UbusPlatform ? platform : partlyOnRouter<Platform>('the test platform', platform),
    apply,
    busy,
    log: silentLogger,
    isEnabled: () => true,
    identity: async () => ({ lanMac: '02:00:00:00:00:01' }),
    loadOp: async (name) => (Object.hasOwn(table, name) ? contractRouterOp(table[name]!, own.get(name) ?? all[name]!, () => true) : undefined),
  });
}

export async function signInAsRoot(router: FakeRouter, dispatch: RouterDispatch): Promise<void> {
  const answer = await dispatch({ op: 'login', method: 'POST', input: { username: 'root', password: 'admin' } });
  router.ubus.session = String(answer.body.access_token);
}

/** UCI files as the fake rpcd holds them. */
export function fakeFilesOf(texts: Record<string, string>): FakeFiles {
  return Object.fromEntries(
    Object.entries(texts).map(([pkg, text]) => [
      pkg,
      parseUci(text, pkg).sections.map((section) => ({ name: section.name, type: section.type, options: Object.fromEntries(section.options) })),
    ]),
  );
}
