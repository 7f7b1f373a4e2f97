// The console's pages on a router reach ubus with this (router-transport.ts; issue 41): the calls
// a page makes go as one JSON-RPC batch, which waits for the page's and its ops' code to arrive
// (json-rpc-batch.ts), and with a memo a read made again
// while a page loads is asked once (ubus-read-memo.ts). Apart from the login page's JsonRpcUbus,
// whose entry chunk stays without them. Browser-safe.
import type { JsonRpcAnswer } from './json-rpc-answer';
import { JsonRpcBatch } from './json-rpc-batch';
import { JsonRpcUbus, type JsonRpcUbusOptions } from './json-rpc-ubus';
import type { UbusReadMemo } from './ubus-read-memo';

export interface BatchedJsonRpcUbusOptions extends JsonRpcUbusOptions {
  memo?: UbusReadMemo;
}

export class BatchedJsonRpcUbus extends JsonRpcUbus {
  private readonly batch: JsonRpcBatch;
  private readonly memo: UbusReadMemo | undefined;

  constructor(options: BatchedJsonRpcUbusOptions = {}) {
    super(options);
    this.batch = new JsonRpcBatch((body) => this.post(body));
    this.memo = options.memo;
  }

  override async callIn<T = Record<string, unknown>>(session: string, object: string, method: string, args: Record<string, unknown> = {}): Promise<T> {
    const send = () => super.callIn<T>(session, object, method, args);
    return this.memo ? this.memo.call(session, object, method, args, send) : send();
  }

  /** The batch waits for `code` (a chunk of the page or of an op) before it goes: what it runs calls in the same POST. */
  holdBatchFor<T>(code: Promise<T>): Promise<T> {
    return this.batch.holdWhile(code);
  }

  protected override exchange(request: { id: number }): Promise<JsonRpcAnswer> {
    return this.batch.send(request);
  }
}
