// A request's JSON, without keys that could poison a prototype further on.

/** Undefined for malformed JSON and for a `__proto__` or `constructor.prototype` key. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, (key, value: unknown) => {
      if (key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)) {
        throw new SyntaxError('prototype key');
      }
      return value;
    });
  } catch {
    return undefined;
  }
}
