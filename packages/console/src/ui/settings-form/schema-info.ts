// What a form can learn about one field from the contract's zod schema: kind, whether it
// is required, bounds and enum values. Reads zod 4's `_zod.def`, so it also works for
// schemas built with zod/mini.
import { pairFor, type SwitchValues } from '../switch-values';

export type FieldKind = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'other';

export interface FieldInfo {
  kind: FieldKind;
  required: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
  minLength?: number;
  maxLength?: number;
  /** enum or literal values, as the wire spells them */
  options?: readonly (string | number)[];
  /** set when the enum (or boolean) is one of spec 4's switch value pairs */
  switchPair?: SwitchValues;
}

interface ZodLike {
  _zod: { def: ZodDef };
  safeParse?: (value: unknown) => { success: boolean };
}

interface ZodDef {
  type: string;
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  options?: ZodLike[];
  shape?: Record<string, ZodLike>;
  left?: ZodLike;
  right?: ZodLike;
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: CheckDef } }[];
}

interface CheckDef {
  check: string;
  value?: number;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
}

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema of field `name` of an object schema (or of the first union member that has it). */
export function fieldSchema(schema: unknown, name: string): ZodLike | undefined {
  const def = defOf(schema);
  if (!def) return undefined;
  if (def.shape) return def.shape[name];
  if (def.type === 'pipe') return fieldSchema(def.in, name);
  if (def.type === 'intersection') return fieldSchema(def.left, name) ?? fieldSchema(def.right, name);
  if (def.options) return unionField(def.options.map((option) => fieldSchema(option, name)).filter((field) => field !== undefined));
  return undefined;
}

// A union on a literal (a switched service's on and off variants, contract switched-settings.ts)
// reads as the enum of those literals; otherwise the field of the first variant that has it.
function unionField(fields: ZodLike[]): ZodLike | undefined {
  const literals = fields.flatMap((field) => (field._zod.def.type === 'literal' ? (field._zod.def.values ?? []) : []));
  if (fields.length < 2 || literals.length !== fields.length) return fields[0];
  const entries = Object.fromEntries(literals.map((value) => [String(value), value as string | number]));
  return { _zod: { def: { type: 'enum', entries } }, safeParse: (value) => ({ success: fields.some((field) => field.safeParse?.(value).success) }) };
}

export function describeField(schema: ZodLike | undefined): FieldInfo {
  if (!schema) return { kind: 'other', required: false };
  const leaf = unwrap(schema);
  const info: FieldInfo = { kind: 'other', required: false, ...describeLeaf(leaf) };
  info.required = isRequired(schema, info.kind);
  return info;
}

function defOf(schema: unknown): ZodDef | undefined {
  return (schema as ZodLike | undefined)?._zod?.def;
}

/** The schema that says what the field holds: no optional/default wrapper, no transform. */
function unwrap(schema: ZodLike): ZodLike {
  const def = schema._zod.def;
  if (wrappers.has(def.type) && def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) {
    return unwrap(defOf(def.out)?.type === 'transform' ? def.in : def.out);
  }
  if (def.type === 'union' && def.options) return unwrapUnion(def.options) ?? schema;
  return schema;
}

// An "empty or X" union reads as X; a union of literals as an enum; number | numeric
// string (the contract's integer rules) as the number.
function unwrapUnion(options: ZodLike[]): ZodLike | undefined {
  const members = options.map(unwrap);
  const types = members.map((member) => member._zod.def.type);
  if (types.every((type) => type === 'literal' || type === 'enum')) return undefined;
  const nonEmpty = members.filter((member) => !isEmptyLiteral(member));
  return nonEmpty.find((member) => member._zod.def.type === 'number') ?? nonEmpty[0];
}

function isEmptyLiteral(schema: ZodLike): boolean {
  const def = schema._zod.def;
  return def.type === 'literal' && def.values?.length === 1 && def.values[0] === '';
}

function describeLeaf(leaf: ZodLike): Partial<FieldInfo> {
  const def = leaf._zod.def;
  switch (def.type) {
    case 'number':
    case 'bigint':
      return { kind: 'number', ...numberBounds(def) };
    case 'string':
      return { kind: 'string', ...lengthBounds(def) };
    case 'boolean':
      return { kind: 'boolean', switchPair: [true, false] };
    case 'array':
      return { kind: 'array', ...lengthBounds(def) };
    case 'enum':
    case 'literal':
    case 'union':
      return enumInfo(enumValues(leaf));
    default:
      return {};
  }
}

function enumInfo(options: (string | number)[]): Partial<FieldInfo> {
  const switchPair = pairFor(options);
  return switchPair ? { kind: 'enum', options, switchPair } : { kind: 'enum', options };
}

function enumValues(schema: ZodLike): (string | number)[] {
  const def = schema._zod.def;
  if (def.entries) return Object.values(def.entries);
  if (def.values) return def.values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
  return (def.options ?? []).flatMap((option) => enumValues(unwrap(option)));
}

function checksOf(def: ZodDef): CheckDef[] {
  return (def.checks ?? []).map((check) => check._zod.def);
}

function numberBounds(def: ZodDef): Partial<FieldInfo> {
  const bounds: Partial<FieldInfo> = {};
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') bounds.min = check.value;
    if (check.check === 'less_than') bounds.max = check.value;
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) bounds.integer = true;
  }
  return bounds;
}

function lengthBounds(def: ZodDef): Partial<FieldInfo> {
  const bounds: Partial<FieldInfo> = {};
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') bounds.minLength = check.minimum;
    if (check.check === 'max_length') bounds.maxLength = check.maximum;
    if (check.check === 'length_equals') bounds.minLength = bounds.maxLength = check.length;
  }
  return bounds;
}

// Asked of the schema itself, so that refinements count: a string rule that refuses ''
// makes the field required, one that accepts it (the WAN's second DNS) does not.
function isRequired(schema: ZodLike, kind: FieldKind): boolean {
  const accepts = (value: unknown) => schema.safeParse?.(value).success ?? false;
  if (accepts(undefined)) return false;
  if (kind === 'string') return !accepts('');
  if (kind === 'array') return !accepts([]);
  return kind === 'number';
}
