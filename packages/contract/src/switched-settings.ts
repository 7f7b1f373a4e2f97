// A service behind an on/off switch (DDNS, PPTP, L2TP, OpenVPN; issue 28.9). Switched on, every
// field follows its rule. Switched off, the service is not started, so a field may be left out or
// blank: the save keeps its stored value (the DDNS form sends only the switch; a factory unit's
// blank PPTP form can be saved off), unless its blank is a value of its own (blankClears). A field that is given is still held to its own rule, so
// nothing unchecked reaches a file.
import { z } from 'zod';

const switchOn = z.literal('1');
const switchOff = z.literal('0');

type Shape = Record<string, z.ZodType>;

// A blank of any shape: '' from a text field, null from an emptied number field (JSON has no NaN).
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || Number.isNaN(value);
}

// Fields whose '' is a value of its own, not "keep": see blankClears.
const clearedByBlank = new WeakSet<z.ZodType>();

/**
 * A field where '' means "none" even switched off (OpenVPN's username: openvpn.init signs in with
 * auth-user-pass only while one is set, so '' is how it is removed; issue 39.6). Left out or null it
 * is still kept.
 */
export function blankClears<T extends z.ZodType>(schema: T): T {
  clearedByBlank.add(schema);
  return schema;
}

/** The field's own rule without its default, so that a blank stays undefined: "keep the stored one". */
function keptWhenBlank(schema: z.ZodType): z.ZodType {
  const rule = schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
  const kept = clearedByBlank.has(schema) ? (value: unknown) => value === undefined || value === null : isBlank;
  return z.preprocess((value) => (kept(value) ? undefined : value), rule.optional());
}

/** Puts an i18n key on a field. */
export type FieldIssue = (field: string, key: string) => void;

/** Rules between fields; a switched-off value (on false) must be judged by the fields it has. */
export type SwitchedCheck<S extends Shape> = (value: Partial<z.output<z.ZodObject<S>>>, issue: FieldIssue, on: boolean) => void;

/** The input of a switched service's set_X: `shape` is its fields but `enabled`. */
export function switchedSettings<S extends Shape>(shape: S, check: SwitchedCheck<S> = () => undefined) {
  const offShape = Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, keptWhenBlank(schema)])) as { [K in keyof S]: z.ZodOptional<S[K]> };
  const checked = (on: boolean) => (ctx: z.core.ParsePayload<object>) => {
    const issue: FieldIssue = (field, key) => ctx.issues.push({ code: 'custom', path: [field], message: key, input: ctx.value });
    check(ctx.value as Partial<z.output<z.ZodObject<S>>>, issue, on);
  };
  const on = z.strictObject({ enabled: switchOn, ...shape });
  const union = z.discriminatedUnion('enabled', [on.check(checked(true)), z.strictObject({ enabled: switchOff, ...offShape }).check(checked(false))]);
  // Lists the fields as an object schema's `shape` does, for code that reads a set_X's fields
  // from it (a restore checks what each get_X would send back).
  return Object.assign(union, { shape: on.shape });
}

/** What a save writes: the given fields, and the stored value of each left out or blank (a switched-off save's). */
export function withStoredBlanks<T extends { enabled: '1' | '0' }>(input: Pick<T, 'enabled'> & Partial<NoInfer<T>>, stored: T): T {
  const given = Object.entries(input).filter(([, value]) => value !== undefined);
  return { ...stored, ...Object.fromEntries(given) } as T;
}
