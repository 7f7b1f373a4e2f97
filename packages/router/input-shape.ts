// An op's input schema as src/light-input.ts checks it, read from the JSON Schema zod generates
// for it (toJSONSchema): an object of strings with lengths and nothing else; any other keyword
// fails the build, so that the light check never accepts what the contract refuses.
import type { InputShape } from './src/light-input.ts';

type Schema = Record<string, unknown>;

const objectKeywords = new Set(['$schema', 'type', 'properties', 'required', 'additionalProperties']);
const stringKeywords = new Set(['type', 'minLength', 'maxLength']);

function only(schema: Schema, keywords: Set<string>, what: string): void {
  const other = Object.keys(schema).find((keyword) => !keywords.has(keyword));
  if (other !== undefined) throw new Error(`${what}: the light input check does not know ${other}`);
}

export function inputShape(schema: Schema, op: string): InputShape {
  only(schema, objectKeywords, op);
  if (schema.type !== 'object' || schema.additionalProperties !== false) throw new Error(`${op}: not a closed object`);
  const required = new Set((schema.required ?? []) as string[]);
  const shape: Record<string, [number, number, 1?]> = {};
  for (const [name, field] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    only(field, stringKeywords, `${op}.${name}`);
    if (field.type !== 'string') throw new Error(`${op}.${name}: not a string`);
    const lengths: [number, number] = [Number(field.minLength ?? 0), Number(field.maxLength ?? Number.MAX_SAFE_INTEGER)];
    shape[name] = required.has(name) ? lengths : [...lengths, 1];
  }
  return shape;
}
