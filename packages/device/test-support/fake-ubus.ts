// Test support: a Ubus that answers from recordings, keeps every call in order, and refuses (as
// rpcd would, status 6) any call the platform's ACL needs (platform-acl-needs.ts) do not grant,
// so that a test of a platform method also proves the ACL lets it through.
import { UbusCallError, UbusStatus, type Ubus } from '../../router/src/ubus/ubus';
import type { AclNeeds } from '../../router/src/ubus/acl-needs-shape';
import { shapeOf } from '../../router/src/ubus/exec-shapes';
import { shapedExec } from '../../router/src/ubus/router-programs';

export interface RecordedCall {
  object: string;
  method: string;
  args: Record<string, unknown>;
}

type Answer = unknown | ((args: Record<string, unknown>) => unknown);

/** fnmatch(3) with flags 0 as rpcd's session.c uses it: `*` and `?` match any character, `/` and space included. */
export function fnmatch(pattern: string, text: string): boolean {
  const source = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${source}$`, 's').test(text);
}

const isShapedExec = (object: string, method: string) => object === shapedExec[0] && method === shapedExec[1];
const isExec = (object: string, method: string) => (object === 'file' && method === 'exec') || isShapedExec(object, method);
/** a call's params that are all strings, as the plugin takes them; any other makes no shape */
const stringParams = (args: Record<string, unknown>) => (Array.isArray(args.params) && args.params.every((a) => typeof a === 'string') ? args.params : ['\0']);

export function granted(needs: AclNeeds, object: string, method: string, args: Record<string, unknown>): boolean {
  if (!Object.entries(needs.ubus).some(([o, methods]) => fnmatch(o, object) && methods.some((m) => fnmatch(m, method)))) return false;
  // routerd.uc `exec`: the plugin refuses (status 6, as rpcd's ACL) an argument array of no shape
  if (isShapedExec(object, method)) return shapeOf(needs.execShapes ?? [], String(args.command), stringParams(args)) !== undefined;
  if (object !== 'file') return true;
  const path = String(args.path ?? args.command);
  if (method === 'read') return needs.fileRead.some((p) => fnmatch(p, path));
  if (method === 'list') return (needs.fileList ?? []).some((p) => fnmatch(p, path));
  if (method === 'write' || method === 'remove') return needs.fileWrite.some((p) => fnmatch(p, path));
  // rpcd file.c rpc_file_exec_run: the bare path, else "<path> <param> <param>..." (string params only)
  const line = [path, ...(Array.isArray(args.params) ? args.params.filter((a): a is string => typeof a === 'string') : [])].join(' ');
  return needs.fileExec.some((p) => fnmatch(p, path) || fnmatch(p, line));
}

export class FakeUbus implements Ubus {
  readonly calls: RecordedCall[] = [];
  private readonly answers = new Map<string, Answer>();

  constructor(private readonly needs: AclNeeds) {}

  /**
   * Answers `object.method`; a function gets the call's args. An Error (or UbusCallError) is thrown.
   * For `file` it answers what onExec / onRead do not.
   */
  on(object: string, method: string, answer: Answer): this {
    this.answers.set(`${object} ${method}`, answer);
    return this;
  }

  /** Answers `file exec` (or routerd.uc `exec`) of exactly this argv as rpcd does: {code, stdout, stderr}. */
  onExec(command: string, params: string[], answer: { code: number; stdout?: string; stderr?: string } | UbusCallError): this {
    this.answers.set(`exec ${[command, ...params].join('\0')}`, answer);
    return this;
  }

  /** Answers `file read {path}` with {data}, or the status rpcd gives (NOT_FOUND for a missing file). */
  onRead(path: string, data: string | UbusCallError): this {
    this.answers.set(`read ${path}`, typeof data === 'string' ? { data } : data);
    return this;
  }

  /** The command lines `file exec` and routerd.uc `exec` ran, space-joined. */
  execs(): string[] {
    return this.calls.filter((c) => isExec(c.object, c.method)).map((c) => [c.args.command, ...(c.args.params as string[])].join(' '));
  }

  writes(): { path: string; data: string; mode: unknown }[] {
    return this.calls.filter((c) => c.object === 'file' && c.method === 'write').map((c) => ({ path: String(c.args.path), data: String(c.args.data), mode: c.args.mode }));
  }

  async call<T = Record<string, unknown>>(object: string, method: string, args: Record<string, unknown> = {}): Promise<T> {
    const copy = JSON.parse(JSON.stringify(args)) as Record<string, unknown>;
    this.calls.push({ object, method, args: copy });
    if (!granted(this.needs, object, method, copy)) throw new UbusCallError(object, method, UbusStatus.permissionDenied);
    if (object === 'file' && method === 'write') {
      // what was written reads back, as on the router
      this.answers.set(`read ${String(copy.path)}`, { data: copy.data });
      return {} as T;
    }
    // routerd.uc `exec` answers with what rpcd's `file exec` answered it
    const answer = this.answers.get(this.key(object, method, copy)) ?? this.answers.get(`${object} ${method}`) ?? (isShapedExec(object, method) ? this.answers.get('file exec') : undefined);
    if (answer === undefined) throw new UbusCallError(object, method, UbusStatus.notFound);
    // an answer may be a promise, as rpcd's deferred replies are: awaited, never serialised as {}
    const value: unknown = await (typeof answer === 'function' ? (answer as (a: Record<string, unknown>) => unknown)(copy) : answer);
    if (value instanceof Error) throw value;
    // as JSON-RPC delivers it: a copy, never the recording itself
    return JSON.parse(JSON.stringify(value ?? {})) as T;
  }

  private key(object: string, method: string, args: Record<string, unknown>): string {
    if (isExec(object, method)) return `exec ${[args.command, ...(args.params as string[])].join('\0')}`;
    if (object === 'file' && method === 'read') return `read ${String(args.path)}`;
    return `${object} ${method}`;
  }
}
