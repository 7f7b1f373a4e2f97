// The console's pages on a router reach ubus with this (router-transport.ts; issue 41): the calls
// made in one turn go as one JSON-RPC batch (json-rpc-batch.ts), and with a memo a read made again
// while a page loads is asked once (ubus-read-memo.ts). Apart from the login page's JsonRpcUbus,
// whose entry chunk stays without them. Browser-safe.
import type { JsonRpcAnswer } from './json-rpc-answer';
import { JsonRpcBatch } from './json-rpc-batch';
import { JsonRpcUbus, type JsonRpcUbusOptions } from './json-rpc-ubus';
import type { UbusReadMemo } from './ubus-read-memo';

export interface BatchedJsonRpcUbusOptions extends JsonRpcUbusOptions {
  memo?: UbusReadMemo;
  /** how long a batch waits for more calls after its first (ms); 0: the next turn */
  windowMs?: number;
}

export class BatchedJsonRpcUbus extends JsonRpcUbus {
  private readonly batch: JsonRpcBatch;
  private readonly memo: UbusReadMemo | undefined;

  constructor(options: BatchedJsonRpcUbusOptions = {}) {
    super(options);
    this.batch = new JsonRpcBatch((body) => this.post(body), options.windowMs);
    this.memo = options.memo;
  }

  override async callIn<T = Record<string, unknown>>(session: string, object: string, method: string, args: Record<string, unknown> = {}): Promise<T> {
    const send = () => super.callIn<T>(session, object, method, args);
    return this.memo ? this.memo.call(session, object, method, args, send) : send();
  }

  protected override exchange(request: { id: number }): Promise<JsonRpcAnswer> {
    return this.batch.send(request);
  }
}
