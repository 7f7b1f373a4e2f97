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

/**
 * Past this, a batch still held goes anyway: code that never arrives (a router rebooting under a
 * page) must not stop the page's polling. Not the batch's window: code that arrives ends the hold.
 */
export const maxHoldMs = 3000;

export class JsonRpcBatch {
  private queue: Queued[] = [];
  private holds = 0;
  private check: ReturnType<typeof setTimeout> | undefined;
  private cap: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly post: PostBody) {}

  /** The answer to `request` (its `id` unique among those queued), sent with every call the page makes with it. */
  send(request: { id: number }): Promise<JsonRpcAnswer> {
    const body = JSON.stringify(request);
    return new Promise((resolve, reject) => {
      this.queue.push({ id: request.id, body, bytes: encoder.encode(body).length, resolve, reject });
      this.schedule();
    });
  }

  /**
   * `work` (an op's or a page's code arriving) makes calls once it settles: the queue waits for
   * it, however long the machine takes, and goes when nothing is left that would add to it.
   */
  holdWhile<T>(work: Promise<T>): Promise<T> {
    this.holds++;
    const release = () => {
      this.holds--;
      this.schedule();
    };
    // registered before the caller's await: the caller's continuation runs before the check below
    work.then(release, release);
    return work;
  }

  /**
   * A check in the next task, after every microtask of this one: the calls of each handler that
   * resumed in this task, and of each await it chains, are queued by then. Not a time window:
   * on a slow machine the task comes later, with the same calls in the queue.
   */
  private schedule(): void {
    if (this.check !== undefined || this.queue.length === 0) return;
    this.check = setTimeout(() => {
      this.check = undefined;
      if (this.holds === 0) this.flush();
      else this.cap ??= setTimeout(() => this.flush(), maxHoldMs);
    }, 0);
  }

  private flush(): void {
    clearTimeout(this.cap);
    this.cap = undefined;
    const queued = this.queue;
    this.queue = [];
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
