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
// the OpenWrt option, then where the field is, then its hint.
const fit = {
  title: { equal: 100, start: 80, word: 65, inside: 50 },
  alias: { equal: 90, start: 72, word: 60, inside: 45 },
  option: { equal: 95, start: 70, word: 0, inside: 45 },
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
  context: string;
  hint: string;
}

function textsOf(entry: SearchEntry, page: SearchPage): Texts {
  return {
    title: normalizeText(entry.kind === 'page' ? page.title : entry.title),
    aliases: (entry.aliases ?? []).map(normalizeText),
    options: entry.options ?? [],
    named: entry.named === true,
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
  const rest = Math.max(fitOf(texts.context, word, fit.context), fitOf(texts.hint, word, fit.hint));
  return rest > best.score ? { score: rest } : best;
}

function scoreEntry(texts: Texts, words: readonly string[], query: string): { score: number; option?: string } | undefined {
  let score = 0;
  let option: string | undefined;
  for (const word of words) {
    const fitted = wordScore(texts, word);
    if (fitted.score === 0) return undefined;
    score += fitted.score;
    option ??= fitted.option;
  }
  // Several words that read together in the label ("lease time") beat the same words apart.
  if (words.length > 1 && [texts.title, ...texts.aliases].some((name) => name.includes(query))) score += 30;
  return { score, option };
}

/**
 * The index's entries that every word of the query finds, best first: a label before an option
 * name, a section or a tab before its fields; only on tabs `allowed` (the permission file) shows.
 */
export function matchSettings(index: SearchIndex, query: string, allowed: (page: SearchPage) => boolean, limit = 8): SearchHit[] {
  const normalized = normalizeText(query).replace(/\s+/g, ' ');
  const words = normalized.split(' ').filter(Boolean);
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
