// For tests that check a save touched one section only: the other sections of a UCI file, parsed.
import { parseUci } from '@rc/core/uci/uci-parse';
import type { UciSection } from '@rc/core/uci/uci-types';

export function sectionsBut(name: string, text: string): UciSection[] {
  return parseUci(text, 'test').sections.filter((section) => section.name !== name);
}
