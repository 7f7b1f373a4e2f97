// The console's op transport on a router (issue 27), in place of its HTTP one (vite.config.ts).
// The login page's own ops are answered by login-ops.ts, part of the first paint; the dispatcher
// with its handlers and schemas (router-transport.ts) arrives with the first op they do not answer.
import type { AnswerBody, OpCallee, OpTransport } from '../../console/src/lib/op-transport-shape';
import { loginAnswer } from './login-ops';

let loading: Promise<OpTransport> | undefined;

/** The dispatcher's transport, imported once; a chunk that did not arrive (the router rebooting) is fetched again next time. */
const fullTransport = () =>
  (loading ??= import('./router-transport').then(
    (module) => module.routerTransport(),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

async function call(op: OpCallee, input: AnswerBody, signal?: AbortSignal): Promise<AnswerBody> {
  return (await loginAnswer(op, input)) ?? (await fullTransport()).call(op, input, signal);
}

export const defaultTransport: OpTransport = {
  call,
  upload: async (op, query, file, options) => (await fullTransport()).upload(op, query, file, options),
  download: async (op, query) => (await fullTransport()).download(op, query),
};
