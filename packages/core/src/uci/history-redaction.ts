// History entries never hold a credential in clear (issue 12.4): a credential option's value is
// replaced by a placeholder in both texts of an entry, and the entry lists which of them changed.
// Wi-Fi keys too: the history can say "the key changed", never what it was.
import { exportUci } from './uci-format';
import { parseUci } from './uci-parse';
import type { UciPackage } from './uci-types';

export const SECRET_PLACEHOLDER = '(secret)';

// The credential options of the files the daemon writes (wireless key, PPP and DDNS passwords,
// SIM PIN, VPN keys) and the names OpenWrt packages use for theirs.
const SECRET_OPTION = /^(key[1-4]?|password|passwd|pincode|pin|psk|sae_password|private_key|preshared_key|secret|token|auth_secret|.+_(password|secret|key|psk|token))$/i;

export function isSecretOption(name: string): boolean {
  return SECRET_OPTION.test(name);
}

export interface RedactedText {
  /** the text with every credential replaced; null when the input was null or unreadable */
  text: string | null;
  /** section.option -> value, to compare before with after */
  secrets: Map<string, string>;
}

export function redact(text: string | null, pkgName: string): RedactedText {
  const secrets = new Map<string, string>();
  if (text === null) return { text, secrets };
  let pkg: UciPackage;
  try {
    pkg = parseUci(text, pkgName);
  } catch {
    // A file uci itself would refuse cannot be searched for secrets: keep none of it.
    return { text: null, secrets };
  }
  // An anonymous section is named as `uci show` names it: its type and place among that type.
  const seen = new Map<string, number>();
  for (const section of pkg.sections) {
    const index = seen.get(section.type) ?? 0;
    seen.set(section.type, index + 1);
    for (const [option, value] of section.options) {
      if (!isSecretOption(option)) continue;
      secrets.set(`${pkgName}.${section.name ?? `@${section.type}[${index}]`}.${option}`, JSON.stringify(value));
      section.options.set(option, typeof value === 'string' ? SECRET_PLACEHOLDER : value.map(() => SECRET_PLACEHOLDER));
    }
  }
  return { text: exportUci(pkg), secrets };
}

/** The credentials (section.option) whose value differs between two redactions. */
export function changedSecrets(before: RedactedText, after: RedactedText): string[] {
  const names = new Set([...before.secrets.keys(), ...after.secrets.keys()]);
  return [...names].filter((name) => before.secrets.get(name) !== after.secrets.get(name)).sort();
}
