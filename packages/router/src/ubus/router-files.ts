// Files on the router through rpcd's file plugin (rpcd file.c): `read {path}` answers {data} (a
// procfs file's first 4 KiB: it reports no size), a missing file is ubus status NOT_FOUND;
// `write {path, data, mode}` opens with O_CREAT|O_TRUNC and writes in place (no rename: a file
// of a few lines, read again on the next save).
import { UbusCallError, UbusStatus, type Ubus } from './ubus';

export async function readRouterFile(ubus: Ubus, path: string): Promise<string> {
  const answer = await ubus.call<{ data?: string }>('file', 'read', { path });
  return answer.data ?? '';
}

/** The file's text, undefined when it does not exist; '' for an empty one (rpcd: NO_DATA). */
export async function readRouterFileIfAny(ubus: Ubus, path: string): Promise<string | undefined> {
  try {
    return await readRouterFile(ubus, path);
  } catch (err) {
    if (!(err instanceof UbusCallError)) throw err;
    if (err.status === UbusStatus.noData) return '';
    if (err.status === UbusStatus.notFound) return undefined;
    throw err;
  }
}

export async function writeRouterFile(ubus: Ubus, path: string, data: string, mode = 0o644): Promise<void> {
  await ubus.call('file', 'write', { path, data, mode });
}
