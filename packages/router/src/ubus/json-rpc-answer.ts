// One JSON-RPC answer of uhttpd-mod-ubus (ubus.c): its id, and `result` or `error`. Browser-safe.

export interface JsonRpcAnswer {
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown };
}

/** The answer as uhttpd gives it; anything else (a proxy's page, an array where one was due) throws. */
export function asAnswer(answer: unknown): JsonRpcAnswer {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw new Error('not a JSON-RPC answer');
  return answer as JsonRpcAnswer;
}
