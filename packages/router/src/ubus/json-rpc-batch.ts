// The calls a page makes at once, sent as one JSON-RPC batch (issue 41). uhttpd-mod-ubus (ubus.c
// uh_ubus_data_done) takes a JSON array of requests on the same `POST /ubus`, runs them one after
// another in order and answers an array of one answer per request, each with its own `id` and its
// own `result` or `error` (an unknown object's -32000, a refused session's -32002 per element).
// The whole body must stay within UH_UBUS_MAX_POST_SIZE (64 KiB) or uhttpd answers a parse error
// for all of it, so a larger queue goes in several batches. One call alone goes as a plain object,
// as before. Browser-safe.

import { asAnswer, type JsonRpcAnswer } from './json-rpc-answer';

/** uhttpd ubus.c UH_UBUS_MAX_POST_SIZE: a longer body is refused whole. */
export const maxPostBytes = 65536;

/** Sends a body to /ubus; resolves the parsed JSON, rejects for anything that is not uhttpd's answer. */
export type PostBody = (body: string) => Promise<unknown>;

interface Queued {
  id: number;
  body: string;
  bytes: number;
  resolve(answer: JsonRpcAnswer): void;
  reject(error: unknown): void;
}

const encoder = new TextEncoder();

export class JsonRpcBatch {
  private queue: Queued[] = [];
  private flushing: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly post: PostBody,
    /** how long the first call of a batch waits for others (ms) */
    private readonly windowMs = 0,
  ) {}

  /** The answer to `request` (its `id` unique among those queued), sent with every call made in the same turn. */
  send(request: { id: number }): Promise<JsonRpcAnswer> {
    const body = JSON.stringify(request);
    return new Promise((resolve, reject) => {
      this.queue.push({ id: request.id, body, bytes: encoder.encode(body).length, resolve, reject });
      // a macrotask at least: every handler that starts in this turn, and each await it chains, queues its calls first
      this.flushing ??= setTimeout(() => this.flush(), this.windowMs);
    });
  }

  private flush(): void {
    const queued = this.queue;
    this.queue = [];
    this.flushing = undefined;
    for (const batch of bySize(queued)) void this.sendBatch(batch);
  }

  private async sendBatch(batch: Queued[]): Promise<void> {
    try {
      if (batch.length === 1) {
        batch[0]!.resolve(asAnswer(await this.post(batch[0]!.body)));
        return;
      }
      const answers = await this.post(`[${batch.map((call) => call.body).join(',')}]`);
      if (!Array.isArray(answers)) throw new Error('not a JSON-RPC batch answer');
      const byId = new Map(answers.map((answer) => asAnswer(answer)).map((answer) => [answer.id, answer]));
      for (const call of batch) {
        const answer = byId.get(call.id);
        if (answer) call.resolve(answer);
        else call.reject(new Error('no answer in the batch'));
      }
    } catch (error) {
      for (const call of batch) call.reject(error);
    }
  }
}

/** The queue in order, cut where the next call would take a batch past uhttpd's limit ("[", commas, "]" counted). */
function bySize(queued: Queued[]): Queued[][] {
  const batches: Queued[][] = [];
  let current: Queued[] = [];
  let bytes = 1;
  for (const call of queued) {
    if (current.length > 0 && bytes + 1 + call.bytes > maxPostBytes) {
      batches.push(current);
      current = [];
      bytes = 1;
    }
    current.push(call);
    bytes += call.bytes + 1;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
