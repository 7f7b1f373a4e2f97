// The console's op transport on a router (issue 27): each op runs in the browser through the
// router dispatcher (packages/device/src/ubus/router-dispatcher.ts) over ubus JSON-RPC to
// uhttpd-mod-ubus at /ubus, with rpcd's session as the console's token.
import { isFeatureEnabled, type Feature } from '@rc/contract/features';
import { loadMenuConf } from '../../console/src/lib/menu-conf';
import type { OpTransport } from '../../console/src/lib/op-transport';
import { getToken } from '../../console/src/lib/session';
import { consoleLogger } from '../../device/src/log';
import { JsonRpcUbus, anonymousSession } from '../../device/src/ubus/json-rpc-ubus';
import { sessionStorageMemory } from '../../device/src/ubus/pending-apply-memory';
import { RouterApply } from '../../device/src/ubus/router-apply';
import { createRouterDispatcher } from '../../device/src/ubus/router-dispatcher';
import { storageDeviceToken } from '../../device/src/ubus/router-login';
import { routerOwnOps } from '../../device/src/ubus/router-ops';
import type { RouterHistory } from '../../device/src/ubus/router-history';
import type { RouterUpload } from '../../device/src/ubus/router-upload';
import { UbusConfigStore } from '../../device/src/ubus/ubus-config-store';
import { routerSideDir } from '../../device/src/ubus/router-side-dir';
import { UbusPlatform } from '../../device/src/ubus/ubus-platform';
import { routerApplyWindowSeconds } from './apply-window';
import { createLoadOp } from './load-op';
import { routerIdentity } from './router-identity';

export function routerTransport(): OpTransport {
  const ubus = new JsonRpcUbus({ url: '/ubus' });
  const store = new UbusConfigStore(ubus, routerSideDir);
  // kept in the tab's sessionStorage by rpcd session: a reload still shows the pending change
  const apply = new RouterApply(ubus, routerApplyWindowSeconds(), Date.now, sessionStorageMemory(sessionStorage, () => ubus.session));
  const platform = new UbusPlatform(ubus, { readConfig: (pkg) => store.read(pkg) });
  store.onLanded((changed) => platform.applyConfig(changed));
  apply.onSettled(() => platform.start());
  // System > History: loaded with the first save or the History page, not with the home page
  let history: Promise<RouterHistory> | undefined;
  const loadHistory = () =>
    (history ??= import('../../device/src/ubus/router-history').then(
      (m) => new m.RouterHistory(ubus, consoleLogger),
      (error: unknown) => ((history = undefined), Promise.reject(error)),
    ));
  store.keepHistory(loadHistory);
  apply.onConfirmed(async (pending) => {
    if (pending.history) await (await loadHistory()).land(pending.history);
  });
  // a firmware upgrade, from its first byte to the reboot: every other write answers -7
  const busy = { active: false };
  let menu: Awaited<ReturnType<typeof loadMenuConf>> | undefined;
  let identity: ReturnType<typeof routerIdentity> | undefined;
  const isEnabled = (feature: Feature) => (menu ? isFeatureEnabled(menu, feature) : true);
  const dispatch = createRouterDispatcher({
    ubus,
    store,
    platform,
    apply,
    busy,
    loadOp: createLoadOp(routerOwnOps({ ubus, apply, busy, device: storageDeviceToken(localStorage) }), isEnabled),
    isEnabled,
    log: consoleLogger,
    identity: () => (identity ??= routerIdentity(ubus, store).catch((error: unknown) => ((identity = undefined), Promise.reject(error)))),
  });
  const run = async (op: string, method: 'GET' | 'POST', input: Record<string, unknown>, upload?: RouterUpload) => {
    menu ??= await loadMenuConf().catch(() => undefined);
    ubus.session = getToken() ?? anonymousSession;
    return dispatch({ op, method, input, upload });
  };
  return {
    call: async (op, input) => (await run(op.op, op.method, input)).body,
    // The file goes to the op's handler in the browser, which checks it and writes it to the router (router-upload.ts).
    upload: async (op, query, file, { onProgress }) => (await run(op, 'POST', query, { file, onProgress })).body,
    download: async (op, query) => {
      const answer = await run(op, 'GET', query);
      return answer.file ? { file: new Blob([new Uint8Array(answer.file.data)]), name: answer.file.name } : { refused: answer.body };
    },
  };
}
