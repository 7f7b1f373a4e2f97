// The router transport's ubus (router-transport.ts; issue 41): a page's calls in one batch, each
// read once per load. The batch goes once the page's ops have made their calls: it waits for each
// op's code to arrive (load-op.ts), however slow the router or the browser, not for a clock.
import { BatchedJsonRpcUbus } from './ubus/batched-json-rpc-ubus';
import type { RouterOp } from './ubus/router-dispatcher';
import { UbusReadMemo } from './ubus/ubus-read-memo';

type LoadOp = (name: string) => Promise<RouterOp | undefined>;

export function routerUbus(fetch?: typeof globalThis.fetch): BatchedJsonRpcUbus {
  return new BatchedJsonRpcUbus({ url: '/ubus', memo: new UbusReadMemo(), fetch });
}

/** An op's code, loaded while `ubus`'s batch waits for the calls it will make. */
export function routerLoadOp(ubus: BatchedJsonRpcUbus, load: LoadOp): LoadOp {
  return (name) => ubus.holdBatchFor(load(name));
}
