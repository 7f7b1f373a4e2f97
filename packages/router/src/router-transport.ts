// The console's op transport on a router (issue 27): each op runs in the browser through the
// router dispatcher (packages/router/src/ubus/router-dispatcher.ts, put together by
// router-console.ts) over ubus JSON-RPC to uhttpd-mod-ubus at /ubus, with rpcd's session as the
// console's token.
import { isFeatureEnabled, type Feature } from '@rc/contract/features';
import { loadMenuConf } from '../../console/src/lib/menu-conf';
import type { OpTransport } from '../../console/src/lib/op-transport-shape';
import { getToken } from '../../console/src/lib/session';
import { anonymousSession } from './ubus/json-rpc-ubus';
import { sessionStorageMemory } from './ubus/pending-apply-memory';
import { storageDeviceToken } from './ubus/router-login';
import type { RouterUpload } from './ubus/router-upload';
import { routerApplyWindowSeconds } from './apply-window';
import { createLoadOp } from './load-op';
import { routerConsole } from './router-console';
import { routerLoadOp, routerUbus } from './router-ubus';

export function routerTransport(): OpTransport {
  // a page's calls in one batch, each read once per load (issue 41)
  const ubus = routerUbus();
  let menu: Awaited<ReturnType<typeof loadMenuConf>> | undefined;
  const isEnabled = (feature: Feature) => (menu ? isFeatureEnabled(menu, feature) : true);
  const dispatch = routerConsole(ubus, {
    applyWindowSeconds: routerApplyWindowSeconds(),
    // kept in the tab's sessionStorage by rpcd session: a reload still shows the pending change
    memory: sessionStorageMemory(sessionStorage, () => ubus.session),
    // this browser's sign-in token (the plugin's lockout per browser, issue 39.2)
    device: storageDeviceToken(localStorage),
    isEnabled,
    loadOp: (own) => routerLoadOp(ubus, createLoadOp(own, isEnabled)),
  });
  const run = async (op: string, method: 'GET' | 'POST', input: Record<string, unknown>, upload?: RouterUpload) => {
    // the ops' gates need it: the batch waits for it too
    menu ??= await ubus.holdBatchFor(loadMenuConf().catch(() => undefined));
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
