// Splitting one command line into arguments, the way libuci's parse_str/next_arg do it:
// quotes, backslashes, '#' comments and ';' command separators, written back into the
// buffer in place.
import { UciParseError } from './uci-types';
import type { UciLineBuffer } from './uci-line-buffer';

const NUL = 0x00;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const DOUBLE_QUOTE = 0x22;
const HASH = 0x23;
const SINGLE_QUOTE = 0x27;
const SEMICOLON = 0x3b;
const BACKSLASH = 0x5c;

/** C isspace() in the C locale */
function isSpace(c: number): boolean {
  return c === SPACE || (c >= TAB && c <= CR);
}

export class UciArguments {
  /** where parse_str writes the unquoted text (at or behind the read position) */
  private target = 0;

  constructor(
    readonly buf: UciLineBuffer,
    private readonly file: string,
  ) {}

  fail(reason: string): never {
    throw new UciParseError(this.file, this.buf.line, this.buf.pos, reason);
  }

  skipWhitespace(): void {
    const { buf } = this;
    while (buf.char(buf.pos) !== NUL && isSpace(buf.char(buf.pos))) buf.pos++;
  }

  /** strtok(cur, " \t"): the command word, NUL-terminated in place; the position stays. */
  commandWord(): Uint8Array | undefined {
    const { buf } = this;
    let start = buf.pos;
    while (buf.char(start) === SPACE || buf.char(start) === TAB) start++;
    if (buf.char(start) === NUL) return undefined;
    let end = start;
    while (![NUL, SPACE, TAB].includes(buf.char(end))) end++;
    buf.setChar(end, NUL);
    return buf.stringAt(start);
  }

  /** Step over the command word that commandWord() terminated. */
  skipCommandWord(reasonIfLast: string): void {
    const { buf } = this;
    const skip = buf.stringAt(buf.pos).length + 1;
    if (buf.pos + skip > buf.length) this.fail(reasonIfLast);
    buf.pos += skip;
  }

  /** next_arg: one argument, empty when the command has no more. */
  next(required: boolean, validate?: (text: string) => boolean): Uint8Array {
    const { buf } = this;
    this.skipWhitespace();
    const start = buf.pos;
    this.target = start;
    if (buf.char(start) === SEMICOLON) {
      buf.setChar(start, NUL);
      buf.pos++;
    } else {
      this.parseString();
    }
    const text = buf.stringAt(start);
    if (text.length === 0) {
      if (required) this.fail('insufficient arguments');
      return text;
    }
    if (validate && !validate(latin1(text))) this.fail('invalid character in name field');
    return text;
  }

  /** assert_eol: libuci runs strict, so anything left on the command is an error. */
  expectEnd(): void {
    this.skipWhitespace();
    if (this.next(false).length > 0) this.fail('too many arguments');
  }

  private parseString(): void {
    const { buf } = this;
    let advance = true;
    do {
      const c = buf.char(buf.pos);
      if (c === SINGLE_QUOTE) this.parseSingleQuoted();
      else if (c === DOUBLE_QUOTE) this.parseDoubleQuoted();
      else if (c === HASH) {
        buf.setChar(buf.pos, NUL);
        break;
      } else if (c === NUL) break;
      else if (c === SEMICOLON) {
        advance = false;
        break;
      } else if (c !== BACKSLASH || this.parseBackslash()) this.copyChar();
    } while (buf.char(buf.pos) !== NUL && !isSpace(buf.char(buf.pos)));
    // an unquoted word stops on the whitespace after it, which libuci overwrites with NUL
    if (buf.char(buf.pos) !== NUL && advance) buf.pos++;
    buf.setChar(this.target, NUL);
  }

  private parseSingleQuoted(): void {
    const { buf } = this;
    buf.pos++;
    for (;;) {
      const c = buf.char(buf.pos);
      if (c === SINGLE_QUOTE) {
        buf.pos++;
        return;
      }
      if (c === NUL) this.continueOnNextLine("EOF with unterminated '");
      else this.copyChar();
    }
  }

  private parseDoubleQuoted(): void {
    const { buf } = this;
    buf.pos++;
    for (;;) {
      const c = buf.char(buf.pos);
      if (c === DOUBLE_QUOTE) {
        buf.pos++;
        return;
      }
      if (c === NUL) this.continueOnNextLine('EOF with unterminated "');
      else if (c !== BACKSLASH || this.parseBackslash()) this.copyChar();
    }
  }

  private continueOnNextLine(reasonAtEof: string): void {
    this.buf.readLine(this.buf.pos);
    if (this.buf.char(this.buf.pos) === NUL) this.fail(reasonAtEof);
  }

  /** A backslash keeps the next character literally; at the end of a line it joins the next line. */
  private parseBackslash(): boolean {
    const { buf } = this;
    buf.pos++;
    const c = buf.char(buf.pos);
    const crlfAtEnd = c === CR && buf.char(buf.pos + 1) === LF && buf.char(buf.pos + 2) === NUL;
    if (c === NUL || c === LF || crlfAtEnd) {
      buf.readLine(buf.pos);
      return false;
    }
    return true;
  }

  private copyChar(): void {
    const { buf } = this;
    buf.setChar(this.target, buf.char(buf.pos));
    this.target++;
    buf.pos++;
  }
}

/** Each byte as the character of that code, as libuci looks at a name (browser-safe: no Buffer). */
function latin1(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
}
