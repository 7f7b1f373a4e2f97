// Spec 1: simplified Chinese (the default), English and traditional Chinese. Which of them a
// browser asks for (navigator.languages, or the Accept-Language header) when nobody chose one
// (issue 43.7): the console and the daemon's prerendered page decide alike.
export const ConsoleLanguages = ['zh-CN', 'en', 'zh-TW'] as const;
export type ConsoleLanguage = (typeof ConsoleLanguages)[number];

export const DefaultLanguage: ConsoleLanguage = 'zh-CN';

/** The console's language for one BCP 47 tag, or undefined for a language it does not have. */
function languageOfTag(tag: string): ConsoleLanguage | undefined {
  const [primary = '', ...rest] = tag.trim().toLowerCase().split(/[-_]/);
  if (primary === 'en') return 'en';
  if (primary !== 'zh') return undefined;
  // Traditional script: zh-Hant, or the regions that write it.
  return rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) && !rest.includes('hans') ? 'zh-TW' : 'zh-CN';
}

/** The first of the browser's languages (most wanted first) that the console has. */
export function preferredLanguage(tags: readonly string[]): ConsoleLanguage | undefined {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}

/** An Accept-Language header's tags, most wanted first (q=0 dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  const weighted = (header ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0);
  return weighted.sort((a, b) => b.q - a.q || a.index - b.index).map((entry) => entry.tag);
}
