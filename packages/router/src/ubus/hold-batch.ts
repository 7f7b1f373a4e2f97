// A module a handler loads between two of its calls: the page's batch waits for it (issue 41,
// json-rpc-batch.ts). Its own file: ubus.ts is in the login page's entry chunk. Browser-safe.
import type { Ubus } from './ubus';

export function holdBatchFor<T>(ubus: Ubus, code: Promise<T>): Promise<T> {
  return ubus.holdBatchFor ? ubus.holdBatchFor(code) : code;
}
