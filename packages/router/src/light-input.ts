// Whether an input passes the JSON Schema the build generated from an op's zod schema
// (vite.config.ts, zod's toJSONSchema): objects of strings with lengths, nothing else. A keyword
// it does not know fails the input, which the dispatcher's zod then decides: this may refuse
// what the contract accepts, never accept what it refuses.
export type InputSchema = { readonly [keyword: string]: unknown };

const understood = new Set(['$schema', 'type', 'properties', 'required', 'additionalProperties', 'minLength', 'maxLength']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function passesString(schema: InputSchema, value: unknown): boolean {
  const { minLength = 0, maxLength = Infinity } = schema as { minLength?: number; maxLength?: number };
  if (typeof value !== 'string') return false;
  // In code points, as JSON Schema and zod count them.
  const length = [...value].length;
  return length >= minLength && length <= maxLength;
}

function passesObject(schema: InputSchema, value: unknown): boolean {
  if (schema.additionalProperties !== false || !isRecord(value)) return false;
  const properties = (schema.properties ?? {}) as Record<string, InputSchema>;
  const required = (schema.required ?? []) as string[];
  return required.every((name) => Object.hasOwn(value, name)) && Object.keys(value).every((name) => Object.hasOwn(properties, name) && passesInput(properties[name]!, value[name]));
}

export function passesInput(schema: InputSchema, value: unknown): boolean {
  if (!Object.keys(schema).every((keyword) => understood.has(keyword))) return false;
  if (schema.type === 'string') return passesString(schema, value);
  return schema.type === 'object' && passesObject(schema, value);
}
