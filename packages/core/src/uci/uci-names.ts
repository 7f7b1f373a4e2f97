// libuci's rules (uci_validate_str): section and option names are shell-safe identifiers, so
// that scripts can read them as variables; section types may hold any printable ASCII but space.

export function isUciName(text: string): boolean {
  return /^[A-Za-z0-9_]+$/.test(text);
}

export function isUciType(text: string): boolean {
  return /^[\x21-\x7e]+$/.test(text);
}

/** `package <name>` inside a file: like a name, plus '-'. */
export function isUciPackageName(text: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(text);
}
