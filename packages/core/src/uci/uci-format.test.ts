import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseUci } from './uci-parse';
import { exportUci, showUci } from './uci-format';
import { loadFixtures } from '../../../device/test-support/uci-fixtures';
import { reportSkippedWithoutReference } from '../../../device/test-support/openwrt-reference';
import type { UciPackage, UciSection, UciValue } from './uci-types';

const readable = [...loadFixtures('syntax'), ...loadFixtures('defaults')].filter((fixture) => !fixture.error);

describe('exportUci', () => {
  reportSkippedWithoutReference("is stable once written: OpenWrt's own files");
  it.each(readable)('is stable once written: $id', ({ input, name }) => {
    const once = exportUci(parseUci(input, name));
    expect(exportUci(parseUci(once, name))).toBe(once);
  });

  it("writes a single quote as '\\'' and leaves every other character alone", () => {
    const pkg: UciPackage = {
      name: 'wireless',
      sections: [{ type: 'wifi-iface', name: 'guest', options: new Map<string, UciValue>([['ssid', "Bob's $(reboot) #1\n"]]) }],
    };
    expect(exportUci(pkg)).toBe("package wireless\n\nconfig wifi-iface 'guest'\n\toption ssid 'Bob'\\''s $(reboot) #1\n'\n\n");
  });
});

describe('showUci', () => {
  it('counts named sections of the same type in the @type[index] of anonymous ones', () => {
    const pkg = parseUci("config zone 'lan'\nconfig zone\n\toption name wan\n", 'firewall');
    expect(showUci(pkg)).toBe("firewall.lan=zone\nfirewall.@zone[1]=zone\nfirewall.@zone[1].name='wan'\n");
  });
});

const typeChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.');
const nameChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_');
const word = (chars: fc.Arbitrary<string>) => fc.string({ unit: chars, minLength: 1, maxLength: 10 });

// The characters that break naive writers: quotes, escapes, comments, shell syntax, line ends.
const tricky = fc.constantFrom("'", '"', '\\', '#', ';', '$(id)', '`id`', ' ', '\t', '\n', '\r\n', "'\\''", 'é', '中文', '🙂');
const value = fc
  .array(fc.oneof(tricky, fc.string({ unit: 'grapheme', maxLength: 8 })), { maxLength: 6 })
  .map((parts) => parts.join('').replaceAll('\0', ''));
const optionValue: fc.Arbitrary<UciValue> = fc.oneof(
  value.filter((text) => text !== ''),
  fc.array(value, { minLength: 1, maxLength: 4 }),
);

interface SectionDraft {
  type: string;
  name: string | undefined;
  options: [string, UciValue][];
}

const section: fc.Arbitrary<SectionDraft> = fc.record({
  type: word(typeChars),
  name: fc.option(word(nameChars), { nil: undefined }),
  options: fc.uniqueArray(fc.tuple(word(nameChars), optionValue), { selector: ([name]) => name, maxLength: 6 }),
});

// A named section appears once: uci would merge a second one into the first.
function toPackage(name: string, drafts: SectionDraft[]): UciPackage {
  const seen = new Set<string>();
  const sections = drafts.map(({ type, name: sectionName, options }): UciSection => {
    const unique = sectionName !== undefined && !seen.has(sectionName);
    if (unique) seen.add(sectionName);
    return unique ? { type, name: sectionName, options: new Map(options) } : { type, options: new Map(options) };
  });
  return { name, sections };
}

const uciPackage = fc
  .tuple(fc.stringMatching(/^[a-z0-9_-]{1,12}$/), fc.array(section, { maxLength: 6 }))
  .map(([name, sections]) => toPackage(name, sections));

describe('round trip', () => {
  it('reads back exactly what it wrote, whatever the names and values', () => {
    fc.assert(
      fc.property(uciPackage, (pkg) => {
        expect(parseUci(exportUci(pkg), pkg.name)).toEqual(pkg);
      }),
      { numRuns: 500 },
    );
  });
});
