import type { SearchEntry, SearchIndex, SearchPage } from './search-index';

export interface SearchHit {
  entry: SearchEntry;
  page: SearchPage;
  /** the heading the result shows: the field's label, the section's or the tab's name */
  title: string;
  /** the OpenWrt option the query named, shown beside the result */
  option?: string;
  score: number;
}

// How well one word of the query fits one text: the label first, then another word for it, then
// the OpenWrt option, then a choice it offers, then where the field is, then its hint.
const fit = {
  title: { equal: 100, start: 80, word: 65, inside: 50 },
  alias: { equal: 90, start: 72, word: 60, inside: 45 },
  option: { equal: 95, start: 70, word: 0, inside: 45 },
  choice: { equal: 40, start: 35, word: 35, inside: 30 },
  context: { equal: 25, start: 20, word: 20, inside: 15 },
  hint: { equal: 15, start: 15, word: 15, inside: 12 },
} as const;

const kindOrder = { page: 0, section: 1, field: 2 } as const;

/** Lower case, full-width letters and digits as ASCII ones (NFKC): `ＤＨＣＰ` finds DHCP. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim();
}

function fitOf(text: string, word: string, scale: (typeof fit)[keyof typeof fit]): number {
  if (!text || !word) return 0;
  const at = text.indexOf(word);
  if (at < 0) return 0;
  if (text.length === word.length) return scale.equal;
  if (at === 0) return scale.start;
  // A word of a label starts after a space or a mark; Chinese has none, and any place is inside.
  return /[\s\-_/()（）,.、:：]/.test(text[at - 1] ?? '') && scale.word > 0 ? scale.word : scale.inside;
}

interface Texts {
  title: string;
  aliases: readonly string[];
  options: readonly string[];
  /** the first option is the field's own name */
  named: boolean;
  choices: readonly string[];
  context: string;
  hint: string;
}

function textsOf(entry: SearchEntry, page: SearchPage): Texts {
  return {
    title: normalizeText(entry.kind === 'page' ? page.title : entry.title),
    aliases: (entry.aliases ?? []).map(normalizeText),
    options: entry.options ?? [],
    named: entry.named === true,
    choices: (entry.choices ?? []).map(normalizeText),
    context: normalizeText([page.where, entry.kind === 'page' ? '' : page.title, entry.section ?? ''].join(' ')),
    hint: normalizeText(entry.hint ?? ''),
  };
}

/** The best place one word of the query fits, and the option it named when that was the best. */
function wordScore(texts: Texts, word: string): { score: number; option?: string } {
  const named = Math.max(fitOf(texts.title, word, fit.title), ...texts.aliases.map((alias) => fitOf(alias, word, fit.alias)));
  let best: { score: number; option?: string } = { score: named };
  for (const [position, option] of texts.options.entries()) {
    // The option a field is named after comes first and names it best.
    const fitted = fitOf(option, word, fit.option);
    const score = fitted > 0 && position === 0 && texts.named ? fitted + 1 : fitted;
    if (score > best.score) best = { score, option };
  }
  const rest = Math.max(...texts.choices.map((choice) => fitOf(choice, word, fit.choice)), fitOf(texts.context, word, fit.context), fitOf(texts.hint, word, fit.hint));
  return rest > best.score ? { score: rest } : best;
}

// Chinese, Japanese and Korean write words without spaces between them.
const cjkRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/u;
const scriptRuns = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
// Longer runs are not cut into words (the cost grows with the square of the length).
const longestCutRun = 16;

/** The words of a query: split at spaces and where Latin meets Chinese (`MAC过滤` is `mac`, `过滤`). */
export function queryWords(normalized: string): string[] {
  return normalized.split(' ').flatMap((word) => word.match(scriptRuns) ?? []).filter(Boolean);
}

/**
 * A Chinese run the entry does not hold whole, read as words run together (`固件升级` as `固件`
 * and `升级`): the best cut into parts of two or more characters each of which fits somewhere.
 */
function cutScore(texts: Texts, run: string): number {
  if (run.length < 4 || run.length > longestCutRun) return 0;
  const best: number[] = [0];
  for (let from = 0; from < run.length; from += 1) {
    const before = best[from];
    if (before === undefined) continue;
    for (let to = from + 2; to <= run.length; to += 1) {
      const part = wordScore(texts, run.slice(from, to)).score;
      if (part > 0 && before + part > (best[to] ?? 0)) best[to] = before + part;
    }
  }
  return best[run.length] ?? 0;
}

function scoreEntry(texts: Texts, words: readonly string[], query: string): { score: number; option?: string } | undefined {
  let score = 0;
  let option: string | undefined;
  for (const word of words) {
    const fitted = wordScore(texts, word);
    const cut = fitted.score === 0 && cjkRun.test(word) ? cutScore(texts, word) : 0;
    if (fitted.score === 0 && cut === 0) return undefined;
    score += fitted.score || cut;
    option ??= fitted.option;
  }
  // Several words that read together in the label ("lease time", `MAC过滤` for `MAC 过滤`) beat the same words apart.
  const together = query.replace(/ /g, '');
  if (words.length > 1 && [texts.title, ...texts.aliases].some((name) => name.includes(query) || name.replace(/ /g, '').includes(together))) score += 30;
  return { score, option };
}

/**
 * The index's entries that every word of the query finds, best first: a label before an option
 * name, a section or a tab before its fields; only on tabs `allowed` (the permission file) shows.
 */
export function matchSettings(index: SearchIndex, query: string, allowed: (page: SearchPage) => boolean, limit = 8): SearchHit[] {
  const normalized = normalizeText(query).replace(/\s+/g, ' ');
  const words = queryWords(normalized);
  if (words.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const entry of index.entries) {
    const page = index.pages[entry.page];
    if (!page || !allowed(page)) continue;
    const scored = scoreEntry(textsOf(entry, page), words, normalized);
    if (scored) hits.push({ entry, page, title: entry.kind === 'page' ? page.title : entry.title, score: scored.score, ...(scored.option ? { option: scored.option } : {}) });
  }
  hits.sort((a, b) => b.score - a.score || kindOrder[a.entry.kind] - kindOrder[b.entry.kind]);
  return hits.slice(0, limit);
}
