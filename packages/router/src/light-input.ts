// Whether an input has the shape the build read from an op's zod schema (login-inputs.ts): an
// object of strings, each with its lengths in code points (as JSON Schema and zod count them),
// nothing else. The build refuses a schema that says more, so this may refuse what the contract
// accepts (the dispatcher's zod then decides), never accept what it refuses.

/** Each field: its least and greatest length, and whether it may be absent. */
export type InputShape = Readonly<Record<string, readonly [min: number, max: number, optional?: 1]>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function passesInput(shape: InputShape, value: unknown): boolean {
  if (!isRecord(value) || !Object.keys(value).every((name) => Object.hasOwn(shape, name))) return false;
  return Object.entries(shape).every(([name, [min, max, optional]]) => {
    if (!Object.hasOwn(value, name)) return optional === 1;
    const field = value[name];
    const length = typeof field === 'string' ? [...field].length : -1;
    return length >= min && length <= max;
  });
}
