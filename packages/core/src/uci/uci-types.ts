// The in-memory shape of one UCI package (one file under <data>/config), as OpenWrt's uci sees it.

export type UciValue = string | string[];

export interface UciSection {
  /** section type: `config <type> [name]` */
  type: string;
  /** the section name; undefined for an anonymous section */
  name?: string;
  /** options in file order; a `list` option holds a string array */
  options: Map<string, UciValue>;
}

export interface UciPackage {
  name: string;
  sections: UciSection[];
}

/** A malformed file on disk: names the file and line, like uci's own "Parse error (...) at line N, byte M". */
export class UciParseError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly byte: number,
    readonly reason: string,
  ) {
    super(`${file}: parse error (${reason}) at line ${line}, byte ${byte}`);
    this.name = 'UciParseError';
  }
}

/** A changeset would make the configuration larger than a backup can hold (issue 12.9). */
export class UciTooLargeError extends Error {
  constructor(readonly what: string) {
    super(`${what} would be larger than a backup can hold`);
    this.name = 'UciTooLargeError';
  }
}
