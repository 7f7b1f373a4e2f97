// Issue 39.6: names and texts that came from outside the console (an SMS sender, a DHCP host
// name, a scanned SSID, a USB label) may carry characters that are drawn as nothing but change
// what is drawn around them: U+202E turns "invoice‮gnp.exe" into "invoiceexe.png" (Unicode's
// UAX #9; CVE-2021-42574, "Trojan Source"). Such a character is shown by its code point instead.

/**
 * Bidi embeddings, overrides, isolates and marks, the zero-width space and the invisible
 * operators, and C0/C1 control characters but tab and line ends (an SMS keeps its lines).
 * Zero-width (non-)joiners stay: scripts and emoji sequences need them, and they move nothing.
 */
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/gu;

/** Strong right-to-left letters: a value holding one is isolated from the sentence around it. */
const RIGHT_TO_LEFT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;

/** U+2068 FIRST STRONG ISOLATE ... U+2069 POP DIRECTIONAL ISOLATE: <bdi> for plain text. */
const ISOLATE_START = '\u2068';
const ISOLATE_END = '\u2069';

/** "U+202E" for one hidden character. */
export function codePointName(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The text in pieces: plain runs, and each hidden character on its own. */
export function outsideTextParts(text: string): { text: string; hidden: boolean }[] {
  const parts: { text: string; hidden: boolean }[] = [];
  let from = 0;
  for (const match of text.matchAll(HIDDEN)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), hidden: false });
    parts.push({ text: match[0], hidden: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hidden: false });
  return parts;
}

/**
 * For a string the page cannot wrap in <bdi> (a sentence of i18next, an aria-label, a title):
 * each hidden character as "[U+202E]", and a right-to-left value between isolates.
 */
export function outsidePlainText(text: string): string {
  const shown = text.replace(HIDDEN, (character) => `[${codePointName(character)}]`);
  return RIGHT_TO_LEFT.test(shown) ? `${ISOLATE_START}${shown}${ISOLATE_END}` : shown;
}
