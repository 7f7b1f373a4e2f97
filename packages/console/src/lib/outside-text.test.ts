import { describe, expect, it } from 'vitest';
import { outsidePlainText, outsideTextParts } from './outside-text';

describe('outside text (issue 39.6)', () => {
  it('names each character that would reorder or hide text, in place', () => {
    expect(outsidePlainText('invoice\u202Egnp.exe')).toBe('invoice[U+202E]gnp.exe');
    expect(outsidePlainText('a\u2066b\u2069c\u200Bd\uFEFF\u0007')).toBe('a[U+2066]b[U+2069]c[U+200B]d[U+FEFF][U+0007]');
    expect(outsideTextParts('x\u202Dy')).toEqual([
      { text: 'x', hidden: false },
      { text: '\u202D', hidden: true },
      { text: 'y', hidden: false },
    ]);
  });

  it('leaves what names and messages need: line ends, joiners of emoji and scripts, CJK', () => {
    for (const text of ['第一行\n第二行\tend', '👨\u200D👩\u200D👧', 'می\u200Cخواهم', '咖啡店 ☕']) expect(outsideTextParts(text)).toEqual([{ text, hidden: false }]);
  });

  it('isolates a right-to-left value from the sentence around it', () => {
    expect(outsidePlainText('שלום')).toBe('\u2068שלום\u2069');
    expect(outsidePlainText('router-1')).toBe('router-1');
  });
});
