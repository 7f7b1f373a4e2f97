// Reads a UCI file the way OpenWrt's libuci does in strict mode (the `uci` tool's default),
// down to its error texts and positions; fixtures/ holds the real tool's verdicts.
import { UciArguments } from './uci-arguments';
import { UciLineBuffer } from './uci-line-buffer';
import { isUciName, isUciPackageName, isUciType } from './uci-names';
import type { UciPackage, UciSection } from './uci-types';

const utf8 = new TextDecoder('utf-8');
const text = (bytes: Uint8Array) => utf8.decode(bytes);

/** `file` names the file in errors; its last path segment is the package name. */
export function parseUci(source: string, file: string): UciPackage {
  const parser = new UciFileParser(source, file);
  return parser.parse();
}

class UciFileParser {
  private readonly buf: UciLineBuffer;
  private readonly args: UciArguments;
  private readonly pkg: UciPackage;
  private section: UciSection | undefined;

  constructor(source: string, file: string) {
    this.buf = new UciLineBuffer(new TextEncoder().encode(source));
    this.args = new UciArguments(this.buf, file);
    this.pkg = { name: file.slice(file.lastIndexOf('/') + 1), sections: [] };
  }

  parse(): UciPackage {
    while (!this.buf.eof) {
      this.buf.pos = 0;
      this.buf.readLine(0);
      if (this.buf.length > 0) this.parseLine();
    }
    return this.pkg;
  }

  // One line may hold several commands separated by ';'.
  private parseLine(): void {
    this.args.skipWhitespace();
    for (;;) {
      const word = this.args.commandWord();
      if (!word || word[0] === 0x23 /* # */) return;
      this.parseCommand(text(word));
    }
  }

  private parseCommand(word: string): void {
    if (word === 'p' || word === 'package') this.parsePackage();
    else if (word === 'c' || word === 'config') this.parseConfig();
    else if (word === 'o' || word === 'option') this.parseOption(false);
    else if (word === 'l' || word === 'list') this.parseOption(true);
    else this.args.fail('invalid command');
  }

  // The package is named after its file; a `package` line is checked, then ignored.
  private parsePackage(): void {
    this.args.skipCommandWord('package without name');
    this.args.next(true, isUciPackageName);
    this.args.expectEnd();
  }

  private parseConfig(): void {
    this.args.skipCommandWord('config without name');
    const type = text(this.args.next(true));
    if (!isUciType(type)) this.args.fail('invalid character in type field');
    const name = text(this.args.next(false, isUciName));
    this.args.expectEnd();
    this.section = name ? this.namedSection(type, name) : this.addSection({ type, options: new Map() });
  }

  // A second block with the same name continues the first one.
  private namedSection(type: string, name: string): UciSection {
    const existing = this.pkg.sections.find((s) => s.name === name);
    if (!existing) return this.addSection({ type, name, options: new Map() });
    if (existing.type !== type) this.args.fail('section of different type overwrites prior section with same name');
    return existing;
  }

  private addSection(section: UciSection): UciSection {
    this.pkg.sections.push(section);
    return section;
  }

  private parseOption(list: boolean): void {
    const section = this.section;
    if (!section) return this.args.fail('option/list command found before the first section');
    this.args.skipCommandWord('option without name');
    const name = text(this.args.next(true, isUciName));
    const value = text(this.args.next(false));
    this.args.expectEnd();
    if (list) addListItem(section, name, value);
    else setValue(section, name, value);
  }
}

// `option x ''` deletes x; replacing a value keeps the option where it was.
function setValue(section: UciSection, name: string, value: string): void {
  if (value === '') section.options.delete(name);
  else section.options.set(name, value);
}

// `list` after `option` of the same name turns the option into a list holding both.
function addListItem(section: UciSection, name: string, value: string): void {
  const current = section.options.get(name);
  if (current === undefined) section.options.set(name, [value]);
  else if (typeof current === 'string') section.options.set(name, [current, value]);
  else current.push(value);
}
