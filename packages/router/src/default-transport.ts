// The console's op transport on a router (issue 27), in place of its HTTP one (vite.config.ts).
// The code behind it arrives with the first op call, never with the first paint: the login
// page's own ops (login-ops.ts) first, the dispatcher with its handlers and schemas
// (router-transport.ts) only for an op the login page's code does not answer.
import type { AnswerBody, OpCallee, OpTransport } from '../../console/src/lib/op-transport';
import { loginAnswer } from './login-ops';

/** Imports a chunk once; one that did not arrive (the router rebooting) is fetched again next time. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

const fullTransport = loadOnce(() => import('./router-transport').then((module) => module.routerTransport()));
async function call(op: OpCallee, input: AnswerBody, signal?: AbortSignal): Promise<AnswerBody> {
  return (await loginAnswer(op, input)) ?? (await fullTransport()).call(op, input, signal);
}

export const defaultTransport: OpTransport = {
  call,
  upload: async (op, query, file, options) => (await fullTransport()).upload(op, query, file, options),
  download: async (op, query) => (await fullTransport()).download(op, query),
};
