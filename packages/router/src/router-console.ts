// The console's parts on a router, put together once per page (router-transport.ts): rpcd's store,
// the ubus platform, the apply window, the history, the router's identity and the dispatcher over
// them, all on one JsonRpcUbus (its calls batched and its reads shared per load, issue 41).
import type { FeatureGate } from '@rc/core/ops/op-gates';
import { holdBatchFor } from './ubus/hold-batch';
import { consoleLogger, type Logger } from '@rc/core/log';
import type { JsonRpcUbus } from './ubus/json-rpc-ubus';
import { RouterApply, type PendingApplyMemory } from './ubus/router-apply';
import { createRouterDispatcher, type RouterDispatch, type RouterOp } from './ubus/router-dispatcher';
import type { RouterHistory } from './ubus/router-history';
import type { DeviceTokenMemory } from './ubus/router-login';
import { routerOwnOps, type RouterHandler } from './ubus/router-ops';
import { UbusConfigStore } from './ubus/ubus-config-store';
import { routerSideDir } from './ubus/router-side-dir';
import { UbusPlatform } from './ubus/ubus-platform';
import { routerIdentity } from './router-identity';

export interface RouterConsoleOptions {
  applyWindowSeconds: number;
  /** where a pending apply is remembered across a reload (the tab's sessionStorage) */
  memory?: PendingApplyMemory;
  isEnabled: FeatureGate;
  /** where this browser keeps its sign-in token (router-login.ts) */
  device?: DeviceTokenMemory;
  log?: Logger;
  /** an op's definition and handler, given the router's own handlers (router-ops.ts) */
  loadOp(own: ReadonlyMap<string, RouterHandler>): (name: string) => Promise<RouterOp | undefined>;
}

export function routerConsole(ubus: JsonRpcUbus, options: RouterConsoleOptions): RouterDispatch {
  const log = options.log ?? consoleLogger;
  const store = new UbusConfigStore(ubus, routerSideDir);
  const apply = new RouterApply(ubus, options.applyWindowSeconds, Date.now, options.memory);
  const platform = new UbusPlatform(ubus, { readConfig: (pkg) => store.read(pkg) });
  store.onLanded((changed) => platform.applyConfig(changed));
  apply.onSettled(() => platform.start());
  // System > History: loaded with the first save or the History page, not with the home page
  let history: Promise<RouterHistory> | undefined;
  const loadHistory = () =>
    (history ??= holdBatchFor(ubus, import('./ubus/router-history')).then(
      (m) => new m.RouterHistory(ubus, log),
      (error: unknown) => ((history = undefined), Promise.reject(error)),
    ));
  store.keepHistory(loadHistory);
  apply.onConfirmed(async (pending) => {
    if (pending.history) await (await loadHistory()).land(pending.history);
  });
  // a firmware upgrade, from its first byte to the reboot: every other write answers -7
  const busy = { active: false };
  let identity: ReturnType<typeof routerIdentity> | undefined;
  return createRouterDispatcher({
    ubus,
    store,
    platform,
    apply,
    busy,
    loadOp: options.loadOp(routerOwnOps({ ubus, apply, busy, device: options.device })),
    isEnabled: options.isEnabled,
    log,
    identity: () => (identity ??= routerIdentity(ubus, store).catch((error: unknown) => ((identity = undefined), Promise.reject(error)))),
  });
}
