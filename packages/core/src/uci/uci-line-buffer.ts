// The byte buffer libuci parses in place (pctx->buf). The parser mirrors libuci's file.c
// closely, because error positions are byte offsets into this buffer and some quirks (a quoted
// value that spans lines keeps counting bytes from the first line) only come out the same way
// if the buffer behaves the same way.

const NUL = 0x00;
const LF = 0x0a;

export class UciLineBuffer {
  /** reported in errors: the number of newline-terminated lines read so far, like pctx->line */
  line = 0;
  /** true once a read reached the end of the input, like feof() */
  eof = false;
  pos = 0;
  private bytes: number[] = [];
  private filled = 0;
  private at = 0;

  constructor(private readonly input: Uint8Array) {}

  get length(): number {
    return this.filled;
  }

  char(index: number): number {
    return index < this.filled ? (this.bytes[index] ?? NUL) : NUL;
  }

  setChar(index: number, value: number): void {
    if (index < this.filled) this.bytes[index] = value;
  }

  /** The NUL-terminated string starting at `index`. */
  stringAt(index: number): Uint8Array {
    let end = index;
    while (this.char(end) !== NUL) end++;
    return Uint8Array.from(this.bytes.slice(index, end));
  }

  /** uci_getln: read the next line into the buffer at `offset`, dropping what was there. */
  readLine(offset: number): void {
    this.filled = Math.min(offset, this.filled);
    this.bytes.length = this.filled;
    for (;;) {
      const chunk = this.nextChunk();
      if (!chunk) return;
      for (const byte of chunk) this.bytes.push(byte);
      this.filled = this.bytes.length;
      if (chunk[chunk.length - 1] === LF) {
        this.line++;
        return;
      }
    }
  }

  // What fgets() + strlen() yield: a line up to and including '\n', cut at a NUL byte
  // (a cut line has no '\n', so the next line is appended to it, as in libuci).
  private nextChunk(): Uint8Array | undefined {
    if (this.at >= this.input.length) {
      this.eof = true;
      return undefined;
    }
    const newline = this.input.indexOf(LF, this.at);
    const end = newline < 0 ? this.input.length : newline + 1;
    const raw = this.input.subarray(this.at, end);
    this.at = end;
    if (newline < 0) this.eof = true;
    const nul = raw.indexOf(NUL);
    const chunk = nul < 0 ? raw : raw.subarray(0, nul);
    return chunk.length > 0 ? chunk : undefined;
  }
}
