// rpcd's `uci` object in memory, written from rpcd's uci.c (and libuci's list.c for uci_set):
// get/add/set/delete/order stage changes in the calling session's deltas, `changes` lists the
// packages holding some, commit lands them and revert drops them (both refused while an apply
// awaits confirmation), apply {rollback, timeout} lands every staged package and restores them
// when the timer fires unless confirm comes first, rollback restores now; a restore puts the
// applied deltas back into the session while it still exists (rpc_uci_do_rollback copies the
// snapshot's delta files back). Status codes as rpcd answers them. For tests of the browser's UbusConfigStore; the real
// rpcd is driven by the `npm run test:openwrt` layer.
import { UbusCallError, UbusStatus, type Ubus } from '../../router/src/ubus/ubus';

interface FakeSection {
  name: string;
  type: string;
  anonymous: boolean;
  options: Map<string, string | string[]>;
}

type Config = FakeSection[];

/** Packages as the fake's /etc/config holds them at the start. */
export type FakeFiles = Record<string, Array<{ name?: string; type: string; options?: Record<string, string | string[]> }>>;

const NAME = /^[A-Za-z0-9_]+$/;
const TYPE = /^[A-Za-z0-9_-]+$/;

export class FakeRpcdUci implements Ubus {
  /** what is in /etc/config, by package */
  readonly files = new Map<string, Config>();
  /** every call made, for tests that count or look at them */
  readonly calls: Array<{ method: string; args: Record<string, unknown> }> = [];
  /** the packages procd was told changed (rpc_uci_trigger_event), in order */
  readonly reloaded: string[] = [];
  private staged = new Map<string, Config>();
  /** the files before the apply and the deltas it applied (rpcd's /var/run/rpcd/snapshot-files and -delta) */
  private applied: { snapshot: Map<string, Config>; deltas: Map<string, Config>; timer: ReturnType<typeof setTimeout> } | undefined;
  private counter = 0;
  /** makes the next call of this method fail with this status (tests of a failed save) */
  failNext: { method: string; status: number } | undefined;
  /** the applying session was destroyed or expired: a rollback restores the files only */
  sessionGone = false;

  constructor(files: FakeFiles = {}) {
    for (const [pkg, sections] of Object.entries(files)) {
      this.files.set(pkg, sections.map((s) => ({ name: s.name ?? this.anonymousName(), type: s.type, anonymous: s.name === undefined, options: new Map(Object.entries(s.options ?? {})) })));
    }
  }

  /** the calls that stage, land or drop something (all but the reads get and changes) */
  get writes(): Array<{ method: string; args: Record<string, unknown> }> {
    return this.calls.filter((call) => call.method !== 'get' && call.method !== 'changes');
  }

  get pendingApply(): boolean {
    return this.applied !== undefined;
  }

  async call<T>(object: string, method: string, args: Record<string, unknown> = {}): Promise<T> {
    this.calls.push({ method, args });
    if (object !== 'uci') throw new UbusCallError(object, method, UbusStatus.notFound);
    if (this.failNext?.method === method) {
      const { status } = this.failNext;
      this.failNext = undefined;
      throw new UbusCallError(object, method, status);
    }
    const status = { value: UbusStatus.ok as number };
    const answer = this.dispatch(method, args, status);
    if (status.value !== UbusStatus.ok) throw new UbusCallError(object, method, status.value);
    return (answer ?? {}) as T;
  }

  private dispatch(method: string, args: Record<string, unknown>, status: { value: number }): unknown {
    const fail = (code: number) => {
      status.value = code;
    };
    const methods: Record<string, (args: Record<string, unknown>, fail: (code: number) => void) => unknown> = {
      get: this.get,
      add: this.add,
      set: this.set,
      delete: this.delete,
      order: this.order,
      commit: this.commit,
      revert: this.revert,
      changes: this.changes,
      apply: this.apply,
      confirm: (_args, f) => this.confirm(f),
      rollback: (_args, f) => this.rollback(f),
    };
    const run = Object.hasOwn(methods, method) ? methods[method] : undefined;
    return run ? run.call(this, args, fail) : fail(UbusStatus.methodNotFound);
  }

  /** The package with this session's deltas, as uci_load with the session's savedir sees it. */
  private working(config: unknown): Config | undefined {
    if (typeof config !== 'string') return undefined;
    const current = this.staged.get(config) ?? this.files.get(config);
    return current ? cloneConfig(current) : undefined;
  }

  private get(args: Record<string, unknown>, fail: (code: number) => void): unknown {
    const config = this.working(args.config);
    if (!config) return fail(typeof args.config === 'string' ? UbusStatus.notFound : UbusStatus.invalidArgument);
    const values: Record<string, unknown> = {};
    config.forEach((s, index) => {
      values[s.name] = { '.anonymous': s.anonymous, '.type': s.type, '.name': s.name, '.index': index, ...Object.fromEntries(s.options) };
    });
    return { values };
  }

  private add(args: Record<string, unknown>, fail: (code: number) => void): unknown {
    const config = this.working(args.config);
    if (typeof args.type !== 'string') return fail(UbusStatus.invalidArgument);
    if (!TYPE.test(args.type) || (args.name !== undefined && (typeof args.name !== 'string' || !NAME.test(args.name)))) return fail(UbusStatus.invalidArgument);
    if (!config) return fail(UbusStatus.notFound);
    let section = typeof args.name === 'string' ? config.find((s) => s.name === args.name) : undefined;
    if (section) section.type = args.type;
    else {
      section = { name: typeof args.name === 'string' ? args.name : this.anonymousName(), type: args.type, anonymous: args.name === undefined, options: new Map() };
      config.push(section);
    }
    const err = this.setValues(section, args.values);
    if (err) return fail(err);
    this.staged.set(args.config as string, config);
    return { section: section.name };
  }

  private set(args: Record<string, unknown>, fail: (code: number) => void): unknown {
    const config = this.working(args.config);
    if (typeof args.section !== 'string' || typeof args.values !== 'object' || args.values === null) return fail(UbusStatus.invalidArgument);
    if (!config) return fail(UbusStatus.notFound);
    const section = config.find((s) => s.name === args.section);
    if (!section) return fail(UbusStatus.notFound);
    const err = this.setValues(section, args.values);
    if (err) return fail(err);
    this.staged.set(args.config as string, config);
    return undefined;
  }

  // rpc_uci_merge_set: an array replaces the option with a list, anything else a string; ''
  // deletes (libuci uci_set); a table or null is no uci value.
  private setValues(section: FakeSection, values: unknown): number | undefined {
    if (values === undefined) return undefined;
    if (typeof values !== 'object' || values === null) return UbusStatus.invalidArgument;
    let err: number | undefined;
    for (const [option, value] of Object.entries(values)) {
      if (!NAME.test(option)) err ??= UbusStatus.invalidArgument;
      else if (Array.isArray(value)) {
        const items = value.filter(isScalar).map(String);
        if (items.length === 0) err ??= UbusStatus.invalidArgument;
        else section.options.set(option, items);
      } else if (!isScalar(value)) err ??= UbusStatus.invalidArgument;
      else if (String(value) === '') section.options.delete(option);
      else section.options.set(option, String(value));
    }
    return err;
  }

  private delete(args: Record<string, unknown>, fail: (code: number) => void): unknown {
    const config = this.working(args.config);
    if (typeof args.section !== 'string') return fail(UbusStatus.invalidArgument);
    if (!config) return fail(UbusStatus.notFound);
    const index = config.findIndex((s) => s.name === args.section);
    if (index < 0) return fail(UbusStatus.notFound);
    const section = config[index]!;
    if (Array.isArray(args.options)) {
      const found = args.options.filter((o): o is string => typeof o === 'string' && section.options.has(o));
      if (found.length === 0) return fail(UbusStatus.notFound);
      found.forEach((o) => section.options.delete(o));
    } else if (typeof args.option === 'string') {
      if (!section.options.delete(args.option)) return fail(UbusStatus.notFound);
    } else config.splice(index, 1);
    this.staged.set(args.config as string, config);
    return undefined;
  }

  private order(args: Record<string, unknown>, fail: (code: number) => void): unknown {
    const config = this.working(args.config);
    if (!Array.isArray(args.sections)) return fail(UbusStatus.invalidArgument);
    if (!config) return fail(UbusStatus.notFound);
    let err: number | undefined;
    args.sections.forEach((name: unknown, i: number) => {
      const index = config.findIndex((s) => s.name === name);
      if (typeof name !== 'string') err ??= UbusStatus.invalidArgument;
      else if (index < 0) err ??= UbusStatus.notFound;
      else config.splice(i, 0, ...config.splice(index, 1));
    });
    if (err) return fail(err);
    this.staged.set(args.config as string, config);
    return undefined;
  }

  private commit(args: Record<string, unknown>, fail: (code: number) => void): unknown {
    if (this.applied) return fail(UbusStatus.permissionDenied);
    if (typeof args.config !== 'string') return fail(UbusStatus.invalidArgument);
    const staged = this.staged.get(args.config);
    if (staged) {
      this.files.set(args.config, staged);
      this.staged.delete(args.config);
    }
    this.reloaded.push(args.config);
    return undefined;
  }

  private revert(args: Record<string, unknown>, fail: (code: number) => void): unknown {
    if (this.applied) return fail(UbusStatus.permissionDenied);
    if (typeof args.config !== 'string') return fail(UbusStatus.invalidArgument);
    this.staged.delete(args.config);
    return undefined;
  }

  // rpc_uci_changes: one package's session deltas, or without a config each package holding some, by name.
  private changes(args: Record<string, unknown>, fail: (code: number) => void): unknown {
    if (typeof args.config === 'string') {
      const file = this.files.get(args.config);
      const staged = this.staged.get(args.config);
      return file || staged ? { changes: staged ? deltaOf(file ?? [], staged) : [] } : fail(UbusStatus.notFound);
    }
    const changes: Record<string, unknown[]> = {};
    for (const [config, staged] of this.staged) changes[config] = deltaOf(this.files.get(config) ?? [], staged);
    return { changes };
  }

  private apply(args: Record<string, unknown>, fail: (code: number) => void): unknown {
    const rollback = args.rollback === true;
    if (this.applied) return rollback ? fail(UbusStatus.permissionDenied) : undefined;
    if (this.staged.size === 0) return fail(UbusStatus.noData);
    const snapshot = new Map<string, Config>();
    const deltas = new Map<string, Config>();
    for (const [config, staged] of this.staged) {
      snapshot.set(config, this.files.get(config) ?? []);
      deltas.set(config, cloneConfig(staged));
      this.files.set(config, staged);
      this.reloaded.push(config);
    }
    this.staged.clear();
    if (rollback) {
      const timeout = typeof args.timeout === 'number' ? args.timeout : 30;
      this.applied = { snapshot, deltas, timer: setTimeout(() => this.restore(), timeout * 1000) };
    }
    return undefined;
  }

  private confirm(fail: (code: number) => void): unknown {
    if (!this.applied) return fail(UbusStatus.noData);
    clearTimeout(this.applied.timer);
    this.applied = undefined;
    return undefined;
  }

  private rollback(fail: (code: number) => void): unknown {
    if (!this.applied) return fail(UbusStatus.noData);
    this.restore();
    return undefined;
  }

  private restore(): void {
    if (!this.applied) return;
    clearTimeout(this.applied.timer);
    for (const [config, files] of this.applied.snapshot) {
      this.files.set(config, files);
      this.reloaded.push(config);
      // The deltas replayed on the restored file are the state the apply landed.
      if (!this.sessionGone) this.staged.set(config, this.applied.deltas.get(config)!);
    }
    this.applied = undefined;
  }

  private anonymousName(): string {
    this.counter++;
    return `cfg${(this.counter & 0xff).toString(16).padStart(2, '0')}${((this.counter * 40503) & 0xffff).toString(16).padStart(4, '0')}`;
  }
}

/** The session's deltas of a package as rpc_uci_dump_change lists them (enough to tell which options changed). */
function deltaOf(file: Config, staged: Config): unknown[] {
  const delta: unknown[] = [];
  for (const section of staged) {
    const was = file.find((s) => s.name === section.name);
    if (!was) delta.push(['add', section.name, section.type]);
    for (const [option, value] of section.options) if (JSON.stringify(was?.options.get(option)) !== JSON.stringify(value)) delta.push(['set', section.name, option, value]);
    for (const option of was?.options.keys() ?? []) if (!section.options.has(option)) delta.push(['remove', section.name, option]);
  }
  for (const section of file) if (!staged.some((s) => s.name === section.name)) delta.push(['remove', section.name]);
  return delta;
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function cloneConfig(config: Config): Config {
  return config.map((s) => ({ ...s, options: new Map([...s.options].map(([k, v]) => [k, Array.isArray(v) ? [...v] : v])) }));
}
