// The op transport is installed at once, but the code behind it (dispatcher, ubus, schemas)
// arrives with the first op call: the first paint needs none of it.
import { setOpTransport, type OpTransport } from '../../console/src/lib/op-transport';

let loading: Promise<OpTransport> | undefined;

function transport(): Promise<OpTransport> {
  loading ??= import('./router-transport').then(
    (module) => module.routerTransport(),
    (error: unknown) => {
      // Not arrived (the router rebooting): the next call fetches it again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

setOpTransport({
  call: async (op, input, signal) => (await transport()).call(op, input, signal),
  upload: async (op, query, file, options) => (await transport()).upload(op, query, file, options),
  download: async (op, query) => (await transport()).download(op, query),
});
