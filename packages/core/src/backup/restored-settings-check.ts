// A restore is checked by the same rules as a save (issue 12.15): with the archive's files in a
// scratch store, every settings page's get_X reads them as the page would, and what it reads
// must pass that page's own set_X schema. So a LAN IP `not-an-ip<script>` or a time zone
// `$(reboot)` refuses the archive whole, as the LAN or NTP page would have refused them.
// Browser-safe: the Node daemon's scratch store is a folder (restored-settings.ts), the router
// build's the archive's files over rpcd's uci (ubus/router-restore.ts).
import type { OpDef } from '@rc/contract/op';
import { ops } from '@rc/contract/registry';
import type { OpContext } from '../ops/op-context';

export interface RestoredSettingError {
  /** the page's read op, e.g. get_lan_config */
  op: string;
  field: string;
  key: string;
}

// Read ops that take an input: each value a page asks with.
const readInputs: Record<string, Record<string, unknown>[]> = { get_wifi_config: [{ band: '2g' }, { band: '5g' }] };

/** What every settings page refuses of the settings `scratch`'s store holds. */
export async function settingErrorsIn(scratch: OpContext): Promise<RestoredSettingError[]> {
  const errors: RestoredSettingError[] = [];
  for (const [read, save] of settingsPairs()) {
    for (const input of readInputs[read.op] ?? [{}]) errors.push(...(await check(read, save, input, scratch)));
  }
  return errors;
}

/** Every get_X whose set_X saves what it reads. */
function settingsPairs(): [OpDef, OpDef][] {
  const all = ops as unknown as Record<string, OpDef>;
  return Object.values(all).flatMap((read) => {
    const save = read.op.startsWith('get_') ? all[`set_${read.op.slice(4)}`] : undefined;
    return save && !save.upload ? [[read, save] as [OpDef, OpDef]] : [];
  });
}

async function check(read: OpDef, save: OpDef, input: Record<string, unknown>, ctx: OpContext): Promise<RestoredSettingError[]> {
  const answer = await ctx.runHandler(read.op, input, ctx);
  // What the page would send back: the fields its save takes (get_X also answers read-only ones).
  const fields = Object.keys((save.input as unknown as { shape?: object }).shape ?? {});
  const sent = Object.fromEntries(Object.entries({ ...input, ...answer }).filter(([key]) => fields.includes(key)));
  const result = save.input.safeParse(sent);
  if (result.success) return [];
  // A value the archive holds and the page refuses; an empty one is a page not set up yet (the
  // guest network before its first save reads without a key), as on a factory unit.
  return result.error.issues
    .filter((issue) => !isBlank(valueAt(sent, issue.path)))
    .map((issue) => ({ op: read.op, field: issue.path.map(String).join('.'), key: issue.message }));
}

function valueAt(value: unknown, at: readonly PropertyKey[]): unknown {
  return at.reduce<unknown>((current, key) => (typeof current === 'object' && current !== null ? (current as Record<PropertyKey, unknown>)[key] : undefined), value);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}
